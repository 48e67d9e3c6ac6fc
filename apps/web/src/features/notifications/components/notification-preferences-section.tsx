/** The Notifications card, loaded after the profile page (its own chunk: the profile's first load stays as it was). */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const NotificationPreferencesCard = React.lazy(() => import('./notification-preferences-card'));

export function NotificationPreferencesSection() {
  return (
    <React.Suspense
      fallback={
        <Card role="status" className="mt-6" aria-busy="true" aria-label={t('Loading notification settings')}>
          <CardHeader>
            <Skeleton className="h-6 w-40" />
          </CardHeader>
          <CardContent>
            <Skeleton className="h-96 w-full" />
          </CardContent>
        </Card>
      }
    >
      <NotificationPreferencesCard />
    </React.Suspense>
  );
}
