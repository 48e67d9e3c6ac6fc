/**
 * Who may do what with an event (rulings §6), as pure checks over the loaded access (access.ts): events of private
 * groups exist only for their active members and the organizer (404 otherwise); the organizer edits, copies and
 * deletes; the hosts (organizer and co-hosts) manage participants and delete any comment; blocked group users cannot
 * join or comment.
 */
import { MESSAGES } from '@kickoff/shared';
import { forbidden, notFound } from '../../lib/errors';
import { isActiveMember, isBlocked, type GroupAccess } from '../groups';
import type { LockedEvent } from './repository-participants';

const M = MESSAGES.event;

export interface EventAccess {
  event: LockedEvent;
  /** The caller's standing in the event's group. */
  standing: GroupAccess;
}

const isOrganizer = (a: EventAccess) => a.event.organizerId === a.standing.userId;

export const canSee = (a: EventAccess) => !a.event.groupIsPrivate || isOrganizer(a) || isActiveMember(a.standing);

/** The event, or 404 when the caller may not see it. */
export function assertVisible(a: EventAccess): LockedEvent {
  if (!canSee(a)) throw notFound(M.notFound);
  return a.event;
}

/** Blocked in the event's group: 403 "You are blocked from this group". */
export function assertNotBlocked(a: EventAccess): void {
  if (isBlocked(a.standing)) throw forbidden(MESSAGES.group.blocked);
}

export function assertOrganizer(a: EventAccess): void {
  assertVisible(a);
  if (!isOrganizer(a)) throw forbidden(M.onlyOrganizer);
}

export const isHost = (a: EventAccess, coHostIds: readonly string[]) => isOrganizer(a) || coHostIds.includes(a.standing.userId);

/** Hosts only; others get 403 with the spec's participants text. */
export function assertHost(a: EventAccess, coHostIds: readonly string[]): void {
  assertVisible(a);
  if (!isHost(a, coHostIds)) throw forbidden(M.accessDenied);
}
