/** Picking an image, sharing a link, adding to the calendar (pick-image, share-link, calendar-file): web and shell. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { addToCalendar, icsFileName } from './calendar-file';
import { PHOTO_TEXTS } from './photo-native';
import { pickImage } from './pick-image';
import { shareLink } from './share-link';
import { setPlatform, webPlatform, type PhotoPick, type Platform } from './platform';

afterEach(() => {
  setPlatform(webPlatform);
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The native shell as the app sees it: the bridge's marker, and a platform whose device answers are given. */
function nativeShell(device: Partial<Platform>) {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
  const platform: Platform = {
    ...webPlatform,
    isNative: true,
    name: 'android',
    pickPhoto: vi.fn(async (): Promise<PhotoPick> => ({ status: 'cancelled' })),
    share: vi.fn(async () => 'shared' as const),
    openCalendarFile: vi.fn(async () => 'shared' as const),
    ...device,
  };
  setPlatform(platform);
  return platform;
}

describe('pickImage', () => {
  it('opens the file input at once in a browser (inside the click) and asks no platform', async () => {
    const pickPhoto = vi.spyOn(webPlatform, 'pickPhoto');
    const openFileInput = vi.fn();
    const onFile = vi.fn();
    const done = pickImage(openFileInput, onFile, vi.fn());
    expect(openFileInput).toHaveBeenCalledOnce();
    await done;
    expect(pickPhoto).not.toHaveBeenCalled();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('hands the camera or gallery photo to the same checks as the input in the shell', async () => {
    const file = new File(['x'], 'photo.jpeg', { type: 'image/jpeg' });
    nativeShell({ pickPhoto: async () => ({ status: 'picked', file }) });
    const openFileInput = vi.fn();
    const onFile = vi.fn();
    const notify = vi.fn();
    await pickImage(openFileInput, onFile, notify);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(openFileInput).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('explains a refused permission, reports a failure, and stays quiet on a cancel', async () => {
    const notify = vi.fn();
    nativeShell({ pickPhoto: async () => ({ status: 'denied' }) });
    await pickImage(vi.fn(), vi.fn(), notify);
    expect(notify).toHaveBeenLastCalledWith({ title: PHOTO_TEXTS.deniedTitle, description: PHOTO_TEXTS.denied });
    expect(PHOTO_TEXTS.denied).toMatch(/Settings/);

    nativeShell({ pickPhoto: async () => ({ status: 'failed' }) });
    await pickImage(vi.fn(), vi.fn(), notify);
    expect(notify).toHaveBeenLastCalledWith({ title: PHOTO_TEXTS.failedTitle, description: PHOTO_TEXTS.failed });

    notify.mockClear();
    const onFile = vi.fn();
    nativeShell({ pickPhoto: async () => ({ status: 'cancelled' }) });
    await pickImage(vi.fn(), onFile, notify);
    expect(notify).not.toHaveBeenCalled();
    expect(onFile).not.toHaveBeenCalled();
  });
});

describe('shareLink', () => {
  const content = { title: 'Sunday 5-a-side', url: 'https://kickoff.test/events/e1' };

  it('uses the system sheet when there is one (native or Web Share)', async () => {
    const platform = nativeShell({});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(content, undefined, { writeText })).toBe('shared');
    expect(platform.share).toHaveBeenCalledWith(content);
    expect(writeText).not.toHaveBeenCalled();
    nativeShell({ share: async () => 'cancelled' });
    expect(await shareLink(content, undefined, { writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where nothing can share, and says when even that fails', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink(content, webPlatform, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
    expect(await shareLink(content, webPlatform, { writeText: async () => Promise.reject(new Error('denied')) })).toBe('failed');
    expect(await shareLink(content, webPlatform, undefined)).toBe('failed');
  });
});

describe('addToCalendar', () => {
  const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

  it('natively fetches the .ics with the session and offers the file to the calendar', async () => {
    localStorage.setItem('kickoff.token', 'tok-1');
    const api = stubApi({ 'GET /api/events/e1/calendar.ics': () => new Response(ics, { headers: { 'content-type': 'text/calendar' } }) });
    const platform = nativeShell({});
    expect(await addToCalendar({ id: 'e1', title: 'Sunday 5-a-side!' })).toBe('shared');
    expect(api.calls[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(platform.openCalendarFile).toHaveBeenCalledWith({ fileName: 'Sunday-5-a-side.ics', ics, title: 'Sunday 5-a-side!' });
  });

  it('fails loudly when the server refuses or no app takes the file', async () => {
    stubApi({});
    nativeShell({});
    await expect(addToCalendar({ id: 'gone', title: 'x' })).rejects.toThrow(/404/);
    stubApi({ 'GET /api/events/e1/calendar.ics': () => new Response(ics) });
    nativeShell({ openCalendarFile: async () => 'unavailable' });
    await expect(addToCalendar({ id: 'e1', title: 'x' })).rejects.toThrow();
  });

  it('names the file after the title', () => {
    expect(icsFileName('Pickup @ Zilker: 5v5')).toBe('Pickup-Zilker-5v5.ics');
    expect(icsFileName('!!!')).toBe('event.ics');
  });
});
