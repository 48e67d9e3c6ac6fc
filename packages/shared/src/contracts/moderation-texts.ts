/**
 * Reports, the moderation console and deletion requests (issue 34), apart from the zod contracts so that the report
 * dialog and the profile's support card do not load the schemas.
 */
import { MODERATION_INLINE } from './moderation-inline-texts';

export const REPORT_TARGET_TYPES = ['group_post', 'event_comment', 'event', 'group', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  'spam',
  'harassment',
  'violence',
  'sexual',
  'unsafe_event',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'remove_event',
  'remove_group',
  'warn',
  'suspend',
  'grant_moderator',
  'revoke_moderator',
  'deletion_request_handled',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The actions that fit each kind of reported target (dismiss, warn and suspend fit every one): the server's check and the console's buttons. */
export const ACTIONS_FOR: Record<ReportTargetType, readonly ModerationAction[]> = {
  group_post: ['dismiss', 'hide', 'warn', 'suspend'],
  event_comment: ['dismiss', 'hide', 'warn', 'suspend'],
  event: ['dismiss', 'remove_event', 'warn', 'suspend'],
  group: ['dismiss', 'remove_group', 'warn', 'suspend'],
  profile: ['dismiss', 'warn', 'suspend'],
};

export const CASE_STATUSES = ['open', 'resolved'] as const;
export const DELETION_REQUEST_STATUSES = ['open', 'handled'] as const;

/** Suspension lengths the console offers, in days; null is "for good". */
export const SUSPENSION_DAYS = [1, 7, 30, null] as const;

export const MODERATION = {
  noteMaxLength: 1000,
  reasonMaxLength: 500,
  /** Reports a person may file: per hour and per day (per account). */
  reportsPerHour: 10,
  reportsPerDay: 30,
  /** What a removed event's people read (the moderator's reason goes to its host only). */
  removedEventReason: "Removed by Kickoff's moderators",
  /** What the events of a suspended host's people read. */
  suspendedHostReason: "Cancelled by Kickoff's moderators: the organizer can no longer host",
  reasonLabels: {
    spam: 'Spam',
    harassment: 'Harassment or hate',
    violence: 'Violence or threats',
    sexual: 'Sexual content',
    unsafe_event: 'Unsafe event',
    impersonation: 'Impersonation',
    other: 'Other',
  } satisfies Record<ReportReason, string>,
  targetLabels: {
    group_post: 'Group post',
    event_comment: 'Event comment',
    event: 'Event',
    group: 'Group',
    profile: 'Profile',
  } satisfies Record<ReportTargetType, string>,
  actionLabels: {
    dismiss: 'Dismissed',
    hide: 'Hid content',
    remove_event: 'Removed event',
    remove_group: 'Removed group',
    warn: 'Warned',
    suspend: 'Suspended',
    grant_moderator: 'Made moderator',
    revoke_moderator: 'Removed moderator',
    deletion_request_handled: 'Deletion request handled',
  } satisfies Record<ModerationAction, string>,
  messages: {
    notFound: 'Not found',
    reasonInvalid: 'Choose a reason from the list',
    noteTooLong: 'The note must be at most 1000 characters',
    whyRequired: 'Say why: the person concerned is told',
    whyTooLong: 'The reason must be at most 500 characters',
    tooMany: 'Too many reports. Try again later.',
    ownContent: 'You cannot report your own content',
    caseNotFound: 'Report not found',
    caseClosed: 'This report has already been handled',
    actionNotForTarget: 'This action does not fit what was reported',
    targetGone: 'The reported content no longer exists',
    userNotFound: 'Person not found',
    cannotActOnModerator: 'Moderators cannot act on themselves or other moderators',
    suspendedSignIn: (until: string | null) =>
      until
        ? `Your account is suspended until ${until}. Contact support if you think this is a mistake.`
        : 'Your account is suspended. Contact support if you think this is a mistake.',
    deletionNotFound: 'Deletion request not found',
  },
  labels: {
    /** The Report button's and hidden content's texts (moderation-inline-texts.ts, kept small for busy screens). */
    ...MODERATION_INLINE,
    reportTitle: (what: string) => `Report ${what.toLowerCase()}`,
    reportDescription: 'Tell us what is wrong. The person you report is not told who reported them.',
    reason: 'Reason',
    note: 'Anything else moderators should know (optional)',
    send: 'Send report',
    sending: 'Sending...',
    sentTitle: 'Report sent',
    sentWhatNext:
      'Thanks for telling us. A moderator will review it, usually within 24 hours, and act if it breaks the rules. You will not be told the outcome, but we may contact you if we need more.',
    alreadyTitle: 'Already reported',
    alreadyWhatNext: 'You reported this already. A moderator will review it; reporting again does not change its place in the queue.',
    consoleTitle: 'Moderation',
    queue: 'Reports',
    deletionRequests: 'Deletion requests',
    auditLog: 'Audit log',
    queueEmpty: 'No open reports',
    deletionEmpty: 'No open deletion requests',
    auditEmpty: 'No actions yet',
    newest: 'Newest',
    mostReported: 'Most reported',
    requestDeletion: 'Request deletion',
    requestingDeletion: 'Sending...',
    deletionRequested: 'Deletion requested',
    deletionRequestedDescription:
      'Support will delete your account and its data, usually within 30 days. We will email you when it is done.',
    deletionPending: (when: string) => `You asked for deletion on ${when}. Support will handle it soon.`,
    deletionConfirm:
      'Ask support to delete your account? Your profile, groups you created, memberships, posts and comments will be deleted. This cannot be undone once support has run it.',
  },
} as const;
