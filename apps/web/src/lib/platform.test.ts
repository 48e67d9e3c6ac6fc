import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlatform, loadPlatform, runsNatively, setPlatform, webPlatform } from './platform';

afterEach(() => {
  setPlatform(webPlatform);
  vi.unstubAllGlobals();
});

describe('platform', () => {
  it('is the web platform in a browser, without native push', async () => {
    expect(runsNatively()).toBe(false);
    const platform = await loadPlatform();
    expect(platform.isNative).toBe(false);
    expect(platform.push).toBeNull();
    expect(getPlatform()).toBe(platform);
  });

  it('shares through the Web Share API when the browser has it, and says so when not', async () => {
    expect(await webPlatform.share({ title: 'Game', url: 'https://kickoff.test/events/e1' })).toBe(false);
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    expect(await webPlatform.share({ title: 'Game', url: 'https://kickoff.test/events/e1' })).toBe(true);
    expect(share).toHaveBeenCalledWith({ title: 'Game', url: 'https://kickoff.test/events/e1' });
  });

  it('answers null for a position the browser will not give', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail(new Error('denied')) },
    });
    expect(await webPlatform.currentPosition()).toBeNull();
  });
});
