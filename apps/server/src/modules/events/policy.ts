/**
 * Who may do what with an event (rulings §6): events of private groups exist only for their active members
 * (404 otherwise); the organizer edits, copies and deletes; the hosts (organizer and co-hosts) manage participants
 * and delete any comment; blocked group users cannot join.
 */
import { MESSAGES } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions/session-cache';
import { coHostIdsOf, groupStanding, type LockedEvent } from './repository-participants';

const M = MESSAGES.event;

export function requireUser(ctx: { user: SessionUser | null }): SessionUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}

/** Throws 404 unless the event exists and the user may see it. */
export async function assertVisible(tx: DbOrTx, event: LockedEvent | undefined, userId: string): Promise<LockedEvent> {
  if (!event) throw notFound(M.notFound);
  if (!event.groupIsPrivate || event.organizerId === userId) return event;
  const standing = await groupStanding(tx, event.groupId, userId);
  if (!standing.activeMember) throw notFound(M.notFound);
  return event;
}

export async function assertOrganizer(tx: DbOrTx, event: LockedEvent | undefined, _id: string, userId: string): Promise<void> {
  const visible = await assertVisible(tx, event, userId);
  if (visible.organizerId !== userId) throw forbidden(M.onlyOrganizer);
}

/** The hosts' ids when the user is one of them; otherwise 403 with the spec's participants text. */
export async function assertHost(tx: DbOrTx, event: LockedEvent | undefined, userId: string): Promise<{ event: LockedEvent; coHostIds: string[] }> {
  const visible = await assertVisible(tx, event, userId);
  const coHostIds = await coHostIdsOf(tx, visible.id);
  if (visible.organizerId !== userId && !coHostIds.includes(userId)) throw forbidden(M.accessDenied);
  return { event: visible, coHostIds };
}

export async function assertNotBlocked(tx: DbOrTx, event: LockedEvent, userId: string): Promise<void> {
  const standing = await groupStanding(tx, event.groupId, userId);
  if (standing.blocked) throw forbidden(MESSAGES.group.blocked);
}
