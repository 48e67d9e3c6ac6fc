/** Invitation shapes of the web app: the shared contracts (packages/shared/src/contracts/invitations.ts). */
export type {
  CreateInviteLinkInput,
  GroupInvitation,
  GroupInvitationPage,
  InvitationAnswer,
  InviteLink,
  InviteLinkPage,
  InvitePreview,
  Membership,
  SentInvitation,
  SentInvitationPage,
} from '@kickoff/shared';
