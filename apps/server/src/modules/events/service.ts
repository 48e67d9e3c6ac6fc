/** Events: reading one event, creating (with recurring series), editing, deleting, copying. */
import { randomUUID } from 'node:crypto';
import type { DbOrTx, Transaction } from '@kickoff/db';
import {
  dstGapMessage,
  EVENT_CANCEL,
  hasUtcOffset,
  isValidTimeZone,
  MESSAGES,
  parseLocalDateTime,
  resolveWallClock,
  VENUE_TEXTS,
  toMinorUnits,
  type CreateEventData,
  type EventResponse,
  type UpdateEventData,
} from '@kickoff/shared';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { toEventResponse } from './mapper';
import { assertOrganizer, assertVisible, isHost } from './policy';
import { loadEventAccess } from './access';
import { findEventView, findVisibleEventIds } from './repository';
import { activeMembersAmong, coHostIdsOf, lockEvent, waitlistPosition } from './repository-participants';
import {
  deleteEvents,
  deleteEventsOfGroup,
  findOwnedGroup,
  lockEventsToDelete,
  insertEventsWithHosts,
  placesToRegister,
  replaceCoHosts,
  unusedImages,
  updateEventRow,
  userTimeZone,
  type NewEvent,
} from './repository-write';
import { addLocalDays, parseEventDateTime, recurrenceStarts } from './zoned';
import { changesOf, editFollowing } from './service-series';
import { notify } from '../notifications';
import { promoteWaitlisted } from './service-paid-places';
import { checkPricing, eventCancelled, eventsDeleting, groupEventsDeleting } from '../payments';
import * as users from '../users';
import { venuePin } from '../venues';
import { releaseOutsiders } from './service-release';
import * as live from '../../lib/live/publish';
import type { ServiceContext, SignedInContext } from '../../lib/context';

/** A route that needs a session (its route built it with `signedInContext`: 401 before the service runs). */
export type EventsContext = SignedInContext;
/** A route open to visitors: events are read signed in or out. */
export type PublicEventsContext = ServiceContext;

const M = MESSAGES.event;

export async function getEvent(ctx: PublicEventsContext, id: string): Promise<EventResponse> {
  const view = await findEventView(ctx.db, id, ctx.user?.id ?? null, ctx.stripe !== null);
  if (!view) throw notFound(M.notFound);
  const response = toEventResponse(view, ctx.user?.id ?? null);
  // "You're #2 on the waitlist" (issue 19), and why when the group's no-show rule put the party there (issue 14).
  const mine = response.userParticipation;
  if (mine?.status === 'waitlisted') {
    const queue = await waitlistPosition(ctx.db, id, mine.id);
    mine.waitlistPosition = queue.position;
    if (queue.heldNoShowLimit !== null) mine.heldByNoShowRule = queue.heldNoShowLimit;
  }
  return response;
}

/**
 * Of `ids`, the events the caller may read, in one query (the live channel's list topics, issue 27): the same rule as
 * `getEvent`, so a list may follow exactly the events whose pages it could open.
 */
export async function visibleEventIds(ctx: PublicEventsContext, ids: string[]): Promise<Set<string>> {
  return new Set(await findVisibleEventIds(ctx.db, ids, ctx.user?.id ?? null));
}

async function zoneFor(db: DbOrTx, requested: string | undefined, userId: string): Promise<string> {
  if (requested) return requested;
  const profileZone = await userTimeZone(db, userId);
  return profileZone && isValidTimeZone(profileZone) ? profileZone : 'UTC';
}

/** A typed start: an instant (with an offset) as given; a wall-clock time the zone skips (DST gap) is refused. */
function parseStart(value: string, zone: string): Date {
  const local = hasUtcOffset(value) ? null : parseLocalDateTime(value);
  if (local && resolveWallClock(local, zone).kind === 'gap') {
    const message = dstGapMessage(local, zone);
    throw badRequest(message, { dateTime: message });
  }
  const start = parseEventDateTime(value, zone);
  if (Number.isNaN(start.getTime())) throw badRequest(M.dateTimeInvalid, { dateTime: M.dateTimeInvalid });
  return start;
}

/** A start a new or moved event may take: not in the past (a minute of grace for the time the form took to send). */
function assertNotPast(start: Date): void {
  if (start.getTime() < Date.now() - 60_000) throw badRequest(M.dateTimePast, { dateTime: M.dateTimePast });
}

