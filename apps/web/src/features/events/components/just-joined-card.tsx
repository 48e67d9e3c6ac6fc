/**
 * "You're in" on the dashboard (issue 26): the game just joined, with what people do right then: add it to a
 * calendar, share it, find the way, ask in the comments. Gone when dismissed, when the person is no longer in it, or
 * once the game is over. Only this gate is in the dashboard's first load; the card's code loads when there is a game
 * to show (the dashboard's JavaScript budget, docs/performance.md).
 */
import * as React from 'react';
import { useAuth } from '@/lib/auth';
import { forgetJustJoined, justJoinedEventId } from '../api/just-joined';

const JustJoined = React.lazy(() => import('./just-joined-details'));

export function JustJoinedCard() {
  const { user } = useAuth();
  const [eventId, setEventId] = React.useState(() => justJoinedEventId(user?.id));
  if (!eventId) return null;
  return (
    <React.Suspense fallback={null}>
      <JustJoined
        eventId={eventId}
        onGone={() => {
          forgetJustJoined();
          setEventId(null);
        }}
      />
    </React.Suspense>
  );
}

