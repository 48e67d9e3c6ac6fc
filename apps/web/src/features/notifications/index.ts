export { NotificationBell } from './components/notification-bell';
export { PushNotificationsCard } from './components/push-card';
export { NotificationPreferencesSection } from './components/notification-preferences-section';
export { NativeShellBridge } from './components/native-shell-bridge';
