/**
 * Data rights (issue 15): the export requests of "Download my data" and the exported file itself (format version 1,
 * documented in docs/data-export.md). The file's schema is what the server writes and the tests read back.
 */
import { z } from 'zod';
import { exportedPaymentSchema } from './payments';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const dataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);

export const dataExportSchema = z.object({
  id: z.string(),
  status: dataExportStatusSchema,
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string(),
  /** Size of the finished file. */
  bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportParamsSchema = z.object({ id: z.string().uuid() });

const at = z.string();
const when = at.nullable();

export const dataExportFileSchema = z.object({
  format: z.literal('kickoff-data-export'),
  version: z.literal(1),
  exportedAt: at,
  profile: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    pendingEmail: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    location: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    timezone: z.string().nullable(),
    distanceUnit: z.string().nullable(),
    rolePreference: z.string(),
    reminderHours: z.number(),
    profileImageUrl: z.string().nullable(),
    createdAt: at,
    updatedAt: at,
  }),
  signInMethods: z.array(z.object({ provider: z.string(), createdAt: at })),
  sportLevels: z.array(z.object({ sportType: z.string(), level: z.string(), updatedAt: at })),
  memberships: z.array(
    z.object({ groupId: z.string(), groupName: z.string(), role: z.string(), status: z.string(), joinedAt: at }),
  ),
  groupsCreated: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      sportType: z.string(),
      location: z.string().nullable(),
      isPrivate: z.boolean(),
      imageUrl: z.string().nullable(),
      memberCount: z.number(),
      createdAt: at,
    }),
  ),
  groupsFollowed: z.array(z.object({ groupId: z.string(), groupName: z.string(), createdAt: at })),
  blocksReceived: z.array(z.object({ groupId: z.string(), groupName: z.string(), reason: z.string().nullable(), createdAt: at })),
  eventsCreated: z.array(
    z.object({
      id: z.string(),
      groupId: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      sportType: z.string(),
      dateTime: at,
      timeZone: z.string(),
      duration: z.number(),
      location: z.string(),
      capacity: z.number(),
      price: z.string(),
      imageUrl: z.string().nullable(),
      cancelledAt: when,
      cancelReason: z.string().nullable(),
      createdAt: at,
    }),
  ),
  eventsJoined: z.array(
    z.object({
      eventId: z.string(),
      title: z.string(),
      dateTime: at,
      timeZone: z.string(),
      status: z.string(),
      guestCount: z.number(),
      joinedAt: at,
      attendance: z.string().nullable(),
      checkedInAt: when,
      coHost: z.boolean(),
    }),
  ),
  comments: z.array(
    z.object({ id: z.string(), eventId: z.string(), eventTitle: z.string(), replyTo: z.string().nullable(), content: z.string(), createdAt: at }),
  ),
  posts: z.array(
    z.object({ id: z.string(), groupId: z.string(), groupName: z.string(), content: z.string(), createdAt: at, editedAt: when }),
  ),
  notifications: z.array(
    z.object({ id: z.string(), type: z.string(), title: z.string(), body: z.string(), readAt: when, createdAt: at }),
  ),
  /** Every kind's channels as they apply (your choices over the defaults). */
  notificationPreferences: z.array(z.object({ kind: z.string(), push: z.boolean(), inApp: z.boolean(), email: z.boolean() })),
  invitationsReceived: z.array(z.object({ groupId: z.string(), groupName: z.string(), status: z.string(), createdAt: at })),
  sessions: z.array(
    z.object({ createdAt: at, lastActiveAt: at, expiresAt: at, ipAddress: z.string().nullable(), userAgent: z.string().nullable() }),
  ),
  devices: z.array(z.object({ kind: z.enum(['native-app', 'web-push']), platform: z.string(), createdAt: at })),
  /** Moderators' actions about you (issue 34): who, when, what, why; and your open request to delete your account. */
  moderationActions: z.array(z.object({ action: z.string(), moderatorName: z.string(), reason: z.string().nullable(), details: z.record(z.string(), z.unknown()), createdAt: at })),
  deletionRequestedAt: when,
  /** The people you blocked (issue 34), oldest first. Who blocked you is not said: they are not told either. */
  peopleBlocked: z.array(z.object({ userId: z.string(), name: z.string(), createdAt: at })).default([]),
  /** Your payments for places (issue 29): amounts in minor units, states and dates; never card details (Kickoff has none). */
  payments: z.array(exportedPaymentSchema).default([]),
  /** Every image of yours this file names (profile photo, your groups' and events' images): public URLs. */
  images: z.array(z.string()),
});
export type DataExportFile = z.infer<typeof dataExportFileSchema>;
