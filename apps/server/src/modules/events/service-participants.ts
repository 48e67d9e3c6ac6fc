/**
 * Joining, leaving and managing participants (rulings §6). Each call runs in one transaction holding the event's
 * row lock, so places are counted and taken atomically even across server processes.
 */
import { EVENT_CANCEL, LIMITS, MESSAGES, NO_SHOW_RULE, toMinorUnits, type Checkout, type JoinEventResponse, type ParticipantResponse } from '@kickoff/shared';
import { eventMode, participantPaymentStatus, placeReleased, startHold } from '../payments';
import type { Transaction } from '@kickoff/db';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { toParticipant } from './mapper';
import { noShowsSince } from './repository-attendance';
import { NO_RECORD, reliabilityOf } from '../../lib/attendance/reliability-repository';
import { assertHost, assertNotBlocked, assertVisible, isHost } from './policy';
import { loadEventAccess } from './access';
import {
  coHostIdsOf,
  findParticipant,
  listParticipants,
  loadEvent,
  lockEvent,
  lockUpcomingPlacesInGroup,
  removeUpcomingCoHostings,
  setCapacity,
  setParticipantStatus,
  type ParticipantListRow,
} from './repository-participants';
import { takePlace, type TakePlaceOutcome } from './repository-join';
import { getEvent, type EventsContext } from './service';
import { notify } from '../notifications';
import { promoteWaitlisted, releaseParty } from './service-paid-places';
import { blockRelations, isBlockedByAny } from '../blocks';
import * as live from '../../lib/live/publish';

const M = MESSAGES.event;

