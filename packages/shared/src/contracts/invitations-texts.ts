/** Group invite links and invitations (issue 18): limits and texts, apart from the zod contracts. */
/** How a private group's invite link admits people: `request` puts them on the waiting list, `join` makes them members. */
export const INVITE_LINK_JOIN_MODES = ['request', 'join'] as const;
export type InviteLinkJoinMode = (typeof INVITE_LINK_JOIN_MODES)[number];

export const INVITE_LINK_STATUSES = ['active', 'revoked', 'expired', 'used_up'] as const;
export type InviteLinkStatus = (typeof INVITE_LINK_STATUSES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITES = {
  /** Expiry choices of the link form, in days (null: never). */
  expiryDays: [1, 7, 30] as const,
  maxExpiryDays: 365,
  maxUses: 1000,
  /** Active links a group may hold at once. */
  maxActiveLinks: 20,
  messages: {
    linkNotFound: 'This invite link is not valid',
    linkRevoked: 'This invite link was revoked',
    linkExpired: 'This invite link has expired',
    linkUsedUp: 'This invite link has been used up',
    tooManyLinks: 'A group can have at most 20 active invite links: revoke one first',
    expiryRange: 'Choose an expiry between 1 and 365 days',
    maxUsesRange: 'Choose a use limit between 1 and 1000',
    invitationNotFound: 'Invitation not found',
    alreadyInvited: 'This person already has a pending invitation to this group',
    alreadyAnswered: 'This invitation was already answered',
    notPending: 'This invitation was already answered or withdrawn',
    cannotInviteSelf: 'You are already in this group',
    alreadyRequested: 'You already asked to join this group: the organizer will review it',
  },
  toasts: {
    linkCreated: 'Invite link created',
    linkCopied: 'Invite link copied',
    linkRevoked: 'Invite link revoked',
    invitationSent: 'Invitation sent',
    requestApproved: 'Join request approved',
    accepted: 'Invitation accepted',
    declined: 'Invitation declined',
    withdrawn: 'Invitation withdrawn',
    joined: 'Welcome to the group!',
    requested: 'Request sent: the organizer will review it',
    feedCopied: 'Calendar link copied',
    feedReset: 'Calendar link reset',
  },
  errors: {
    createLink: 'Could not create the invite link',
    revokeLink: 'Could not revoke the invite link',
    accept: 'Could not accept the invitation',
    decline: 'Could not decline the invitation',
    withdraw: 'Could not withdraw the invitation',
    join: 'Could not join with this link',
  },
} as const;
