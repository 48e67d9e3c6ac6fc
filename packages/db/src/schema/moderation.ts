/**
 * Moderation (issue 34): platform moderators, reports grouped into one open case per target (with the content as it
 * was first reported), suspensions, deletion requests and the audit log of every moderator action. Written only by the
 * `moderation` module; hiding a post or comment, removing an event or group goes through the owning module.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CASE_STATUSES, DELETION_REQUEST_STATUSES } from '@kickoff/shared';
import { createdAt } from './columns';
import { users } from './auth';

const newId = () => crypto.randomUUID();

/** Support grants the role (`npm run admin -- grant-moderator`); a row is the role. */
export const moderators = pgTable('moderators', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: createdAt(),
});

/** One case per reported target while it is open; its reports hang off it. */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: text().primaryKey().$defaultFn(newId),
    targetType: text().notNull(),
    targetId: text().notNull(),
    /** The person whose content or profile it is (the author, host, creator); null once their account is gone. */
    subjectUserId: text().references(() => users.id, { onDelete: 'set null' }),
    /** What the first reporter saw (text, title, names), kept when the content is edited or deleted. */
    snapshot: jsonb().notNull(),
    status: text({ enum: CASE_STATUSES }).notNull().default('open'),
    reportCount: integer().notNull().default(0),
    firstReportedAt: createdAt(),
    lastReportedAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('moderation_cases_target_type_ck', sql`${t.targetType} in ('group_post', 'event_comment', 'event', 'group', 'profile')`),
    check('moderation_cases_status_ck', sql`${t.status} in ('open', 'resolved')`),
    // Reporting an open target again joins its case.
    uniqueIndex('moderation_cases_open_target_uq').on(t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    // The queue: newest first, or most reported first.
    index('moderation_cases_open_newest_idx').on(t.lastReportedAt, t.id).where(sql`${t.status} = 'open'`),
    index('moderation_cases_open_count_idx').on(t.reportCount, t.lastReportedAt, t.id).where(sql`${t.status} = 'open'`),
    index('moderation_cases_subject_idx').on(t.subjectUserId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: text().primaryKey().$defaultFn(newId),
    caseId: text()
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'reports_reason_ck',
      sql`${t.reason} in ('spam', 'harassment', 'violence', 'sexual', 'unsafe_event', 'impersonation', 'other')`,
    ),
    check('reports_note_ck', sql`char_length(${t.note}) <= 1000`),
    // Reporting twice is one report.
    uniqueIndex('reports_case_reporter_uq').on(t.caseId, t.reporterId),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
  ],
);

/** A suspended person cannot sign in until `until` (null: for good). */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp({ withTimezone: true }),
  reason: text().notNull(),
  createdAt: createdAt(),
});

/** "Request deletion" on the profile: support runs `admin delete-user`; the row goes with the account. */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: text().primaryKey().$defaultFn(newId),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: DELETION_REQUEST_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('deletion_requests_status_ck', sql`${t.status} in ('open', 'handled')`),
    uniqueIndex('deletion_requests_open_user_uq').on(t.userId).where(sql`${t.status} = 'open'`),
    index('deletion_requests_open_created_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
  ],
);

/** Every moderator action: who, when, what, why. Kept when the moderator's or subject's account goes (names kept). */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: text().primaryKey().$defaultFn(newId),
    action: text().notNull(),
    moderatorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** "support" for the admin command, else the moderator's name at the time. */
    moderatorName: text().notNull(),
    subjectUserId: text().references(() => users.id, { onDelete: 'set null' }),
    caseId: text().references(() => moderationCases.id, { onDelete: 'set null' }),
    targetType: text(),
    targetId: text(),
    reason: text(),
    /** Action-specific facts (a suspension's end, the events cancelled). */
    details: jsonb().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt, t.id),
    index('moderation_actions_subject_idx').on(t.subjectUserId, t.createdAt),
    index('moderation_actions_case_idx').on(t.caseId),
    index('moderation_actions_moderator_idx').on(t.moderatorId),
  ],
);
