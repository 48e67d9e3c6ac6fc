/** Group invite links and invitations (issue 18): request and response shapes. Texts: invitations-texts.ts. */
import { z } from 'zod';
import { pageOf } from './common';
import { groupMemberStatusSchema, membershipSchema, personNameSchema } from './groups';
import { INVITATION_STATUSES, INVITES, INVITE_LINK_JOIN_MODES, INVITE_LINK_STATUSES } from './invitations-texts';

const M = INVITES.messages;

export const inviteLinkJoinModeSchema = z.enum(INVITE_LINK_JOIN_MODES);

/** POST /api/groups/{id}/invite-links. `joinMode` matters for private groups only (public ones always join). */
export const createInviteLinkInputSchema = z.object({
  expiresInDays: z.number({ error: M.expiryRange }).int(M.expiryRange).min(1, M.expiryRange).max(INVITES.maxExpiryDays, M.expiryRange).nullish(),
  maxUses: z.number({ error: M.maxUsesRange }).int(M.maxUsesRange).min(1, M.maxUsesRange).max(INVITES.maxUses, M.maxUsesRange).nullish(),
  joinMode: inviteLinkJoinModeSchema.default('request'),
});
export type CreateInviteLinkInput = z.input<typeof createInviteLinkInputSchema>;

export const inviteLinkParamSchema = z.object({ id: z.string().min(1).max(64), linkId: z.string().min(1).max(64) });
/** Tokens are 32 base64url characters; anything else is simply not found. */
export const inviteTokenParamSchema = z.object({ token: z.string().min(1).max(128) });
export const invitationIdParamSchema = z.object({ id: z.string().min(1).max(64) });

/** A group's invite link as its creator sees it. `path` is `/invite/{token}` on the web app. */
export const inviteLinkSchema = z.object({
  id: z.string(),
  token: z.string(),
  path: z.string(),
  url: z.string(),
  joinMode: inviteLinkJoinModeSchema,
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  useCount: z.number().int(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(INVITE_LINK_STATUSES),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;
export const inviteLinkPageSchema = pageOf(inviteLinkSchema);
export type InviteLinkPage = z.infer<typeof inviteLinkPageSchema>;

/** What an invite or invitation shows of its group (the public card's fields). */
export const inviteGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sportType: z.string(),
  location: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  memberCount: z.number().int(),
});
export type InviteGroup = z.infer<typeof inviteGroupSchema>;

/** GET /api/invites/{token}: the link's group and what accepting does (open to visitors: the card is public). */
export const invitePreviewSchema = z.object({
  group: inviteGroupSchema,
  /** `join` for public groups and private links that admit directly, `request` otherwise. */
  outcome: inviteLinkJoinModeSchema,
  status: z.enum(INVITE_LINK_STATUSES),
  invitedBy: personNameSchema.nullable(),
  /** The signed-in caller's membership in the group; null when none or signed out. */
  membershipStatus: groupMemberStatusSchema.nullable(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** POST /api/invites/{token}/accept: the caller's membership (active, or waiting on a request link). */
export const acceptInviteResultSchema = membershipSchema;

/** An invitation to a group (add by email) as its invitee sees it. */
export const groupInvitationSchema = z.object({
  id: z.string(),
  group: inviteGroupSchema,
  invitedBy: personNameSchema.nullable(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
});
export type GroupInvitation = z.infer<typeof groupInvitationSchema>;
export const groupInvitationPageSchema = pageOf(groupInvitationSchema);
export type GroupInvitationPage = z.infer<typeof groupInvitationPageSchema>;

/** POST /api/invitations/{id}/accept|decline. `membership` is set after an accept. */
export const invitationAnswerSchema = z.object({ invitation: groupInvitationSchema, membership: membershipSchema.nullable() });
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/**
 * POST /api/groups/{id}/add-member (issue 18): an invitation the person accepts, or, when they had asked to join,
 * the approval of their request.
 */
export const addMemberResultSchema = z.object({
  outcome: z.enum(['invited', 'approved']),
  invitationId: z.string().nullable(),
  membership: membershipSchema.nullable(),
});
export type AddMemberResult = z.infer<typeof addMemberResultSchema>;

/** GET /api/groups/{id}/invitations: a pending invitation as the group's creator sees it (the invitee, when sent). */
export const sentInvitationSchema = z.object({
  id: z.string(),
  invitee: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string().nullable(), profileImageUrl: z.string().nullable() }),
  createdAt: z.string(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;
export const sentInvitationPageSchema = pageOf(sentInvitationSchema);
export type SentInvitationPage = z.infer<typeof sentInvitationPageSchema>;
export const groupInvitationParamSchema = z.object({ id: z.string().min(1).max(64), invitationId: z.string().min(1).max(64) });
