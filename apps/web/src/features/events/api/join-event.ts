import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type JoinEventResponse } from '@kickoff/shared';
import { ApiError, apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { getPlatform } from '@/lib/platform';
import { queryKeys } from '@/lib/query-keys';
import { newIdempotencyKey } from '@/lib/idempotency';
import { isQueued, sendOrQueue } from '@/lib/offline/queue';
import { getEvent } from './get-event';
import { refreshEventLists } from './refresh-lists';
import type { EventDetail } from './types';

/** POST /api/events/{id}/join with {guestCount}; the card's own join sends no body (= 0 guests). */
export function joinEvent(id: string, guestCount?: number) {
  return apiJson<ApiAnswer<'/api/events/{id}/join', 'post'>>('POST', `/api/events/${id}/join`, guestCount === undefined ? undefined : { guestCount });
}

/** What a join came to: the party's status and the event after it. */
export interface JoinOutcome {
  status: 'registered' | 'waitlisted';
  event: EventDetail | JoinEventResponse['event'];
  /** The group's no-show limit that put the party on the waitlist (issue 14), if it did. */
  heldByNoShowRule?: number | null;
  /** A paid place held for payment (issue 29): Stripe's Checkout page to send the browser to. */
  checkout?: JoinEventResponse['checkout'];
}

/**
 * Joins once (rulings §11 "Once"): a second tap that the server answers 409 "already joined" means this user's first
 * join went through, so the answer is that join's outcome, read back from the event, not an error.
 */
export async function joinOnce(id: string, guestCount?: number): Promise<JoinOutcome> {
  try {
    const joined = await joinEvent(id, guestCount);
    return {
      status: joined.participant.status,
      event: joined.event,
      heldByNoShowRule: joined.participant.heldByNoShowRule,
      checkout: (joined as JoinEventResponse).checkout ?? null,
    };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409 && error.serverMessage === MESSAGES.event.alreadyJoined)) throw error;
    const event = await getEvent(id);
    if (!event.userParticipation) throw error;
    return { status: event.userParticipation.status, event };
  }
}

/**
 * A join that outlives the component that offered it (an Undo in a toast: the Leave button is gone by then).
 * Refreshes like useJoinEvent.
 */
export function useDetachedJoin(id: string) {
  const queryClient = useQueryClient();
  return async (guestCount?: number) => {
    try {
      return await joinOnce(id, guestCount);
    } finally {
      void Promise.all([refreshEventLists(queryClient, 'join'), queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(id) })]);
    }
  };
}

/** Where the event page shows its queued join or leave (lib/offline/queue.ts). */
export const participationScope = (eventId: string) => `participation:${eventId}`;

export function useJoinEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline (issue 27): kept and sent when back online; joining twice is answered "already joined", its own success.
    mutationFn: (guestCount?: number) =>
      sendOrQueue(
        {
          key: newIdempotencyKey(),
          kind: 'join',
          method: 'POST',
          url: `/api/events/${id}/join`,
          body: guestCount === undefined ? undefined : { guestCount },
          scope: participationScope(id),
          text: MESSAGES.offline.queuedJoin(guestCount ?? 0),
          alreadyDone: MESSAGES.event.alreadyJoined,
        },
        () => joinOnce(id, guestCount),
      ),
    // A tap felt in the native shell (nothing on the web). A paid place held (issue 29): the browser goes to Stripe's
    // Checkout page here, not in the dialog, which the refreshed event may already have replaced ("Payment pending").
    onSuccess: (outcome) => {
      void getPlatform().haptic('success');
      if (!isQueued(outcome) && outcome.checkout) window.location.assign(outcome.checkout.url);
    },
    onSettled: () =>
      void Promise.all([refreshEventLists(queryClient, 'join'), queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(id) })]),
  });
}
