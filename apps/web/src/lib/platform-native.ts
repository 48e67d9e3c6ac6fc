/** The Capacitor implementation of the platform interface (loaded only inside the native shell). */
import { Capacitor } from '@capacitor/core';
import { App } from '@capacitor/app';
import { PushNotifications } from '@capacitor/push-notifications';
import { Share } from '@capacitor/share';
import { Haptics, ImpactStyle, NotificationType } from '@capacitor/haptics';
import { Camera, CameraResultType, CameraSource } from '@capacitor/camera';
import { Geolocation } from '@capacitor/geolocation';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';
import type { Platform, PushData } from './platform';

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
        return true;
      } catch {
        return false;
      }
    },
    async haptic(kind = 'light') {
      await (kind === 'success' ? Haptics.notification({ type: NotificationType.Success }) : Haptics.impact({ style: ImpactStyle.Light })).catch(
        () => undefined,
      );
    },
    async pickPhoto() {
      try {
        const photo = await Camera.getPhoto({ resultType: CameraResultType.Uri, source: CameraSource.Prompt, quality: 85, width: 1600 });
        if (!photo.webPath) return null;
        const blob = await (await fetch(photo.webPath)).blob();
        return new File([blob], `photo.${photo.format || 'jpeg'}`, { type: blob.type || `image/${photo.format || 'jpeg'}` });
      } catch {
        return null;
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
