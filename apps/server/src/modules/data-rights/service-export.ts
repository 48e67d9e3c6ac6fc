/**
 * "Download my data" (issue 15, rulings §9): a member asks for a copy of their data; a small one is built in the
 * request, a large one by the `data-export` job, and either way the finished JSON file is kept for a week to be
 * downloaded by its owner only (403 for anyone else). Support's `npm run admin -- export-user` writes the same file.
 */
import type { Database, DbOrTx } from '@kickoff/db';
import { DATA_EXPORT, DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type DataExport, type DataExportFile } from '@kickoff/shared';
import { enqueue, type ClaimedJob, type JobWorker } from '../../lib/jobs';
import { forbidden, notFound, conflict, tooManyRequests } from '../../lib/errors';
import { realEmail } from '../../lib/placeholder-email';
import type { SignedInContext } from '../../lib/context';
import * as repo from './repository-export';

export const DATA_EXPORT_JOB = 'data-export';

import { exportPayments } from '../payments';
const M = DATA_EXPORT.messages;
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The user's data as the file of docs/data-export.md, or null when there is no such user. */
export async function buildExportData(db: DbOrTx, userId: string): Promise<DataExportFile | null> {
  const user = await repo.findUserRow(db, userId);
  if (!user) return null;
  const s = await repo.readExportSections(db, userId);
  const images = new Set<string>();
  const image = (url: string | null) => {
    if (url) images.add(url);
    return url;
  };
  return {
    format: DATA_EXPORT.format,
    version: DATA_EXPORT.version,
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: realEmail(user.email),
      emailVerified: realEmail(user.email) !== null && user.emailVerified,
      pendingEmail: s.pendingEmail,
      phoneNumber: user.phoneNumber,
      location: user.location,
      latitude: user.latitude,
      longitude: user.longitude,
      timezone: user.timezone,
      distanceUnit: user.distanceUnit,
      rolePreference: user.rolePreference,
      reminderHours: user.reminderHours,
      profileImageUrl: image(user.image),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    signInMethods: s.signIns.map((a) => ({ provider: a.provider, createdAt: iso(a.createdAt) })),
    sportLevels: s.sportLevels.map((l) => ({ ...l, updatedAt: iso(l.updatedAt) })),
    memberships: s.memberships.map((m) => ({ ...m, joinedAt: iso(m.joinedAt) })),
    groupsCreated: s.groupsCreated.map((g) => ({ ...g, imageUrl: image(g.imageUrl), createdAt: iso(g.createdAt) })),
    groupsFollowed: s.groupsFollowed.map((f) => ({ ...f, createdAt: iso(f.createdAt) })),
    blocksReceived: s.blocksReceived.map((b) => ({ ...b, createdAt: iso(b.createdAt) })),
    eventsCreated: s.eventsCreated.map((e) => ({
      ...e,
      dateTime: iso(e.dateTime),
      imageUrl: image(e.imageUrl),
      cancelledAt: isoOrNull(e.cancelledAt),
      createdAt: iso(e.createdAt),
    })),
    eventsJoined: s.eventsJoined.map((e) => ({
      ...e,
      coHost: Boolean(e.coHost),
      dateTime: iso(e.dateTime),
      joinedAt: iso(e.joinedAt),
      checkedInAt: isoOrNull(e.checkedInAt),
    })),
    comments: s.comments.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    posts: s.posts.map((p) => ({ ...p, createdAt: iso(p.createdAt), editedAt: isoOrNull(p.editedAt) })),
    notifications: s.notifications.map((n) => ({ ...n, readAt: isoOrNull(n.readAt), createdAt: iso(n.createdAt) })),
    notificationPreferences: NOTIFICATION_KINDS.map((kind) => {
      const chosen = s.preferences.find((p) => p.kind === kind);
      const channels = chosen ?? DEFAULT_NOTIFICATION_CHANNELS[kind];
      return { kind, push: channels.push, inApp: channels.inApp, email: channels.email };
    }),
    invitationsReceived: s.invitations.map((i) => ({ ...i, createdAt: iso(i.createdAt) })),
    sessions: s.sessions.map((x) => ({ ...x, createdAt: iso(x.createdAt), lastActiveAt: iso(x.lastActiveAt), expiresAt: iso(x.expiresAt) })),
    devices: [
      ...s.nativeDevices.map((d) => ({ kind: 'native-app' as const, platform: d.platform, createdAt: iso(d.createdAt) })),
      ...s.browsers.map((b) => ({ kind: 'web-push' as const, platform: 'browser', createdAt: iso(b.createdAt) })),
    ],
    moderationActions: s.moderation.map((m) => ({ ...m, details: (m.details ?? {}) as Record<string, unknown>, createdAt: iso(m.createdAt) })),
    deletionRequestedAt: isoOrNull(s.deletionRequestedAt),
    peopleBlocked: s.peopleBlocked.map((b) => ({ userId: b.userId, name: `${b.firstName} ${b.lastName}`.trim(), createdAt: iso(b.createdAt) })),
    payments: await exportPayments(db, userId),
    images: [...images],
  };
}

