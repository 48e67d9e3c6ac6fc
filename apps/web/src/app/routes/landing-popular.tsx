/**
 * Not a route: the landing's Popular Events and Popular Communities grids with the events and groups features' cards.
 * The landing route loads this module lazily, so the cards (and their manage dialogs) stay out of its first load.
 */
import { runtimeTimeZone } from '@kickoff/shared';
import { PopularCommunitiesGrid, PopularEventsGrid } from '@/features/landing';
import { EventCard } from '@/features/events';
import { GroupCard } from '@/features/groups';

// Event cards say the time in the event's zone through Intl, whose first use costs 20-30 ms (ICU's set-up, once per
// page): done in an idle moment while the lists' requests are out, not inside the first card's render (issue 15).
if (typeof window !== 'undefined') {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => void runtimeTimeZone());
}

// Each card opens the public page of its event or group (issue 26): browse first, sign in to join there.
export function PopularEvents({ fallback }: { fallback: React.ReactNode }) {
  return <PopularEventsGrid fallback={fallback} renderEvent={(event) => <EventCard key={event.id} event={event} variant="join" />} />;
}

export function PopularCommunities({ fallback }: { fallback: React.ReactNode }) {
  return <PopularCommunitiesGrid fallback={fallback} renderGroup={(group) => <GroupCard key={group.id} group={group} />} />;
}
