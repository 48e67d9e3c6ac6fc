/**
 * The small platform interface the web app talks to for native features. In a browser it is the web platform
 * (nothing native); inside the Capacitor shell, platform-native.ts wraps the plugins. Tests swap in a fake.
 */

/** What a tapped push carries (spec §3): type, groupId, eventId (strings; empty when absent). */
export type PushData = Record<string, string | undefined>;

export interface PushPlatform {
  /** Asks permission and registers with FCM; resolves with the device token. */
  register(): Promise<string>;
  /** Stops this device receiving pushes. */
  unregister(): Promise<void>;
  /** A push was tapped (the app opened or came to the front from it). */
  onTap(listener: (data: PushData) => void): () => void;
  /** A push arrived while the app was open. */
  onReceive(listener: (data: PushData) => void): () => void;
}

export interface ShareContent {
  title: string;
  text?: string;
  url: string;
}

/** How a share ended: the sheet shared it, the user closed it, or nothing here can share (copy the link instead). */
export type ShareOutcome = 'shared' | 'cancelled' | 'unavailable';

/**
 * A photo pick: the file, or why there is none. `unsupported` means this platform has no picker of its own (the
 * browser uses a file input); `denied` means the user refused camera or photo access (settings must change).
 */
export type PhotoPick =
  | { status: 'picked'; file: File }
  | { status: 'cancelled' }
  | { status: 'denied' }
  | { status: 'failed' }
  | { status: 'unsupported' };

/** An iCalendar file to hand to the device's calendar. */
export interface CalendarFile {
  fileName: string;
  ics: string;
  title: string;
}

export interface Platform {
  readonly isNative: boolean;
  readonly name: 'web' | 'android' | 'ios';
  /** Native push, or null where there is none (browsers use Web Push instead). */
  readonly push: PushPlatform | null;
  /** The Android back button; the listener decides what back means. */
  onBackButton(listener: () => void): () => void;
  exitApp(): void;
  /** Hides the splash screen and styles the status bar once the app has drawn (native only). */
  ready(): Promise<void>;
  /** Shares a link with the system sheet (lib/share.ts copies the link when the outcome is `unavailable`). */
  share(content: ShareContent): Promise<ShareOutcome>;
  /** A tap felt on a key confirmation (success: joining; light: leaving); nothing on the web. */
  haptic(kind?: 'light' | 'success'): Promise<void>;
  /** A photo from the camera or the gallery (the system asks which): profile, group and event images. */
  pickPhoto(): Promise<PhotoPick>;
  /**
   * Hands an .ics to the device's calendar: natively written to the app's cache and offered with the share sheet
   * (Calendar is one of its targets); `unavailable` on the web, which downloads it instead.
   */
  openCalendarFile(file: CalendarFile): Promise<ShareOutcome>;
  /** The device's position, or null when refused or unavailable (near-me searches). */
  currentPosition(): Promise<{ latitude: number; longitude: number } | null>;
}

export const webPlatform: Platform = {
  isNative: false,
  name: 'web',
  push: null,
  onBackButton: () => () => {},
  exitApp: () => {},
  ready: async () => {},
  async share(content) {
    if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return 'unavailable';
    if (navigator.canShare && !navigator.canShare(content)) return 'unavailable';
    try {
      await navigator.share(content);
      return 'shared';
    } catch (error) {
      // AbortError: the user closed the sheet. Anything else (NotAllowedError...): let the caller copy the link.
      return (error as { name?: string } | null)?.name === 'AbortError' ? 'cancelled' : 'unavailable';
    }
  },
  // No haptics in a browser: a vibration there would be a buzz, not a tap.
  haptic: async () => {},
  // Browsers use a file input for photos (lib/photo-picker.ts opens it).
  pickPhoto: async () => ({ status: 'unsupported' }),
  openCalendarFile: async () => 'unavailable',
  currentPosition: () =>
    new Promise((resolve) => {
      if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
        () => resolve(null),
        { timeout: 10_000, maximumAge: 300_000 },
      );
    }),
};

let current: Platform = webPlatform;
let resolved: Promise<Platform> | null = null;

/** Whether this page runs inside the Capacitor shell (its bridge is injected before the app loads). */
export function runsNatively(): boolean {
  const cap = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return Boolean(cap?.isNativePlatform?.());
}

/** The platform, loading the native one (and its plugins) only inside the shell. */
export function loadPlatform(): Promise<Platform> {
  resolved ??= runsNatively()
    ? import('./platform-native').then((m) => {
        current = m.createNativePlatform();
        return current;
      })
    : Promise.resolve(current);
  return resolved;
}

/** The platform known so far (web until the native one has loaded). */
export function getPlatform(): Platform {
  return current;
}

/** Tests: use a fake platform. */
export function setPlatform(platform: Platform) {
  current = platform;
  resolved = Promise.resolve(platform);
}