/** Thrown inside a transaction by a unique-violation on (event, user): someone joined twice at once. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

export async function joinEvent(ctx: EventsContext, eventId: string, guestCount: number): Promise<JoinEventResponse> {
  const user = ctx.user;
  // Permission checks read without the lock; the place is then taken in one statement (repository-join.ts), so the
  // event's row lock is held only while PostgreSQL runs it.
  const access = await loadEventAccess(ctx.db, await loadEvent(ctx.db, eventId), user.id);
  assertNotBlocked(access);
  const visible = assertVisible(access);
  // A person blocked by one of the event's hosts cannot join it (issue 34): a neutral 403 that names no one.
  if (await isBlockedByAny(ctx.db, user.id, [visible.organizerId, ...(await coHostIdsOf(ctx.db, eventId))])) throw forbidden(MESSAGES.block.joinRefused);
  // Spam brakes on new accounts (issue 34): joins per hour.
  await ctx.spam.check(ctx.db, user.id, 'join');
  // The group's no-show rule (issue 14), decided before the locked statement (an index range of the joiner's marks).
  const limit = access.standing.group.noShowLimit;
  const held = limit !== null && (await noShowsSince(ctx.db, user.id, NO_SHOW_RULE.windowDays)) >= limit ? limit : null;
  // Paid online (issue 29): a registered place becomes a 15-minute hold and the answer carries Stripe's Checkout page.
  const paid = await eventMode(ctx, ctx.db, eventId);
  let outcome: TakePlaceOutcome;
  try {
    outcome = await takePlace(ctx.db, { eventId, userId: user.id, guestCount, heldByNoShowLimit: held });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyJoined);
    throw error;
  }
  if (!outcome.taken) throw outcome.reason === 'notFound' ? notFound(M.notFound) : conflict(JOIN_REFUSED[outcome.reason]);
  // The join is one committed statement: its live message may go now.
  live.participationChanged(ctx.db, eventId, { changedUserIds: [user.id] });
  let checkout: Checkout | null = null;
  if (paid?.mode === 'online' && outcome.participant.status === 'registered') {
    // Stripe unreachable: the hold is undone inside startHold (the party released) and this answers 503.
    checkout = await startHold(ctx, paid.event, { userId: user.id, places: outcome.participant.places ?? 1 + outcome.participant.guestCount });
  }
  // The participant is the row the statement inserted (not read again: a leave may already have removed it); the
  // event is as it is now.
  const [event, coHostIds] = await Promise.all([getEvent(ctx, eventId), coHostIdsOf(ctx.db, eventId)]);
  const participant = answerRow(outcome.participant, { organizerId: outcome.organizerId, coHostIds: new Set(coHostIds), showEmails: false }, null, user.id);
  if (paid && paid.mode !== 'free' && participant.status === 'registered') {
    participant.paymentStatus = checkout ? 'pending' : 'unpaid';
    participant.holdExpiresAt = checkout?.holdExpiresAt ?? null;
  }
  return { event, participant, checkout };
}

const JOIN_REFUSED = { alreadyJoined: M.alreadyJoined, cancelled: EVENT_CANCEL.messages.cancelled, started: M.started, full: M.full } as const;

export async function leaveEvent(ctx: EventsContext, eventId: string, options: { confirmNoRefund?: boolean } = {}): Promise<void> {
  const user = ctx.user;
  await ctx.db.transaction(async (tx) => {
    const locked = await lockEvent(tx, eventId);
    const participant = locked && (await findParticipant(tx, eventId, { userId: user.id }));
    // Someone who still holds a place may always give it up, even after losing sight of the event (left a private
    // group); everyone else must see the event first (404 otherwise).
    if (!locked) throw notFound(M.notFound);
    const event = participant ? locked : assertVisible(await loadEventAccess(tx, locked, user.id));
    const coHostIds = await coHostIdsOf(tx, eventId);
    if (event.organizerId === user.id || coHostIds.includes(user.id)) throw forbidden(M.hostCannotLeave);
    if (!participant) throw conflict(M.notParticipant);
    // A paid place (issue 29): refunded before the cutoff; after it, given up without refund once confirmed (409 first).
    await releaseParty(tx, participant, 'self', options.confirmNoRefund);
    const promoted = participant.status === 'registered' ? await promoteWaitlisted(tx, eventId, event.capacity) : [];
    await notify.participationChanged(tx, { eventId, actorId: user.id, promotedUserIds: promoted, changedUserIds: [user.id] });
  });
}

/** `showEmails`: the hosts' view, which also carries attendance and each member's reliability (issue 14). */
async function listFor(
  ctx: EventsContext,
  eventId: string,
  showEmails: boolean,
  loaded?: { organizerId: string; sportType: string; coHostIds: string[]; price: string },
): Promise<ParticipantResponse[]> {
  // The caller may have read the event and its co-hosts already (the list's permission check): not twice.
  const event = loaded ?? (await loadEvent(ctx.db, eventId));
  if (!event) throw notFound(M.notFound);
  const coHostIds = new Set(loaded?.coHostIds ?? (await coHostIdsOf(ctx.db, eventId)));
  const rank = (userId: string) => (userId === event.organizerId ? 0 : coHostIds.has(userId) ? 1 : 2);
  // Hosts first, then registered parties in join order, then the waitlist in queue order (stable sort).
  const rows = (await listParticipants(ctx.db, eventId, showEmails ? event.sportType : undefined)).sort(
    (a, b) => (a.status === b.status && a.status === 'registered' ? rank(a.userId) - rank(b.userId) : 0),
  );
  const reliability = showEmails ? await reliabilityOf(ctx.db, rows.map((r) => r.userId)) : null;
  const viewerId = ctx.user?.id;
  // The rows come in the queue's order (queued_at, id): a waitlisted row's position is its rank among them.
  let queued = 0;
  const positions = rows.map((r) => (r.status === 'waitlisted' ? ++queued : null));
  const paidEvent = toMinorUnits(event.price, 'USD') > 0;
  return rows.map((r, i) => {
    // Payments (issue 29): hosts and the person see the payment standing of a registered, non-host party.
    const shown = (showEmails || r.userId === viewerId) && r.status === 'registered' && rank(r.userId) === 2;
    const live = r.paymentStatus ? { status: r.paymentStatus, method: r.paymentMethod ?? 'online' } : null;
    const paymentStatus = shown ? participantPaymentStatus(live, paidEvent) : null;
    return {
      ...answerRow(r, { organizerId: event.organizerId, coHostIds, showEmails }, reliability, viewerId),
      waitlistPosition: positions[i],
      paymentStatus,
      holdExpiresAt: paymentStatus === 'pending' ? (r.holdExpiresAt?.toISOString() ?? null) : null,
    };
  });
}

/** One participant as the viewer may see it: attendance for hosts and on the viewer's own row; reliability for hosts. */
function answerRow(
  r: ParticipantListRow,
  hosts: { organizerId: string; coHostIds: Set<string>; showEmails: boolean },
  reliability: Awaited<ReturnType<typeof reliabilityOf>> | null,
  viewerId: string | undefined,
): ParticipantResponse {
  const { showEmails } = hosts;
  return {
    ...toParticipant(r, hosts),
    attendance: showEmails || r.userId === viewerId ? r.attendance : null,
    checkedIn: showEmails || r.userId === viewerId ? r.checkedInAt !== null : false,
    reliability: reliability ? (reliability.get(r.userId) ?? NO_RECORD) : null,
    level: showEmails ? r.level : null,
    heldByNoShowRule: showEmails || r.userId === viewerId ? r.heldNoShowLimit : null,
  };
}

/** Everyone who can see the event sees its participants; only hosts see their emails. */
export async function getParticipants(ctx: EventsContext, eventId: string): Promise<ParticipantResponse[]> {
  const user = ctx.user;
  const access = await loadEventAccess(ctx.db, await loadEvent(ctx.db, eventId), user.id);
  const event = assertVisible(access);
  // The blocked see what a visitor sees (issue 33, point 9a): the event, not its signed-in lists.
  assertNotBlocked(access);
  const coHostIds = await coHostIdsOf(ctx.db, eventId);
  const list = await listFor(ctx, eventId, isHost(access, coHostIds), { organizerId: event.organizerId, sportType: event.sportType, coHostIds, price: event.price });
  // Blocks (issue 34): someone who blocked the viewer keeps their place in the list, without their picture.
  const { blockingViewer } = await blockRelations(ctx.db, user.id, list.map((p) => p.userId));
  return blockingViewer.size === 0 ? list : list.map((p) => (blockingViewer.has(p.userId) ? { ...p, profileImageUrl: null } : p));
}