async function checkCoHosts(db: DbOrTx, groupId: string, organizerId: string, ids: string[]): Promise<string[]> {
  const coHostIds = ids.filter((id) => id !== organizerId);
  const members = await activeMembersAmong(db, groupId, coHostIds);
  if (members.size !== coHostIds.length) throw badRequest(M.coHostsNotMembers, { coHostIds: M.coHostsNotMembers });
  return coHostIds;
}

async function storeImage(ctx: EventsContext, image: Buffer | undefined): Promise<string | null> {
  return image ? ctx.images.store(image, 'event') : null;
}

/** The venue a form names (issue 28): its pin becomes the event's. A venue that does not exist is a 400. */
async function venueOf(db: DbOrTx, venueId: string | null | undefined) {
  if (!venueId) return null;
  const venue = await venuePin(db, venueId);
  if (!venue) throw badRequest(VENUE_TEXTS.messages.notFound, { venueId: VENUE_TEXTS.messages.notFound });
  return venue;
}

async function dropUnusedImages(ctx: EventsContext, urls: (string | null)[]) {
  for (const url of await unusedImages(ctx.db, urls)) await ctx.images.remove(url);
}

export async function createEvent(
  ctx: EventsContext,
  data: CreateEventData,
  image?: Buffer,
): Promise<EventResponse & { occurrencesCreated: number }> {
  const user = ctx.user;
  const group = await findOwnedGroup(ctx.db, data.groupId, user.id);
  if (!group) throw badRequest(M.groupNotOwned, { groupId: M.groupNotOwned });
  const venue = await venueOf(ctx.db, data.venueId);
  // Without a zone given, a game at a venue keeps the venue's clock (issue 28: a venue fills the zone), else the profile's.
  const zone = await zoneFor(ctx.db, data.timeZone ?? venue?.timeZone ?? undefined, user.id);
  const start = parseStart(data.dateTime, zone);
  assertNotPast(start);
  const coHostIds = await checkCoHosts(ctx.db, group.id, user.id, data.coHostIds);
  await checkPricing(ctx, ctx.db, { groupId: group.id, price: data.price, currency: data.currency });
  if (data.capacity < 1 + coHostIds.length) throw badRequest(M.capacityBelowHosts, { capacity: M.capacityBelowHosts });

  const recurring = data.isRecurring;
  const starts = recurring
    ? recurrenceStarts(start, zone, { type: data.recurringType, days: data.recurringDays, endDate: data.recurringEndDate ?? null })
    : [start];
  const seriesId = recurring ? randomUUID() : null;
  const imageUrl = await storeImage(ctx, image);
  const base: Omit<NewEvent, 'dateTime'> = {
    title: data.title,
    description: data.description ?? null,
    imageUrl,
    sportType: data.sportType,
    eventType: data.eventType,
    timeZone: zone,
    duration: data.duration,
    location: data.location,
    latitude: venue?.latitude ?? data.latitude ?? null,
    longitude: venue?.longitude ?? data.longitude ?? null,
    venueId: venue?.id ?? null,
    capacity: data.capacity,
    skillLevel: data.skillLevel,
    price: data.price,
    currency: data.currency,
    refundCutoffHours: data.refundCutoffHours,
    equipmentRequired: data.equipmentRequired ?? null,
    allowWaitlist: data.allowWaitlist,
    sendReminders: data.sendReminders,
    postToGroups: data.postToGroups,
    waiver: data.waiver ?? null,
    gameRules: data.gameRules ?? null,
    groupId: group.id,
    organizerId: user.id,
    isRecurring: recurring,
    recurringType: recurring ? data.recurringType : null,
    recurringDays: recurring ? data.recurringDays : [],
    recurringEndDate: recurring ? (data.recurringEndDate ?? null) : null,
    recurringSeriesId: seriesId,
  };
  let ids: string[];
  try {
    ids = await ctx.db.transaction(async (tx) => {
      const created = await insertEventsWithHosts(tx, starts.map((dateTime) => ({ ...base, dateTime })), coHostIds);
      await notify.eventsCreated(tx, { eventIds: created, actorId: user.id });
      await users.setRolePreferenceOrganizer(tx, user.id);
      return created;
    });
  } catch (error) {
    if (imageUrl) await ctx.images.remove(imageUrl);
    throw error;
  }
  ctx.onUserChanged(user.id);
  const view = await findEventView(ctx.db, ids[0], user.id, ctx.stripe !== null);
  return { ...toEventResponse(view!, user.id), occurrencesCreated: ids.length };
}

