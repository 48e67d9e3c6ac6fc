/** Group shapes of the web app: the shared contracts (packages/shared/src/contracts/groups.ts). */
export type {
  BlockedRecord,
  Group,
  GroupDetail,
  GroupEvent,
  GroupMember,
  GroupMemberPage,
  GroupMemberRole as MemberRole,
  GroupMemberStatus as MemberStatus,
  GroupPost,
  Membership,
  UserSearchResult,
} from '@kickoff/shared';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
