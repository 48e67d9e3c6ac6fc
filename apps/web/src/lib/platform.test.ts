/** The web branch of the platform module (a browser: no Capacitor bridge). The native branch: platform-native.test.ts. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlatform, loadPlatform, runsNatively, setPlatform, webPlatform } from './platform';

afterEach(() => {
  setPlatform(webPlatform);
  vi.unstubAllGlobals();
});

const content = { title: 'Game', url: 'https://kickoff.test/events/e1' };
const abort = (name: string) => Object.assign(new Error(name), { name });

describe('the web platform', () => {
  it('is the platform in a browser, without native push, and loads no Capacitor code', async () => {
    expect(runsNatively()).toBe(false);
    const platform = await loadPlatform();
    expect(platform).toBe(webPlatform);
    expect(platform.isNative).toBe(false);
    expect(platform.push).toBeNull();
    expect(getPlatform()).toBe(platform);
    expect((globalThis as { Capacitor?: unknown }).Capacitor).toBeUndefined();
  });

  it('shares through the Web Share API, tells a closed sheet, and says unavailable otherwise', async () => {
    expect(await webPlatform.share(content)).toBe('unavailable');
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    expect(await webPlatform.share(content)).toBe('shared');
    expect(share).toHaveBeenCalledWith(content);

    share.mockRejectedValueOnce(abort('AbortError'));
    expect(await webPlatform.share(content)).toBe('cancelled');
    share.mockRejectedValueOnce(abort('NotAllowedError'));
    expect(await webPlatform.share(content)).toBe('unavailable');

    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => false });
    expect(await webPlatform.share(content)).toBe('unavailable');
    expect(share).toHaveBeenCalledTimes(3);
  });

  it('has no haptics: a browser does not vibrate on a join', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    await webPlatform.haptic('success');
    await webPlatform.haptic('light');
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('leaves photos to the file input and calendar files to a download', async () => {
    expect(await webPlatform.pickPhoto()).toEqual({ status: 'unsupported' });
    expect(await webPlatform.openCalendarFile({ fileName: 'game.ics', ics: 'BEGIN:VCALENDAR', title: 'Game' })).toBe('unavailable');
  });

  it('answers null for a position the browser will not give', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail(new Error('denied')) },
    });
    expect(await webPlatform.currentPosition()).toBeNull();
  });
});
