/**
 * Not a route: the landing's Popular Events and Popular Communities grids with the events and groups features' cards.
 * The landing route loads this module lazily, so the cards (and their manage dialogs) stay out of its first load.
 */
import { PopularCommunitiesGrid, PopularEventsGrid } from '@/features/landing';
import { EventCard } from '@/features/events';
import { GroupCard } from '@/features/groups';

export function PopularEvents({ onSignUp, fallback }: { onSignUp(): void; fallback: React.ReactNode }) {
  return (
    <PopularEventsGrid
      fallback={fallback}
      renderEvent={(event) => <EventCard key={event.id} event={event} variant="signup" onSignUp={onSignUp} />}
    />
  );
}

export function PopularCommunities({ onSignUp, fallback }: { onSignUp(): void; fallback: React.ReactNode }) {
  return (
    <PopularCommunitiesGrid
      fallback={fallback}
      renderGroup={(group) => <GroupCard key={group.id} group={group} signUpToJoin onSignUp={onSignUp} />}
    />
  );
}
