/**
 * The groups module's front door: what other modules may use of it. Groups know nothing of events: a module that
 * must act when a membership ends (events release the person's places) subscribes with `onMembershipEnded`.
 */
export { loadAccess } from './access';
export { isActiveMember, isBlocked, type GroupAccess } from './policy';
export { deleteGroupCascade, listEventImageUrls } from './repository';
export { refreshMemberCount } from './repository-members';
export { onMembershipEnded, type MembershipEnded } from './membership-hooks';
