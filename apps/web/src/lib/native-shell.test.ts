import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Platform, PushData } from './platform';
import { PUSH_DISABLED_KEY, pushPath, startNativeShell, type ShellEnvironment } from './native-shell';

/** A fake native platform: tests fire the back button and push taps by hand. */
function fakePlatform(options: { isNative?: boolean; token?: string; registerFails?: boolean } = {}) {
  const back = new Set<() => void>();
  const taps = new Set<(d: PushData) => void>();
  const receives = new Set<(d: PushData) => void>();
  const platform: Platform & { exits: number } = {
    isNative: options.isNative ?? true,
    name: 'android',
    exits: 0,
    push: {
      register: vi.fn(async () => {
        if (options.registerFails) throw new Error('no google play services');
        return options.token ?? 'fcm-token-1';
      }),
      unregister: vi.fn(async () => {}),
      onTap: (l) => (taps.add(l), () => taps.delete(l)),
      onReceive: (l) => (receives.add(l), () => receives.delete(l)),
    },
    onBackButton: (l) => (back.add(l), () => back.delete(l)),
    exitApp() {
      platform.exits++;
    },
    ready: vi.fn(async () => {}),
    share: vi.fn(async () => 'shared' as const),
    haptic: vi.fn(async () => {}),
    pickPhoto: vi.fn(async () => ({ status: 'cancelled' as const })),
    openCalendarFile: vi.fn(async () => 'shared' as const),
    currentPosition: vi.fn(async () => null),
  };
  return {
    platform,
    pressBack: () => back.forEach((l) => l()),
    tap: (d: PushData) => taps.forEach((l) => l(d)),
    receive: (d: PushData) => receives.forEach((l) => l(d)),
    listeners: () => back.size + taps.size + receives.size,
  };
}

function environment(history: string[] = ['/dashboard']) {
  const env: ShellEnvironment & { history: string[]; tokens: string[]; pushes: PushData[]; logged: string[] } = {
    history,
    tokens: [],
    pushes: [],
    logged: [],
    navigate: (path) => void env.history.push(path),
    goBack: () => void env.history.pop(),
    canGoBack: () => env.history.length > 1,
    registerToken: async (token) => void env.tokens.push(token),
    onPush: (d) => void env.pushes.push(d),
    log: (m) => void env.logged.push(m),
  };
  return env;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => localStorage.clear());

describe('tap routing (spec §4)', () => {
  it('maps push data to screens', () => {
    expect(pushPath({ type: 'group_message', groupId: 'g1', eventId: '' })).toBe('/groups/g1');
    expect(pushPath({ type: 'event_comment', groupId: 'g1', eventId: 'e1' })).toBe('/events/e1');
    expect(pushPath({ type: 'new_event', eventId: 'e2' })).toBe('/events/e2');
    expect(pushPath({ type: 'event_reminder', eventId: 'e3' })).toBe('/events/e3');
    expect(pushPath({ type: 'group_message' })).toBeNull();
  });

  it('navigates when a push is tapped and refreshes on arrival', async () => {
    const fake = fakePlatform();
    const env = environment();
    startNativeShell(fake.platform, env);
    fake.tap({ type: 'group_message', groupId: 'g9', eventId: '' });
    fake.tap({ type: 'new_event', groupId: 'g9', eventId: 'e9' });
    fake.receive({ type: 'event_comment', eventId: 'e9' });
    expect(env.history).toEqual(['/dashboard', '/groups/g9', '/events/e9']);
    expect(env.pushes).toHaveLength(3);
  });
});

describe('back button (spec §4)', () => {
  it('goes back in history, and exits the app when there is none', () => {
    const fake = fakePlatform();
    const env = environment(['/dashboard', '/events/e1']);
    startNativeShell(fake.platform, env);
    fake.pressBack();
    expect(env.history).toEqual(['/dashboard']);
    expect(fake.platform.exits).toBe(0);
    fake.pressBack();
    expect(fake.platform.exits).toBe(1);
  });
});

describe('registration', () => {
  it('registers the device token with the server at start, after hiding the splash screen', async () => {
    const fake = fakePlatform({ token: 'tok-42' });
    const env = environment();
    startNativeShell(fake.platform, env);
    await flush();
    expect(env.tokens).toEqual(['tok-42']);
    expect(fake.platform.ready).toHaveBeenCalledOnce();
  });

  it('only logs a failed registration (spec §8)', async () => {
    const fake = fakePlatform({ registerFails: true });
    const env = environment();
    startNativeShell(fake.platform, env);
    await flush();
    expect(env.tokens).toEqual([]);
    expect(env.logged).toEqual(['Push registration failed']);
  });

  it('does not register when the user turned push off', async () => {
    localStorage.setItem(PUSH_DISABLED_KEY, '1');
    const fake = fakePlatform();
    const env = environment();
    startNativeShell(fake.platform, env);
    await flush();
    expect(fake.platform.push!.register).not.toHaveBeenCalled();
  });

  it('does nothing on the web platform, and stops its listeners', () => {
    const web = fakePlatform({ isNative: false });
    startNativeShell(web.platform, environment());
    expect(web.listeners()).toBe(0);
    const native = fakePlatform();
    const stop = startNativeShell(native.platform, environment());
    expect(native.listeners()).toBe(3);
    stop();
    expect(native.listeners()).toBe(0);
  });
});
