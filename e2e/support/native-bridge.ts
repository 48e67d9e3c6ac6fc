/**
 * The Android shell as the built web app sees it, in Chromium: before any app code runs, the page gets what the
 * shell's WebView injects (`androidBridge`, and `Capacitor` with the plugin headers and `nativePromise`), so the
 * app loads its real native platform and the real Capacitor plugins, whose calls reach this fake device instead of
 * Java. Each call is recorded; the device answers as the Android plugins do, and a test can make one method refuse
 * with the plugin's own rejection text (a denied permission, a closed sheet).
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface BridgeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
}

/** Plugin methods the fake device knows (the rest of a plugin's API is not used by the app). */
const PLUGINS: Record<string, string[]> = {
  App: ['exitApp', 'removeAllListeners'],
  Camera: ['getPhoto', 'checkPermissions', 'requestPermissions'],
  Filesystem: ['writeFile'],
  Geolocation: ['getCurrentPosition'],
  Haptics: ['impact', 'notification', 'vibrate'],
  PushNotifications: ['checkPermissions', 'requestPermissions', 'register', 'unregister'],
  Share: ['share', 'canShare'],
  SplashScreen: ['hide', 'show'],
  StatusBar: ['setStyle', 'setBackgroundColor'],
};

/** Where the shell's WebView serves a device file to the page (same origin as the app). */
const PHOTO_PATH = '/_capacitor_file_/data/user/0/app.kickoff.mobile/cache/JPEG_20261125_101500.png';

/**
 * Installs the fake shell in every page of the context. `photo` is the picture the camera "takes": the WebView serves
 * it at its webPath, a same-origin `/_capacitor_file_/` URL, which this context answers the same way.
 */
export async function useNativeShell(context: BrowserContext, photo: Buffer) {
  await context.route(`**${PHOTO_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: photo }));
  // A string, not a function: the test transform would add helpers (esbuild's __name) the page does not have.
  await context.addInitScript(`(${SHELL_SCRIPT})(${JSON.stringify({ plugins: PLUGINS, photoPath: PHOTO_PATH })});`);
}

const SHELL_SCRIPT = `function ({ plugins, photoPath }) {
  const w = window;
  w.__bridgeCalls = [];
  w.__bridgeRefusals = {};
  let callbackId = 0;
  function answer(call) {
    const key = call.plugin + '.' + call.method;
    if (w.__bridgeRefusals[key]) throw new Error(w.__bridgeRefusals[key]);
    switch (key) {
      case 'Camera.getPhoto':
        return { webPath: w.location.origin + photoPath, format: 'png', saved: false };
      case 'Filesystem.writeFile':
        return { uri: 'file:///data/user/0/app.kickoff.mobile/cache/' + String(call.options.path) };
      case 'PushNotifications.checkPermissions':
        // Push stays off in these tests: the shell's start-up registration is refused and only logged.
        return { receive: 'denied' };
      case 'Share.canShare':
        return { value: true };
      default:
        return {};
    }
  }
  w.androidBridge = { postMessage() {} };
  const headers = Object.entries(plugins).map(([name, methods]) => ({
    name,
    methods: methods
      .map((m) => ({ name: m, rtype: 'promise' }))
      .concat([{ name: 'addListener', rtype: 'callback' }, { name: 'removeListener', rtype: 'promise' }]),
  }));
  w.Capacitor = {
    getPlatform: () => 'android',
    isNativePlatform: () => true,
    PluginHeaders: headers,
    nativePromise: async (plugin, method, options) => {
      const call = { plugin, method, options: options || {} };
      w.__bridgeCalls.push(call);
      return answer(call);
    },
    nativeCallback: (plugin, method, options) => {
      w.__bridgeCalls.push({ plugin, method, options: options || {} });
      callbackId += 1;
      return 'callback-' + callbackId;
    },
  };
}`;

/** The plugin calls the page made so far (optionally of one plugin). */
export async function bridgeCalls(page: Page, plugin?: string): Promise<BridgeCall[]> {
  const calls = await page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);
  return plugin ? calls.filter((c) => c.plugin === plugin) : calls;
}

/** Makes `Plugin.method` reject with the plugin's text (e.g. 'Camera.getPhoto', 'User denied access to camera'). */
export async function refuse(page: Page, pluginMethod: string, message: string) {
  await page.evaluate(([key, text]) => {
    (window as unknown as { __bridgeRefusals: Record<string, string> }).__bridgeRefusals[key!] = text!;
  }, [pluginMethod, message]);
}
