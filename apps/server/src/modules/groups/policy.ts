/**
 * Who may do what in a group (spec §4/§6, rulings §5 and §9). Private content answers 404 to outsiders so it is
 * never revealed; blocked users get 403 "You are blocked from this group".
 */
import { MESSAGES } from '@kickoff/shared';
import { forbidden, notFound } from '../../lib/errors';
import type { GroupRow } from './repository';
import type { MembershipRow } from './repository-members';

export interface GroupAccess {
  group: GroupRow;
  userId: string;
  membership: MembershipRow | null;
  /** A block record exists for the user. */
  blockRecord: boolean;
}

export const isCreator = (a: GroupAccess) => a.group.creatorId === a.userId;
export const isActiveMember = (a: GroupAccess) => a.membership?.status === 'active';
export const isBlocked = (a: GroupAccess) => a.blockRecord || a.membership?.status === 'blocked';

/** Posts, members and events: public groups to everyone signed in, private ones to active members; never to the blocked. */
export const canSeeContent = (a: GroupAccess) => !isBlocked(a) && (!a.group.isPrivate || isActiveMember(a));

export function assertNotBlocked(a: GroupAccess) {
  if (isBlocked(a)) throw forbidden(MESSAGES.group.blocked);
}

export function assertCanSeeContent(a: GroupAccess) {
  assertNotBlocked(a);
  if (!canSeeContent(a)) throw notFound(MESSAGES.group.notFound);
}

/** The discussion: active members only (rulings §5). */
export function assertCanUseDiscussion(a: GroupAccess) {
  assertNotBlocked(a);
  if (isActiveMember(a)) return;
  if (a.group.isPrivate) throw notFound(MESSAGES.group.notFound);
  throw forbidden(MESSAGES.group.notActiveMember);
}

/** A post's text: its author, while an active member (an edit is a new say in the discussion). */
export function assertCanEditPost(a: GroupAccess, post: { authorId: string }) {
  assertCanUseDiscussion(a);
  if (post.authorId !== a.userId) throw forbidden(MESSAGES.post.editDenied);
}

/** Deleting a post: the group's creator (moderation), or its author while an active member. */
export function assertCanDeletePost(a: GroupAccess, post: { authorId: string }) {
  if (isCreator(a)) return;
  assertCanUseDiscussion(a);
  if (post.authorId !== a.userId) throw forbidden(MESSAGES.post.deleteDenied);
}

/** Editing, deleting and managing members: the creator only. */
export function assertCreator(a: GroupAccess) {
  if (isCreator(a)) return;
  assertNotBlocked(a);
  if (!canSeeContent(a)) throw notFound(MESSAGES.group.notFound);
  throw forbidden(MESSAGES.group.accessDenied);
}

/** Members with role admin or organizer (the creator among them) cannot be acted upon. */
export function assertCanActOn(a: GroupAccess, target: { userId: string; role: string } | null) {
  if (!target) return;
  if (target.userId === a.userId) throw forbidden(MESSAGES.group.cannotActOnSelf);
  if (target.userId === a.group.creatorId || target.role === 'admin' || target.role === 'organizer') {
    throw forbidden(MESSAGES.group.cannotActOnAdmin);
  }
}

/** Emails of members go to the group's creator only (rulings §9). */
export const canSeeMemberEmails = (a: GroupAccess) => isCreator(a);
