import { ProfileSettings } from '@/features/users';
import { NotificationPreferencesSection, PushNotificationsCard } from '@/features/notifications';
import { CalendarFeedCard } from '@/features/events';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

/** /profile (spec §2), with the notifications feature's cards: what comes where (issue 15), and push on this device. */
export function Component() {
  useDocumentTitle(t('Profile Settings'));
  return (
    <ProfileSettings
      extraCards={
        <>
          <NotificationPreferencesSection />
          <PushNotificationsCard />
          {/* The personal calendar feed (issue 18). */}
          <CalendarFeedCard />
        </>
      }
    />
  );
}
