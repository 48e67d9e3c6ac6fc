/**
 * How groups tell the modules above them that someone lost their right to a group's content (left or was removed
 * from a private group, moved to its waiting list, blocked): the listeners run in the caller's transaction, which
 * holds the group's lock. `app.ts` subscribes the events module (its places in the group's events are released).
 * The same functions for every app of the process: subscribing twice keeps one.
 */
import type { Transaction } from '@kickoff/db';

export interface MembershipEnded {
  groupId: string;
  userId: string;
  /** Who did it (the user themself when they left). */
  actorId: string;
}

type Listener = (tx: Transaction, change: MembershipEnded) => Promise<unknown>;

const listeners: Listener[] = [];

export function onMembershipEnded(listener: Listener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function membershipEnded(tx: Transaction, change: MembershipEnded): Promise<void> {
  for (const listener of listeners) await listener(tx, change);
}
