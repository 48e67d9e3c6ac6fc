/**
 * The groups module's front door: what other modules may use of it. Groups know nothing of events: a module that
 * must act when a membership ends, a group turns private or a group goes (events release places, delete the group's
 * events) subscribes to
 * `hooks.ts`.
 */
export { loadAccess, loadAccessMany } from './access';
export { assertCreator, isActiveMember, isBlocked, type GroupAccess } from './policy';
export { deleteGroupInTransaction } from './service';
export { hidePostByModerator } from './service-posts';
export { listEventImageUrls } from './repository';
export { refreshMemberCount } from './repository-members';
export { onGroupDeleting, onGroupMadePrivate, onMembershipEnded, type GroupMadePrivate, type MembershipEnded } from './hooks';
