/**
 * How groups tell the modules above them (events) what happened to a group, without importing them: the listeners
 * run in the caller's transaction, which holds the group's lock. `src/connect-modules.ts` subscribes the events
 * module. The same functions for every app of the process: subscribing twice keeps one.
 */
import type { Transaction } from '@kickoff/db';

/** Someone lost their right to a group's content: left or was removed from a private group, waiting list, blocked. */
export interface MembershipEnded {
  groupId: string;
  userId: string;
  /** Who did it (the user themself when they left). */
  actorId: string;
}

/** A group turned private (rulings §12): who is not an active member loses sight of its upcoming events. */
export interface GroupMadePrivate {
  groupId: string;
  /** The creator who changed it. */
  actorId: string;
}

type Listener<T> = (tx: Transaction, change: T) => Promise<unknown>;

function hook<T>() {
  const listeners: Listener<T>[] = [];
  return {
    subscribe(listener: Listener<T>): void {
      if (!listeners.includes(listener)) listeners.push(listener);
    },
    async emit(tx: Transaction, change: T): Promise<void> {
      for (const listener of listeners) await listener(tx, change);
    },
  };
}

const membershipEndedHook = hook<MembershipEnded>();
/** The group is about to be deleted (before its own rows go): events delete theirs. */
const groupDeletingHook = hook<string>();

/** The group just turned private, in the same transaction: events release the places of non-members. */
const groupMadePrivateHook = hook<GroupMadePrivate>();

export const onMembershipEnded = membershipEndedHook.subscribe;
export const membershipEnded = membershipEndedHook.emit;
export const onGroupDeleting = groupDeletingHook.subscribe;
export const groupDeleting = groupDeletingHook.emit;
export const onGroupMadePrivate = groupMadePrivateHook.subscribe;
export const groupMadePrivate = groupMadePrivateHook.emit;
