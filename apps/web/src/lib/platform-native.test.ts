/**
 * The native branch of the platform module, through the real Capacitor plugins: the test plays the Android shell by
 * injecting what its WebView injects before the app loads (`androidBridge`, and `Capacitor` with the plugin headers
 * and `nativePromise`). Every plugin call then crosses the real @capacitor/core proxy to this fake bridge, which
 * records it and answers as the Android plugins do (their rejection texts included).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from './platform';

interface BridgeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
}

const calls: BridgeCall[] = [];
/** What the "device" answers to a call; a thrown error is the plugin's rejection. */
let device: (call: BridgeCall) => unknown = () => ({});

const PLUGINS: Record<string, string[]> = {
  Camera: ['getPhoto', 'checkPermissions', 'requestPermissions'],
  Share: ['share', 'canShare'],
  Haptics: ['impact', 'notification', 'vibrate'],
  Filesystem: ['writeFile', 'deleteFile'],
  Geolocation: ['getCurrentPosition'],
  App: ['exitApp'],
  PushNotifications: ['register', 'unregister', 'checkPermissions', 'requestPermissions'],
  SplashScreen: ['hide'],
  StatusBar: ['setStyle'],
};

function installAndroidBridge() {
  const g = globalThis as Record<string, unknown>;
  g.androidBridge = { postMessage: () => {} };
  // As the shell's native-bridge.js does before any app code runs.
  g.Capacitor = {
    getPlatform: () => 'android',
    isNativePlatform: () => true,
    PluginHeaders: Object.entries(PLUGINS).map(([name, methods]) => ({ name, methods: methods.map((m) => ({ name: m, rtype: 'promise' })) })),
    nativePromise: async (plugin: string, method: string, options: Record<string, unknown> = {}) => {
      const call = { plugin, method, options };
      calls.push(call);
      return device(call);
    },
    nativeCallback: () => 'callback-1',
  };
}

const callsTo = (plugin: string) => calls.filter((c) => c.plugin === plugin);
/** The WebView serves a picked photo at its webPath; a data: URL stands in for that address. */
const PHOTO_URL = `data:image/jpeg;base64,${btoa('fake-jpeg-bytes')}`;

const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

let platform: Platform;
let runsNatively: () => boolean;

beforeAll(async () => {
  installAndroidBridge();
  const mod = await import('./platform');
  runsNatively = mod.runsNatively;
  platform = await mod.loadPlatform();
});

afterEach(() => {
  calls.length = 0;
  device = () => ({});
});

describe('the native platform (inside the Android shell)', () => {
  it('is chosen when the shell injected its bridge', () => {
    expect(runsNatively()).toBe(true);
    expect(platform.isNative).toBe(true);
    expect(platform.name).toBe('android');
    expect(platform.push).not.toBeNull();
  });

  it('picks a photo with the camera or the gallery (the system asks which) and hands over a File', async () => {
    device = ({ method }) => (method === 'getPhoto' ? { webPath: PHOTO_URL, format: 'jpeg', saved: false } : {});
    const pick = await platform.pickPhoto();
    expect(callsTo('Camera')).toEqual([
      expect.objectContaining({ method: 'getPhoto', options: expect.objectContaining({ source: 'PROMPT', resultType: 'uri', correctOrientation: true }) }),
    ]);
    expect(pick.status).toBe('picked');
    if (pick.status !== 'picked') return;
    expect(pick.file.name).toBe('photo.jpeg');
    expect(pick.file.type).toBe('image/jpeg');
    expect(await readText(pick.file)).toBe('fake-jpeg-bytes');
  });

  it('tells a refused permission from a cancel and from a failure', async () => {
    device = () => {
      throw new Error('User denied access to camera');
    };
    expect(await platform.pickPhoto()).toEqual({ status: 'denied' });
    device = () => {
      throw new Error('User denied access to photos');
    };
    expect(await platform.pickPhoto()).toEqual({ status: 'denied' });
    device = () => {
      throw new Error('User cancelled photos app');
    };
    expect(await platform.pickPhoto()).toEqual({ status: 'cancelled' });
    device = () => {
      throw new Error('Unable to process image');
    };
    expect(await platform.pickPhoto()).toEqual({ status: 'failed' });
  });

  it('shares with the system sheet, and knows a closed sheet', async () => {
    const content = { title: 'Sunday 5-a-side', text: 'Sunday 5-a-side on Kickoff', url: 'https://kickoff.test/events/e1' };
    expect(await platform.share(content)).toBe('shared');
    expect(callsTo('Share')).toEqual([{ plugin: 'Share', method: 'share', options: { ...content, dialogTitle: content.title } }]);
    device = () => {
      throw new Error('Share canceled');
    };
    expect(await platform.share(content)).toBe('cancelled');
    device = () => {
      throw new Error("Can't share while sharing is in progress");
    };
    expect(await platform.share(content)).toBe('unavailable');
  });

  it('taps on success and lightly otherwise, and a device without a vibrator is no error', async () => {
    await platform.haptic('success');
    await platform.haptic('light');
    expect(callsTo('Haptics')).toEqual([
      { plugin: 'Haptics', method: 'notification', options: { type: 'SUCCESS' } },
      { plugin: 'Haptics', method: 'impact', options: { style: 'LIGHT' } },
    ]);
    device = () => {
      throw new Error('Not implemented');
    };
    await expect(platform.haptic()).resolves.toBeUndefined();
  });

  it('writes an .ics to the cache and offers it with the share sheet (a WebView follows no download)', async () => {
    const uri = 'file:///data/user/0/app.kickoff.mobile/cache/calendar/Sunday-5-a-side.ics';
    device = ({ method }) => (method === 'writeFile' ? { uri } : {});
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    expect(await platform.openCalendarFile({ fileName: 'Sunday-5-a-side.ics', ics, title: 'Sunday 5-a-side' })).toBe('shared');
    expect(calls).toEqual([
      {
        plugin: 'Filesystem',
        method: 'writeFile',
        options: { path: 'calendar/Sunday-5-a-side.ics', data: ics, directory: 'CACHE', encoding: 'utf8', recursive: true },
      },
      { plugin: 'Share', method: 'share', options: { title: 'Sunday 5-a-side', files: [uri], dialogTitle: 'Add to calendar' } },
    ]);
  });

  it('says so when the file cannot be written, and when the sheet is closed', async () => {
    device = ({ method }) => {
      if (method === 'writeFile') throw new Error('No space left');
      return {};
    };
    expect(await platform.openCalendarFile({ fileName: 'x.ics', ics: 'x', title: 'x' })).toBe('unavailable');
    expect(callsTo('Share')).toEqual([]);
    device = ({ method }) => {
      if (method === 'share') throw new Error('Share canceled');
      return { uri: 'file:///cache/x.ics' };
    };
    expect(await platform.openCalendarFile({ fileName: 'x.ics', ics: 'x', title: 'x' })).toBe('cancelled');
  });

  it('reads the position through the Geolocation plugin, and null when refused', async () => {
    device = () => ({ coords: { latitude: 30.27, longitude: -97.74 }, timestamp: 0 });
    expect(await platform.currentPosition()).toEqual({ latitude: 30.27, longitude: -97.74 });
    device = () => {
      throw new Error('Location permission was denied');
    };
    expect(await platform.currentPosition()).toBeNull();
  });
});