export async function updateEvent(ctx: EventsContext, id: string, data: UpdateEventData, image?: Buffer): Promise<EventResponse> {
  const user = ctx.user;
  const newImageUrl = await storeImage(ctx, image);
  let oldImage: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, id);
      assertOrganizer(await loadEventAccess(tx, event, user.id));
      const e = event!;
      // Cancelling is final (issue 14): a cancelled event is deleted or copied, never edited back to life.
      if (e.cancelledAt) throw conflict(EVENT_CANCEL.messages.cancelled);
      const groupId = data.groupId ?? e.groupId;
      if (groupId !== e.groupId && !(await findOwnedGroup(tx, groupId, user.id))) {
        throw badRequest(M.groupNotOwned, { groupId: M.groupNotOwned });
      }
      const currentCoHosts = await coHostIdsOf(tx, id);
      const wanted = data.coHostIds ?? (groupId !== e.groupId ? currentCoHosts : undefined);
      const coHostIds = wanted ? await checkCoHosts(tx, groupId, user.id, wanted) : currentCoHosts;
      const capacity = data.capacity ?? e.capacity;
      if (capacity < 1 + coHostIds.length) throw badRequest(M.capacityBelowHosts, { capacity: M.capacityBelowHosts });
      const taken = e.placesTaken + (await placesToRegister(tx, id, coHostIds));
      if (capacity < taken) throw badRequest(M.capacityBelowTaken, { capacity: M.capacityBelowTaken });

      // Payments (issue 29): a currency Stripe cannot take is a 400; the price is locked while people have paid online.
      const price = data.price ?? e.price;
      const currency = data.currency ?? e.currency;
      const priceChanged = toMinorUnits(price, 'USD') !== toMinorUnits(e.price, 'USD') || currency !== e.currency;
      await checkPricing(ctx, tx, { groupId, price, currency, eventId: id, priceChanged });
      const zone = data.timeZone ?? e.timeZone;
      const values: Partial<NewEvent> = {};
      for (const key of [
        'title', 'description', 'sportType', 'eventType', 'duration', 'location', 'capacity', 'skillLevel', 'price',
        'equipmentRequired', 'allowWaitlist', 'sendReminders', 'postToGroups', 'waiver', 'gameRules', 'isRecurring',
        'recurringType', 'recurringDays', 'recurringEndDate', 'timeZone', 'groupId', 'latitude', 'longitude', 'currency',
        'refundCutoffHours',
      ] as const) {
        if (data[key] !== undefined) (values as Record<string, unknown>)[key] = data[key];
      }
      if (data.venueId !== undefined) {
        const venue = await venueOf(tx, data.venueId);
        values.venueId = venue?.id ?? null;
        if (venue) Object.assign(values, { latitude: venue.latitude, longitude: venue.longitude });
      }
      if (data.dateTime) {
        values.dateTime = parseStart(data.dateTime, zone);
        // Moving an event into the past is refused (rulings §12); a started event's form sending its own start back
        // keeps it (rulings §11).
        if (values.dateTime.getTime() !== e.dateTime.getTime()) assertNotPast(values.dateTime);
      }
      if (newImageUrl || data.removeImage) {
        oldImage = e.imageUrl;
        values.imageUrl = newImageUrl;
      }
      // Moved to another group: whoever cannot see it there is no longer its participant (rulings §12), before any
      // promotion below; their notice names the title they knew.
      if (groupId !== e.groupId) await releaseOutsiders(tx, { groupId, eventIds: [id], actorId: user.id, knownTitle: e.title });
      await updateEventRow(tx, id, values);
      if (wanted) await replaceCoHosts(tx, id, coHostIds);
      // Moved to another group: who may see it changed, so its live followers re-check it.
      if (groupId !== e.groupId) live.eventAccessChanged(tx, id);
      await notify.participationChanged(tx, { eventId: id, actorId: user.id, promotedUserIds: await promoteWaitlisted(tx, id, capacity) });
      // "This and all following" (issue 19): the later occurrences take the same edit; everyone taking part in a
      // changed occurrence hears what changed.
      const following = data.series === 'following' ? await editFollowing(tx, e, values, user.id) : [];
      for (const changed of [{ id, changes: changesOf(e, values) }, ...following]) {
        await notify.eventUpdated(tx, { eventId: changed.id, changes: changed.changes, actorId: user.id });
      }
    });
  } catch (error) {
    if (newImageUrl) await ctx.images.remove(newImageUrl);
    throw error;
  }
  if (oldImage) await dropUnusedImages(ctx, [oldImage]);
  return getEvent(ctx, id);
}