type ManageAction = 'waitlist' | 'activate' | 'remove' | 'let-in';

/** Hosts move a party to the waitlist, activate it (only if it fits) or remove it; hosts themselves are not managed. */
export async function manageParticipant(
  ctx: EventsContext,
  eventId: string,
  participantId: string,
  action: ManageAction,
  options: { freedPlaces?: 'hold' | 'next-in-line' } = {},
): Promise<ParticipantResponse[]> {
  const user = ctx.user;
  await ctx.db.transaction(async (tx) => {
    const access = await loadEventAccess(tx, await lockEvent(tx, eventId), user.id);
    const event = assertVisible(access);
    const coHostIds = await coHostIdsOf(tx, eventId);
    assertHost(access, coHostIds);
    // A cancelled event's places are not given, moved or taken back (issue 14: cancelling is final).
    if (event.cancelledAt) throw conflict(EVENT_CANCEL.messages.cancelled);
    let promoted: string[] = [];
    const participant = await findParticipant(tx, eventId, { id: participantId });
    if (!participant) throw notFound(M.participantNotFound);
    if (participant.userId === event.organizerId || coHostIds.includes(participant.userId)) throw conflict(M.hostNotManaged);
    if (action === 'waitlist') {
      // By hand: goes to the end of the queue. The freed places stay free for the host ("Hold the place", the default)
      // or go to the next in line, never back to the party just moved.
      if (participant.status !== 'waitlisted') {
        // A paid place moved back to the queue by a host is refunded (issue 29); a pending hold ends.
        await placeReleased(tx, { eventId, userId: participant.userId, by: 'host' });
        await setParticipantStatus(tx, participant.id, 'waitlisted');
        await notify.participantMoved(tx, { eventId, userId: participant.userId, change: 'waitlisted', actorId: user.id });
        if (options.freedPlaces === 'next-in-line') promoted = await promoteWaitlisted(tx, eventId, event.capacity, participant.id);
      }
    } else if (action === 'let-in') {
      // A chosen waitlisted party, even on a full game (issue 26): the capacity grows by what it lacks, in this
      // transaction; the others keep their order in the queue (nobody else moves).
      if (participant.status !== 'waitlisted') throw conflict(M.notWaitlisted);
      const places = participant.places ?? 1 + participant.guestCount;
      const needed = event.placesTaken + places;
      if (needed > event.capacity) {
        if (needed > LIMITS.eventCapacityMax) throw conflict(M.capacityMax);
        await setCapacity(tx, eventId, needed);
      }
      await setParticipantStatus(tx, participant.id, 'registered');
      promoted = [participant.userId];
    } else if (action === 'activate') {
      if (participant.status === 'registered') return;
      const places = participant.places ?? 1 + participant.guestCount;
      if (event.placesTaken + places > event.capacity) throw conflict(M.activateDoesNotFit);
      await setParticipantStatus(tx, participant.id, 'registered');
      promoted = [participant.userId];
    } else {
      // A host's removal refunds a paid place in full (issue 29).
      await releaseParty(tx, participant, 'host');
      await notify.participantMoved(tx, { eventId, userId: participant.userId, change: 'removed', actorId: user.id });
      if (participant.status === 'registered') promoted = await promoteWaitlisted(tx, eventId, event.capacity);
    }
    await notify.participationChanged(tx, { eventId, actorId: user.id, promotedUserIds: promoted, changedUserIds: [participant.userId] });
  });
  return listFor(ctx, eventId, true);
}

/**
 * A user lost their right to a group's events (left or was removed from a private group, moved to its waiting list,
 * or was blocked): their places in its upcoming events are released, the waitlists move up first come, first served,
 * their reminders go and the promoted hear they are in. Runs in the caller's transaction (which holds the group's
 * lock); events the user organizes stay theirs.
 */
export async function releasePlacesInGroup(tx: Transaction, input: { groupId: string; userId: string; actorId: string }): Promise<number> {
  const places = await lockUpcomingPlacesInGroup(tx, input.groupId, input.userId);
  await removeUpcomingCoHostings(tx, input.groupId, input.userId);
  for (const place of places) {
    await releaseParty(tx, { id: place.participantId, eventId: place.eventId, userId: input.userId }, 'host');
    const promoted = place.status === 'registered' ? await promoteWaitlisted(tx, place.eventId, place.capacity) : [];
    await notify.participationChanged(tx, { eventId: place.eventId, actorId: input.actorId, promotedUserIds: promoted, changedUserIds: [input.userId] });
  }
  return places.length;
}
