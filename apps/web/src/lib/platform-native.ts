/** The Capacitor implementation of the platform interface (loaded only inside the native shell). */
import { Capacitor } from '@capacitor/core';
import { App } from '@capacitor/app';
import { PushNotifications } from '@capacitor/push-notifications';
import { Share } from '@capacitor/share';
import { Haptics, ImpactStyle, NotificationType } from '@capacitor/haptics';
import { Camera, CameraResultType, CameraSource } from '@capacitor/camera';
import { Directory, Encoding, Filesystem } from '@capacitor/filesystem';
import { Geolocation } from '@capacitor/geolocation';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';
import type { PhotoPick, Platform, PushData, ShareOutcome } from './platform';

/** The plugins' rejection texts (Android and iOS) for a closed sheet or picker, and for refused access. */
const CANCELLED = /cancel/i;
const DENIED = /denied|permission/i;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String((error as { message?: unknown } | null)?.message ?? error));

const shareOutcome = (error: unknown): ShareOutcome => (CANCELLED.test(messageOf(error)) ? 'cancelled' : 'unavailable');

/** A picked photo's file (the WebView serves it at webPath), or why there is none. */
export async function photoFromCamera(): Promise<PhotoPick> {
  try {
    const photo = await Camera.getPhoto({
      resultType: CameraResultType.Uri,
      source: CameraSource.Prompt,
      quality: 85,
      width: 1600,
      correctOrientation: true,
      promptLabelHeader: 'Photo',
      promptLabelPhoto: 'Choose from Photos',
      promptLabelPicture: 'Take Photo',
      promptLabelCancel: 'Cancel',
    });
    if (!photo.webPath) return { status: 'failed' };
    const res = await fetch(photo.webPath);
    const format = photo.format || 'jpeg';
    const type = res.headers.get('content-type')?.split(';')[0] || `image/${format}`;
    return { status: 'picked', file: new File([await res.arrayBuffer()], `photo.${format}`, { type }) };
  } catch (error) {
    const message = messageOf(error);
    if (CANCELLED.test(message)) return { status: 'cancelled' };
    if (DENIED.test(message)) return { status: 'denied' };
    return { status: 'failed' };
  }
}

const toData = (data: unknown): PushData => {
  const out: PushData = {};
  if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) out[k] = v == null ? undefined : String(v);
  return out;
};

export function createNativePlatform(): Platform {
  return {
    isNative: true,
    name: Capacitor.getPlatform() === 'ios' ? 'ios' : 'android',
    push: {
      async register() {
        let permission = await PushNotifications.checkPermissions();
        if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') {
          permission = await PushNotifications.requestPermissions();
        }
        if (permission.receive !== 'granted') throw new Error('Push permission denied');
        return new Promise<string>((resolve, reject) => {
          const handles: Promise<{ remove: () => Promise<void> }>[] = [];
          const done = () => handles.forEach((h) => void h.then((x) => x.remove()));
          handles.push(
            PushNotifications.addListener('registration', (token) => {
              done();
              resolve(token.value);
            }),
            PushNotifications.addListener('registrationError', (error) => {
              done();
              reject(new Error(error.error));
            }),
          );
          void PushNotifications.register();
        });
      },
      async unregister() {
        await PushNotifications.unregister();
      },
      onTap(listener) {
        const handle = PushNotifications.addListener('pushNotificationActionPerformed', (action) => listener(toData(action.notification.data)));
        return () => void handle.then((h) => h.remove());
      },
      onReceive(listener) {
        const handle = PushNotifications.addListener('pushNotificationReceived', (n) => listener(toData(n.data)));
        return () => void handle.then((h) => h.remove());
      },
    },
    onBackButton(listener) {
      const handle = App.addListener('backButton', () => listener());
      return () => void handle.then((h) => h.remove());
    },
    exitApp() {
      void App.exitApp();
    },
    async ready() {
      await StatusBar.setStyle({ style: Style.Dark }).catch(() => undefined);
      await SplashScreen.hide().catch(() => undefined);
    },
    async share(content) {
      try {
        await Share.share({ title: content.title, text: content.text, url: content.url, dialogTitle: content.title });
        return 'shared';
      } catch (error) {
        return shareOutcome(error);
      }
    },
    async haptic(kind = 'light') {
      await (kind === 'success' ? Haptics.notification({ type: NotificationType.Success }) : Haptics.impact({ style: ImpactStyle.Light })).catch(
        () => undefined,
      );
    },
    pickPhoto: photoFromCamera,
    async openCalendarFile({ fileName, ics, title }) {
      // A WebView cannot follow a download link: the file goes to the app's cache and the share sheet offers it to
      // the calendar (or mail, chat...). The cache is the plugins' FileProvider root, and the OS clears it.
      let uri: string;
      try {
        ({ uri } = await Filesystem.writeFile({ path: `calendar/${fileName}`, data: ics, directory: Directory.Cache, encoding: Encoding.UTF8, recursive: true }));
      } catch {
        return 'unavailable';
      }
      try {
        await Share.share({ title, files: [uri], dialogTitle: 'Add to calendar' });
        return 'shared';
      } catch (error) {
        return shareOutcome(error);
      }
    },
    async currentPosition() {
      try {
        const p = await Geolocation.getCurrentPosition({ timeout: 10_000, maximumAge: 300_000 });
        return { latitude: p.coords.latitude, longitude: p.coords.longitude };
      } catch {
        return null;
      }
    },
  };
}
