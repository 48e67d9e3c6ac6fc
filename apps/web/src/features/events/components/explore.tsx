/**
 * /explore (issue 26, rulings §12): Discover for signed-out visitors, read-only. Public groups' upcoming games with the
 * same filters, Near me, list and map and the same cards; each card opens the event's public page, where Join asks to
 * sign in and comes back with the join dialog open.
 */
import { t } from '@/lib/i18n';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { useDocumentTitle } from '@/lib/document-title';
import { DiscoverEvents } from './discover-events';

export const EXPLORE_TITLE = 'Explore games';

export function ExploreScreen() {
  useDocumentTitle(t(EXPLORE_TITLE));
  return (
    <PageContainer>
      <PageHeader title={t(EXPLORE_TITLE)} description={t('Pickup games and meetups of public groups. Open one to see who is playing; sign in to join.')} />
      <DiscoverEvents />
    </PageContainer>
  );
}
