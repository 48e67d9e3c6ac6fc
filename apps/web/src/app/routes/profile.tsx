import { ProfileSettings } from '@/features/users';
import { PushNotificationsCard } from '@/features/notifications';

/** /profile (spec §2), with the push-notification card from the notifications feature. */
export function Component() {
  return <ProfileSettings extraCards={<PushNotificationsCard />} />;
}