export async function deleteEvent(ctx: EventsContext, id: string, series: 'this' | 'following'): Promise<number> {
  const user = ctx.user;
  const deleted = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    assertOrganizer(await loadEventAccess(tx, event, user.id));
    await notify.eventDeleting(tx, { event: event!, following: series === 'following', actorId: user.id });
    // Payments (issue 29): a deleted game refunds its payers as a cancelled one does; "this and all following" refunds
    // those of every occurrence it deletes.
    await eventsDeleting(tx, await lockEventsToDelete(tx, event!, series === 'following'));
    return deleteEvents(tx, event!, series === 'following');
  });
  await dropUnusedImages(ctx, deleted.map((d) => d.imageUrl));
  return deleted.length;
}

/**
 * Cancelling instead of deleting (issue 14): the event stays, marked Cancelled with the hosts' reason; joins are
 * refused (repository-join.ts), its reminders are removed and its people are told, in the same transaction.
 * Cancelling is final: a host deletes the event or copies it to plan it again.
 */
export async function cancelEvent(ctx: EventsContext, id: string, reason: string): Promise<EventResponse> {
  const user = ctx.user;
  await ctx.db.transaction(async (tx) => {
    const access = await loadEventAccess(tx, await lockEvent(tx, id), user.id);
    const event = assertVisible(access);
    if (!isHost(access, await coHostIdsOf(tx, id))) throw forbidden(EVENT_CANCEL.messages.hostsOnly);
    if (event.cancelledAt) throw conflict(EVENT_CANCEL.messages.alreadyCancelled);
    if (event.dateTime.getTime() <= Date.now()) throw conflict(EVENT_CANCEL.messages.startedCannotCancel);
    await cancelInTransaction(tx, id, reason, user.id);
  });
  return getEvent(ctx, id);
}

/**
 * Marks an event cancelled with its reason in the caller's transaction: its reminders go and its people are told
 * (a host's cancel above; support's account deletion). Locks the event's row (already held by a host's cancel).
 */
export async function cancelInTransaction(tx: Transaction, eventId: string, reason: string, actorId: string): Promise<void> {
  await lockEvent(tx, eventId);
  await updateEventRow(tx, eventId, { cancelledAt: new Date(), cancelReason: reason, updatedAt: new Date() });
  // Payments (issue 29): everyone who paid online is refunded; holds end.
  await eventCancelled(tx, eventId);
  await notify.eventCancelling(tx, { eventId, reason, actorId });
}

/**
 * A group is being deleted (groups' `groupDeleting` hook, in its transaction): the payers of its games are refunded
 * and their holds end (issue 29), then its events go.
 */
export async function deleteGroupEvents(tx: Transaction, groupId: string): Promise<void> {
  await groupEventsDeleting(tx, groupId);
  await deleteEventsOfGroup(tx, groupId);
}

const COPY_SUFFIX = ' (copy)';

/** One week later at the same local time; a copy of an old event goes on by whole weeks to the next future date. */
function copyStart(start: Date, zone: string): Date {
  let next = addLocalDays(start, 7, zone);
  const weeksBehind = Math.ceil((Date.now() - next.getTime()) / (7 * 86_400_000));
  if (weeksBehind > 0) next = addLocalDays(next, 7 * weeksBehind, zone);
  return next;
}

/** A new event titled "... (copy)" one week later (same local time), only the organizer registered. */
export async function copyEvent(ctx: EventsContext, id: string): Promise<EventResponse> {
  const user = ctx.user;
  const newId = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    assertOrganizer(await loadEventAccess(tx, event, user.id));
    // The counters start at 0 on the copy: the trigger counts the organizer inserted below.
    const { id: _id, createdAt: _c, updatedAt: _u, groupIsPrivate: _p, groupCreatorId: _g, placesTaken: _t, waitlistCount: _w, ...fields } = event!;
    const [created] = await insertEventsWithHosts(
      tx,
      [
        {
          ...fields,
          // Marked until the organizer renames it, so the two cards are told apart (issue 19).
          title: fields.title.endsWith(COPY_SUFFIX) ? fields.title : `${fields.title.slice(0, 200 - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
          dateTime: copyStart(fields.dateTime, fields.timeZone),
          isRecurring: false,
          recurringType: null,
          recurringDays: [],
          recurringEndDate: null,
          recurringSeriesId: null,
          // A copy is how a cancelled event is planned again (issue 14): it starts uncancelled, without teams.
          cancelledAt: null,
          cancelReason: null,
        },
      ],
      [],
    );
    await notify.eventsCreated(tx, { eventIds: [created], actorId: user.id });
    return created;
  });
  return getEvent(ctx, newId);
}
