/**
 * Places on paid events (issue 29): the events side of payments. Freed places promote the waitlist as before; on an
 * event paid online the promoted parties get an offer to pay within a window instead of "You're in" (payments'
 * `offerPlaces`). A released party's payment is settled by payments' rules (refund before the cutoff or when a host or
 * a rule releases it, nothing after the cutoff when the person chose to leave, a pending hold ends). A lapsed hold
 * (payments' `holdLapsed` hook) releases the party and moves the waitlist.
 */
import type { DbOrTx, Transaction } from '@kickoff/db';
import { offerPlaces, placeReleased, type HoldLapsed, type LeaveOutcome } from '../payments';
import { notify } from '../notifications';
import { deleteParticipant, findParticipant, lockEvent, promoteWaitlistedParties } from './repository-participants';

/**
 * Fills free places from the waitlist (repository-participants.ts `promoteWaitlistedParties`); answers the user ids
 * that heard "You're in" (none on an event paid online: theirs are offers, already announced).
 */
export async function promoteWaitlisted(tx: DbOrTx, eventId: string, capacity: number, exceptParticipantId?: string): Promise<string[]> {
  const promoted = await promoteWaitlistedParties(tx, eventId, capacity, exceptParticipantId);
  if (promoted.length === 0) return promoted;
  return (await offerPlaces(tx as Transaction, eventId, promoted)) ? [] : promoted;
}

/** Deletes a party, settling its payment first (under the event lock, in the caller's transaction). */
export async function releaseParty(
  tx: DbOrTx,
  party: { id: string; eventId: string; userId: string },
  by: 'self' | 'host',
  confirmNoRefund?: boolean,
): Promise<LeaveOutcome> {
  const outcome = await placeReleased(tx as Transaction, { eventId: party.eventId, userId: party.userId, by, confirmNoRefund });
  await deleteParticipant(tx, party.id);
  return outcome;
}

/** payments' `holdLapsed`: the unpaid party goes, the waitlist moves up (offers again), screens follow. */
export async function releaseLapsedHold(tx: Transaction, change: HoldLapsed): Promise<void> {
  const event = await lockEvent(tx, change.eventId);
  if (!event) return;
  const participant = await findParticipant(tx, change.eventId, { userId: change.userId });
  if (!participant) return;
  await deleteParticipant(tx, participant.id);
  const promoted = participant.status === 'registered' ? await promoteWaitlisted(tx, change.eventId, event.capacity) : [];
  await notify.participationChanged(tx, { eventId: change.eventId, actorId: null, promotedUserIds: promoted, changedUserIds: [change.userId] });
}
