import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EventDetailScreen, getEventQueryOptions } from '@/features/events';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';
import { useLiveTopics } from '@/lib/live';

export function Component() {
  const { id = '' } = useParams();
  // The screen's own query (read from the cache, never fetched twice) names the tab after the event.
  const event = useQuery({ ...getEventQueryOptions(id), enabled: false });
  useDocumentTitle(event.data?.title ?? t('Event'));
  // Counts, participants, comments and edits of the event stay true without a reload (issue 13).
  useLiveTopics([id && `event:${id}`]);
  return <EventDetailScreen key={id} id={id} />;
}
