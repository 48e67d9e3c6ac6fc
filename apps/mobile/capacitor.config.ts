/**
 * Kickoff's native shell. The WebView runs the built web app (apps/web/dist). The web app calls its API with
 * relative URLs, so a device build points the WebView at the deployed Kickoff with KICKOFF_SERVER_URL (read when
 * `cap sync` runs); without it the bundled files are served (enough for `cap sync` in CI, not for a usable app).
 */
import type { CapacitorConfig } from '@capacitor/cli';

const serverUrl = process.env.KICKOFF_SERVER_URL;

const config: CapacitorConfig = {
  appId: 'app.kickoff.mobile',
  appName: 'Kickoff',
  webDir: '../web/dist',
  ...(serverUrl ? { server: { url: serverUrl, cleartext: serverUrl.startsWith('http://') } } : {}),
  android: { allowMixedContent: false },
  plugins: {
    SplashScreen: { launchShowDuration: 800, backgroundColor: '#15803d', showSpinner: false },
    StatusBar: { style: 'LIGHT', backgroundColor: '#15803d', overlaysWebView: false },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
