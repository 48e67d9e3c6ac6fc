/**
 * Reports, the moderation console and deletion requests (issue 34): request and response contracts. Texts and the
 * lists of reasons, targets and actions are in `moderation-texts.ts`.
 */
import { z } from 'zod';
import { LIMITS } from '../limits';
import { CASE_STATUSES, MODERATION, MODERATION_ACTIONS, REPORT_REASONS, REPORT_TARGET_TYPES } from './moderation-texts';

const M = MODERATION.messages;

export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES);
export const reportReasonSchema = z.enum(REPORT_REASONS, { error: M.reasonInvalid });

/** POST /api/reports */
export const createReportInputSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: z.string().min(1).max(64),
  reason: reportReasonSchema,
  note: z
    .string()
    .trim()
    .max(MODERATION.noteMaxLength, M.noteTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CreateReportInput = z.input<typeof createReportInputSchema>;

/** `reported`: a new report; `already_reported`: the same person reported the same open target before (one report). */
export const reportResultSchema = z.object({ status: z.enum(['reported', 'already_reported']) });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** What the first reporter saw, kept when the content is edited or deleted. */
export const reportSnapshotSchema = z.object({
  /** The post's or comment's text, the event's or group's description, the profile's location. */
  text: z.string().nullable(),
  /** The event's title, the group's name, the profile's name; for a post or comment, where it was written. */
  title: z.string().nullable(),
  authorName: z.string().nullable(),
  eventId: z.string().nullable(),
  groupId: z.string().nullable(),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

export const moderationCaseSchema = z.object({
  id: z.string(),
  targetType: reportTargetTypeSchema,
  targetId: z.string(),
  status: z.enum(CASE_STATUSES),
  reportCount: z.number().int(),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  snapshot: reportSnapshotSchema,
  /** The target as it is now: null when deleted; `text` differs from the snapshot's when edited. */
  current: z.object({ text: z.string().nullable(), hidden: z.boolean(), cancelled: z.boolean() }).nullable(),
  subject: z.object({ id: z.string(), name: z.string(), isModerator: z.boolean(), suspendedUntil: z.string().nullable(), suspendedForGood: z.boolean() }).nullable(),
  /** How many reports gave each reason. */
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
  /** Reporters' notes, newest first (at most 10). */
  notes: z.array(z.object({ reason: reportReasonSchema, note: z.string(), createdAt: z.string() })),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const moderationCaseQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
  sort: z.enum(['newest', 'most_reported']).default('newest'),
});
export type ModerationCaseQuery = z.input<typeof moderationCaseQuerySchema>;

export const moderationCasePageSchema = z.object({ items: z.array(moderationCaseSchema), nextCursor: z.string().nullable() });
export type ModerationCasePage = z.infer<typeof moderationCasePageSchema>;

const why = z.string({ error: M.whyRequired }).trim().min(1, M.whyRequired).max(MODERATION.reasonMaxLength, M.whyTooLong);

/** POST /api/moderation/cases/{id}/actions: what the moderator does about a report, and why (told to the person). */
export const moderationActionInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('dismiss'), reason: why }),
  z.object({ action: z.literal('hide'), reason: why }),
  z.object({ action: z.literal('remove_event'), reason: why }),
  z.object({ action: z.literal('remove_group'), reason: why }),
  z.object({ action: z.literal('warn'), reason: why }),
  z.object({
    action: z.literal('suspend'),
    reason: why,
    /** Days (1 to 365); null suspends for good. */
    days: z.number().int().min(1).max(365).nullable(),
  }),
]);
export type ModerationActionInput = z.input<typeof moderationActionInputSchema>;

export const moderationActionSchema = z.object({
  id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  moderatorName: z.string(),
  subject: z.object({ id: z.string(), name: z.string() }).nullable(),
  caseId: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ModerationActionRecord = z.infer<typeof moderationActionSchema>;

export const moderationAuditQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
  /** One person's record. */
  subjectId: z.string().min(1).max(64).optional(),
});
export const moderationAuditPageSchema = z.object({ items: z.array(moderationActionSchema), nextCursor: z.string().nullable() });
export type ModerationAuditPage = z.infer<typeof moderationAuditPageSchema>;

/** GET /api/user/deletion-request, POST the same: the caller's open request, if any. */
export const deletionRequestStateSchema = z.object({ requestedAt: z.string().nullable() });
export type DeletionRequestState = z.infer<typeof deletionRequestStateSchema>;

export const deletionRequestSchema = z.object({
  id: z.string(),
  requestedAt: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  /** What support runs (docs/operations.md). */
  command: z.string(),
});
export type DeletionRequestItem = z.infer<typeof deletionRequestSchema>;
export const deletionRequestPageSchema = z.object({ items: z.array(deletionRequestSchema), nextCursor: z.string().nullable() });
export type DeletionRequestPage = z.infer<typeof deletionRequestPageSchema>;

export const moderationCaseParamsSchema = z.object({ id: z.string().min(1).max(64) });
