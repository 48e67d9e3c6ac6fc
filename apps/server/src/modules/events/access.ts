/**
 * Events: the caller's standing towards an event, loaded once for the pure policies (policy.ts). The standing in the
 * event's group comes from the groups module's one loader, so "member", "blocked" and "private" mean the same for a
 * group and its events.
 */
import { MESSAGES } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { loadAccess } from '../groups';
import { assertVisible, isHost, type EventAccess } from './policy';
import { coHostIdsOf, loadEvent, type LockedEvent } from './repository-participants';

/** The caller's access to a loaded (or locked) event; 404 "Event not found" when there is none. */
export async function loadEventAccess(db: DbOrTx, event: LockedEvent | undefined, userId: string): Promise<EventAccess> {
  if (!event) throw notFound(MESSAGES.event.notFound);
  const standing = await loadAccess(db, event.groupId, userId).catch(() => {
    throw notFound(MESSAGES.event.notFound);
  });
  return { event, standing };
}

/**
 * The event a host acts on (game day: attendance, teams): visible to the caller (404), the caller the organizer or a
 * co-host (403 with the feature's text), not cancelled (409 with the feature's text).
 */
export async function loadHostedEvent(db: DbOrTx, eventId: string, userId: string, messages: { hostsOnly: string; cancelled: string }): Promise<LockedEvent> {
  const access = await loadEventAccess(db, await loadEvent(db, eventId), userId);
  const event = assertVisible(access);
  if (!isHost(access, await coHostIdsOf(db, eventId))) throw forbidden(messages.hostsOnly);
  if (event.cancelledAt) throw conflict(messages.cancelled);
  return event;
}
