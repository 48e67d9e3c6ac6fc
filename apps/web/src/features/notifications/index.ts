export { NotificationBell } from './components/notification-bell';
export { PushNotificationsCard } from './components/push-card';
export { NativeShellBridge } from './components/native-shell-bridge';
