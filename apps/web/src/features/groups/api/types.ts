/** Group shapes of the web app: the shared contracts (packages/shared/src/contracts/groups.ts). */
export type {
  BlockedRecord,
  BlockedRecordPage,
  Group,
  GroupDetail,
  GroupEvent,
  GroupEventPage,
  GroupMember,
  GroupMemberPage,
  GroupMemberRole as MemberRole,
  GroupMemberStatus as MemberStatus,
  GroupPage,
  GroupPost,
  GroupPostPage,
  Membership,
  UserSearchResult,
} from '@kickoff/shared';
