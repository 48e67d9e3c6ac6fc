/**
 * Events: the caller's standing towards an event, loaded once for the pure policies (policy.ts). The standing in the
 * event's group comes from the groups module's one loader, so "member", "blocked" and "private" mean the same for a
 * group and its events.
 */
import { MESSAGES } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import { notFound } from '../../lib/errors';
import { loadAccess } from '../groups/access';
import type { EventAccess } from './policy';
import type { LockedEvent } from './repository-participants';

/** The caller's access to a loaded (or locked) event; 404 "Event not found" when there is none. */
export async function loadEventAccess(db: DbOrTx, event: LockedEvent | undefined, userId: string): Promise<EventAccess> {
  if (!event) throw notFound(MESSAGES.event.notFound);
  const standing = await loadAccess(db, event.groupId, userId).catch(() => {
    throw notFound(MESSAGES.event.notFound);
  });
  return { event, standing };
}
