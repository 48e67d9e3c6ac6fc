/**
 * Moderation's tables (issue 34): moderators, cases and their reports, suspensions, deletion requests, the audit log;
 * and the reads of reported targets (posts, comments, events, groups, profiles) that snapshot them. Writes of other
 * modules' tables go through their front doors (services), never here.
 */
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  accountSuspensions,
  cursorKey,
  deletionRequests,
  eventComments,
  events,
  groupPosts,
  groups,
  isoUtc,
  moderationActions,
  moderationCases,
  moderators,
  reports,
  users,
  type DbOrTx,
} from '@kickoff/db';
import type { ModerationAction, ReportReason, ReportSnapshot, ReportTargetType } from '@kickoff/shared';

const fullName = sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`;

// --- moderators ---

export async function isModerator(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: moderators.userId }).from(moderators).where(eq(moderators.userId, userId));
  return rows.length > 0;
}

/** True when the role was granted now (false: already a moderator). */
export async function insertModerator(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.insert(moderators).values({ userId }).onConflictDoNothing().returning({ userId: moderators.userId });
  return rows.length > 0;
}

export async function deleteModerator(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.delete(moderators).where(eq(moderators.userId, userId)).returning({ userId: moderators.userId });
  return rows.length > 0;
}

export async function userName(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db.select({ name: fullName }).from(users).where(eq(users.id, userId));
  return rows[0]?.name ?? null;
}

// --- reported targets ---

export interface TargetFacts {
  /** The person whose content it is. */
  subjectUserId: string;
  snapshot: ReportSnapshot;
  /** Where visibility is decided: the group of a post, the event of a comment or an event. */
  groupId: string | null;
  eventId: string | null;
}

const author = (userId: SQL | typeof users.id) => sql<string>`(select btrim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${userId})`;

export async function findTarget(db: DbOrTx, type: ReportTargetType, id: string): Promise<TargetFacts | null> {
  switch (type) {
    case 'group_post': {
      const [row] = await db
        .select({ authorId: groupPosts.authorId, content: groupPosts.content, groupId: groupPosts.groupId, groupName: groups.name, authorName: author(sql`${groupPosts.authorId}`) })
        .from(groupPosts)
        .innerJoin(groups, eq(groups.id, groupPosts.groupId))
        .where(eq(groupPosts.id, id));
      if (!row) return null;
      return {
        subjectUserId: row.authorId,
        groupId: row.groupId,
        eventId: null,
        snapshot: { text: row.content, title: row.groupName, authorName: row.authorName, groupId: row.groupId, eventId: null },
      };
    }
    case 'event_comment': {
      const [row] = await db
        .select({ authorId: eventComments.authorId, content: eventComments.content, eventId: eventComments.eventId, title: events.title, groupId: events.groupId, authorName: author(sql`${eventComments.authorId}`) })
        .from(eventComments)
        .innerJoin(events, eq(events.id, eventComments.eventId))
        .where(eq(eventComments.id, id));
      if (!row) return null;
      return {
        subjectUserId: row.authorId,
        groupId: row.groupId,
        eventId: row.eventId,
        snapshot: { text: row.content, title: row.title, authorName: row.authorName, groupId: row.groupId, eventId: row.eventId },
      };
    }
    case 'event': {
      const [row] = await db
        .select({ organizerId: events.organizerId, title: events.title, description: events.description, groupId: events.groupId, authorName: author(sql`${events.organizerId}`) })
        .from(events)
        .where(eq(events.id, id));
      if (!row) return null;
      return {
        subjectUserId: row.organizerId,
        groupId: row.groupId,
        eventId: id,
        snapshot: { text: row.description, title: row.title, authorName: row.authorName, groupId: row.groupId, eventId: id },
      };
    }
    case 'group': {
      const [row] = await db
        .select({ creatorId: groups.creatorId, name: groups.name, description: groups.description, authorName: author(sql`${groups.creatorId}`) })
        .from(groups)
        .where(eq(groups.id, id));
      if (!row) return null;
      return {
        subjectUserId: row.creatorId,
        groupId: id,
        eventId: null,
        snapshot: { text: row.description, title: row.name, authorName: row.authorName, groupId: id, eventId: null },
      };
    }
    case 'profile': {
      const [row] = await db.select({ name: fullName, location: users.location }).from(users).where(eq(users.id, id));
      if (!row) return null;
      return { subjectUserId: id, groupId: null, eventId: null, snapshot: { text: row.location, title: row.name, authorName: row.name, groupId: null, eventId: null } };
    }
  }
}

// --- reports and cases ---

/** The open case of a target, locked; made with the snapshot when there is none (the unique index settles races). */
export async function openCaseFor(db: DbOrTx, type: ReportTargetType, targetId: string, facts: TargetFacts): Promise<string> {
  await db
    .insert(moderationCases)
    .values({ targetType: type, targetId, subjectUserId: facts.subjectUserId, snapshot: facts.snapshot })
    .onConflictDoNothing({ target: [moderationCases.targetType, moderationCases.targetId], where: sql`status = 'open'` });
  const [row] = await db
    .select({ id: moderationCases.id })
    .from(moderationCases)
    .where(and(eq(moderationCases.targetType, type), eq(moderationCases.targetId, targetId), eq(moderationCases.status, 'open')))
    .for('update');
  return row!.id;
}

export async function hasReported(db: DbOrTx, type: ReportTargetType, targetId: string, reporterId: string): Promise<boolean> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .innerJoin(moderationCases, eq(moderationCases.id, reports.caseId))
    .where(and(eq(moderationCases.targetType, type), eq(moderationCases.targetId, targetId), eq(moderationCases.status, 'open'), eq(reports.reporterId, reporterId)));
  return rows.length > 0;
}

/** One report per person and case: false when this person had reported it already (nothing changes). */
export async function insertReport(db: DbOrTx, input: { caseId: string; reporterId: string; reason: ReportReason; note: string | null }): Promise<boolean> {
  const rows = await db.insert(reports).values(input).onConflictDoNothing().returning({ id: reports.id });
  if (rows.length === 0) return false;
  await db
    .update(moderationCases)
    .set({ reportCount: sql`${moderationCases.reportCount} + 1`, lastReportedAt: sql`now()` })
    .where(eq(moderationCases.id, input.caseId));
  return true;
}

export interface CaseRow {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  status: 'open' | 'resolved';
  subjectUserId: string | null;
  snapshot: ReportSnapshot;
}

export async function lockCase(db: DbOrTx, id: string): Promise<CaseRow | null> {
  const [row] = await db
    .select({
      id: moderationCases.id,
      targetType: moderationCases.targetType,
      targetId: moderationCases.targetId,
      status: moderationCases.status,
      subjectUserId: moderationCases.subjectUserId,
      snapshot: moderationCases.snapshot,
    })
    .from(moderationCases)
    .where(eq(moderationCases.id, id))
    .for('update');
  return (row as CaseRow | undefined) ?? null;
}

export async function resolveCase(db: DbOrTx, id: string): Promise<void> {
  await db.update(moderationCases).set({ status: 'resolved', resolvedAt: sql`now()` }).where(eq(moderationCases.id, id));
}

const currentText = sql<string | null>`case ${moderationCases.targetType}
  when 'group_post' then (select p.content from ${groupPosts} p where p.id = moderation_cases.target_id)
  when 'event_comment' then (select c.content from ${eventComments} c where c.id = moderation_cases.target_id)
  when 'event' then (select e.description from ${events} e where e.id = moderation_cases.target_id)
  when 'group' then (select g.description from ${groups} g where g.id = moderation_cases.target_id)
  else (select u.location from ${users} u where u.id = moderation_cases.target_id) end`;
const currentExists = sql<boolean>`case ${moderationCases.targetType}
  when 'group_post' then exists (select 1 from ${groupPosts} p where p.id = moderation_cases.target_id)
  when 'event_comment' then exists (select 1 from ${eventComments} c where c.id = moderation_cases.target_id)
  when 'event' then exists (select 1 from ${events} e where e.id = moderation_cases.target_id)
  when 'group' then exists (select 1 from ${groups} g where g.id = moderation_cases.target_id)
  else exists (select 1 from ${users} u where u.id = moderation_cases.target_id) end`;
const currentHidden = sql<boolean>`case ${moderationCases.targetType}
  when 'group_post' then exists (select 1 from ${groupPosts} p where p.id = moderation_cases.target_id and p.hidden_at is not null)
  when 'event_comment' then exists (select 1 from ${eventComments} c where c.id = moderation_cases.target_id and c.hidden_at is not null)
  else false end`;
const currentCancelled = sql<boolean>`${moderationCases.targetType} = 'event' and exists (select 1 from ${events} e where e.id = moderation_cases.target_id and e.cancelled_at is not null)`;

export interface CaseListRow extends CaseRow {
  reportCount: number;
  firstReportedAt: string;
  lastReportedAt: string;
  cursorAt: string;
  exists: boolean;
  text: string | null;
  hidden: boolean;
  cancelled: boolean;
  subjectName: string | null;
  subjectIsModerator: boolean;
  suspendedUntil: string | null;
  suspendedForGood: boolean;
  reasons: { reason: ReportReason; count: number }[];
  notes: { reason: ReportReason; note: string; createdAt: string }[];
}

/** The queue: open cases newest first, or most reported first; each with its reasons and latest notes. */
export async function listOpenCases(
  db: DbOrTx,
  options: { sort: 'newest' | 'most_reported'; after?: { n?: number; at: string; id: string }; limit: number },
): Promise<CaseListRow[]> {
  const where: SQL[] = [eq(moderationCases.status, 'open')];
  const a = options.after;
  if (a && options.sort === 'newest') where.push(sql`(${moderationCases.lastReportedAt}, ${moderationCases.id}) < (${a.at}::timestamptz, ${a.id})`);
  if (a && options.sort === 'most_reported') {
    where.push(sql`(${moderationCases.reportCount}, ${moderationCases.lastReportedAt}, ${moderationCases.id}) < (${a.n ?? 0}, ${a.at}::timestamptz, ${a.id})`);
  }
  const order = options.sort === 'newest' ? [desc(moderationCases.lastReportedAt), desc(moderationCases.id)] : [desc(moderationCases.reportCount), desc(moderationCases.lastReportedAt), desc(moderationCases.id)];
  const rows = await db
    .select({
      id: moderationCases.id,
      targetType: moderationCases.targetType,
      targetId: moderationCases.targetId,
      status: moderationCases.status,
      subjectUserId: moderationCases.subjectUserId,
      snapshot: moderationCases.snapshot,
      reportCount: moderationCases.reportCount,
      firstReportedAt: isoUtc(moderationCases.firstReportedAt),
      lastReportedAt: isoUtc(moderationCases.lastReportedAt),
      cursorAt: cursorKey(moderationCases.lastReportedAt),
      exists: currentExists,
      text: currentText,
      hidden: currentHidden,
      cancelled: currentCancelled,
      subjectName: sql<string | null>`(select btrim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = moderation_cases.subject_user_id)`,
      subjectIsModerator: sql<boolean>`exists (select 1 from ${moderators} m where m.user_id = moderation_cases.subject_user_id)`,
      suspendedUntil: sql<string | null>`(select to_char(s.until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${accountSuspensions} s where s.user_id = moderation_cases.subject_user_id and s.until > now())`,
      suspendedForGood: sql<boolean>`exists (select 1 from ${accountSuspensions} s where s.user_id = moderation_cases.subject_user_id and s.until is null)`,
      reasons: sql<CaseListRow['reasons']>`(select coalesce(json_agg(json_build_object('reason', r.reason, 'count', r.n) order by r.n desc, r.reason), '[]'::json)
        from (select reason, count(*)::int as n from ${reports} where case_id = moderation_cases.id group by reason) r)`,
      notes: sql<CaseListRow['notes']>`(select coalesce(json_agg(json_build_object('reason', r.reason, 'note', r.note, 'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by r.created_at desc), '[]'::json)
        from (select reason, note, created_at from ${reports} where case_id = moderation_cases.id and note is not null order by created_at desc limit 10) r)`,
    })
    .from(moderationCases)
    .where(and(...where))
    .orderBy(...order)
    .limit(options.limit);
  return rows as unknown as CaseListRow[];
}

// --- suspensions ---

export async function upsertSuspension(db: DbOrTx, input: { userId: string; until: Date | null; reason: string }): Promise<void> {
  await db
    .insert(accountSuspensions)
    .values(input)
    .onConflictDoUpdate({ target: accountSuspensions.userId, set: { until: input.until, reason: input.reason, createdAt: sql`now()` } });
}

/** Their upcoming events that are not cancelled, locked (a suspended host's are cancelled). */
export async function lockUpcomingOrganized(db: DbOrTx, userId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizerId, userId), gt(events.dateTime, sql`now()`), isNull(events.cancelledAt)))
    .orderBy(asc(events.id))
    .for('update', { of: events });
}

export async function groupImage(db: DbOrTx, groupId: string): Promise<string | null> {
  const [row] = await db.select({ imageUrl: groups.imageUrl }).from(groups).where(eq(groups.id, groupId));
  return row?.imageUrl ?? null;
}

// --- deletion requests ---

export async function openDeletionRequest(db: DbOrTx, userId: string): Promise<{ id: string; createdAt: string } | null> {
  const [row] = await db
    .select({ id: deletionRequests.id, createdAt: isoUtc(deletionRequests.createdAt) })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'open')));
  return row ?? null;
}

/** Null when an open request already existed (the unique index keeps one). */
export async function insertDeletionRequest(db: DbOrTx, userId: string): Promise<{ id: string } | null> {
  const rows = await db
    .insert(deletionRequests)
    .values({ userId })
    .onConflictDoNothing({ target: deletionRequests.userId, where: sql`status = 'open'` })
    .returning({ id: deletionRequests.id });
  return rows[0] ?? null;
}

export async function listOpenDeletionRequests(db: DbOrTx, options: { after?: { at: string; id: string }; limit: number }) {
  const where: SQL[] = [eq(deletionRequests.status, 'open')];
  if (options.after) where.push(sql`(${deletionRequests.createdAt}, ${deletionRequests.id}) > (${options.after.at}::timestamptz, ${options.after.id})`);
  return db
    .select({
      id: deletionRequests.id,
      createdAt: isoUtc(deletionRequests.createdAt),
      cursorAt: cursorKey(deletionRequests.createdAt),
      userId: users.id,
      name: fullName,
      email: users.email,
      emailVerified: users.emailVerified,
      phoneNumber: users.phoneNumber,
    })
    .from(deletionRequests)
    .innerJoin(users, eq(users.id, deletionRequests.userId))
    .where(and(...where))
    .orderBy(asc(deletionRequests.createdAt), asc(deletionRequests.id))
    .limit(options.limit);
}

// --- the audit log ---

export async function insertAction(
  db: DbOrTx,
  input: {
    action: ModerationAction;
    moderatorId: string | null;
    moderatorName: string;
    subjectUserId: string | null;
    caseId?: string | null;
    targetType?: string | null;
    targetId?: string | null;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<string> {
  const [row] = await db.insert(moderationActions).values({ ...input, details: input.details ?? {} }).returning({ id: moderationActions.id });
  return row!.id;
}

export async function listActions(db: DbOrTx, options: { subjectId?: string; after?: { at: string; id: string }; limit: number }) {
  const where: SQL[] = [];
  if (options.subjectId) where.push(eq(moderationActions.subjectUserId, options.subjectId));
  if (options.after) where.push(sql`(${moderationActions.createdAt}, ${moderationActions.id}) < (${options.after.at}::timestamptz, ${options.after.id})`);
  return db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      moderatorName: moderationActions.moderatorName,
      subjectUserId: moderationActions.subjectUserId,
      subjectName: sql<string | null>`(select btrim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = moderation_actions.subject_user_id)`,
      caseId: moderationActions.caseId,
      targetType: moderationActions.targetType,
      targetId: moderationActions.targetId,
      reason: moderationActions.reason,
      details: moderationActions.details,
      createdAt: isoUtc(moderationActions.createdAt),
      cursorAt: cursorKey(moderationActions.createdAt),
    })
    .from(moderationActions)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(options.limit);
}