/** The file's text: indented JSON, readable in any editor. */
export async function buildExportFile(db: DbOrTx, userId: string): Promise<string | null> {
  const data = await buildExportData(db, userId);
  return data && `${JSON.stringify(data, null, 2)}\n`;
}

export const exportFileName = (createdAt: Date) => `kickoff-data-${createdAt.toISOString().slice(0, 10)}.json`;

function toResponse(row: repo.DataExportInfo): DataExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: iso(row.createdAt),
    readyAt: isoOrNull(row.readyAt),
    expiresAt: iso(row.expiresAt),
    bytes: row.bytes,
  };
}

export interface ExportOptions {
  /** Exports of at most this many rows are built in the request (DATA_EXPORT_INLINE_MAX_ROWS). */
  inlineMaxRows: number;
}

/** Asks for a new file: ready at once when small, else pending until the job built it. A pending request is reused. */
export async function requestExport(ctx: SignedInContext, options: ExportOptions): Promise<DataExport> {
  const userId = ctx.user.id;
  const pending = await repo.findPendingExport(ctx.db, userId);
  if (pending) return toResponse(pending);
  if (!(await ctx.limiter.hit([{ key: `data-export:user:${userId}`, windowSeconds: 3600, max: 5 }]))) throw tooManyRequests(M.tooMany);
  await repo.deleteExpiredExports(ctx.db);
  const expiresAt = new Date(Date.now() + DATA_EXPORT.keepHours * 3600_000);
  const rows = await repo.countExportRows(ctx.db, userId);
  if (rows <= options.inlineMaxRows) {
    const row = await repo.insertExport(ctx.db, userId, expiresAt);
    const file = await buildExportFile(ctx.db, userId);
    if (file === null) throw notFound(M.notFound);
    await repo.finishExport(ctx.db, row.id, file);
    return toResponse((await repo.findExport(ctx.db, row.id))!);
  }
  // The row and its job are written together, so a request never waits for a job that does not exist.
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertExport(tx, userId, expiresAt);
    await enqueue(tx, DATA_EXPORT_JOB, { exportId: inserted.id, userId }, { key: `data-export:${inserted.id}`, maxAttempts: 3 });
    return inserted;
  });
  return toResponse(row);
}

async function ownExport(ctx: SignedInContext, id: string): Promise<repo.DataExportInfo> {
  const row = await repo.findExport(ctx.db, id);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw notFound(row ? M.expired : M.notFound);
  // Only your own (issue 15): another member's export is refused, not hidden.
  if (row.userId !== ctx.user.id) throw forbidden(M.notYours);
  return row;
}

export async function getExport(ctx: SignedInContext, id: string): Promise<DataExport> {
  return toResponse(await ownExport(ctx, id));
}

export async function downloadExport(ctx: SignedInContext, id: string): Promise<{ file: string; fileName: string }> {
  const row = await ownExport(ctx, id);
  if (row.status === 'failed') throw conflict(M.failed);
  const file = row.status === 'ready' ? await repo.readExportFile(ctx.db, id) : null;
  if (file === null) throw conflict(M.notReady);
  return { file, fileName: exportFileName(row.createdAt) };
}

/** The `data-export` job: builds a large export in the background; after its last attempt the request shows failed. */
export function registerDataExportJob(worker: JobWorker, db: Database) {
  worker.register(
    DATA_EXPORT_JOB,
    async (job: ClaimedJob) => {
      const { exportId, userId } = job.payload as { exportId: string; userId: string };
      const row = await repo.findExport(db, exportId);
      if (!row || row.status !== 'pending') return;
      try {
        const file = await buildExportFile(db, userId);
        if (file === null) return;
        await repo.finishExport(db, exportId, file);
      } catch (error) {
        if (job.attempts >= job.maxAttempts) await repo.failExport(db, exportId);
        throw error;
      }
    },
    { concurrency: 1, leaseMs: 120_000 },
  );
}
