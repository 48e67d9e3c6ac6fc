/** Groups: request and response shapes of spec §7 "Groups", users search and the user's group lists. */
// Over 300 lines: the inputs and responses of one URL family, kept together so a field and its limits are read once.
import { z } from 'zod';
import { checkCoordinates, checkDistanceQuery, coordinateFields, distanceQueryFields } from './places';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { SPORT_VALUES } from '../sports';
import { RECURRING_TYPE_VALUES } from './events';
import { pageOf, pageQuerySchema, visibleText } from './common';
import { reliabilitySchema } from './attendance';
import { NO_SHOW_RULE } from './attendance-texts';

export const GROUP_MEMBER_ROLES = ['admin', 'organizer', 'member'] as const;
export const GROUP_MEMBER_STATUSES = ['active', 'waiting', 'blocked'] as const;
export const groupMemberRoleSchema = z.enum(GROUP_MEMBER_ROLES);
export const groupMemberStatusSchema = z.enum(GROUP_MEMBER_STATUSES);
export type GroupMemberRole = z.infer<typeof groupMemberRoleSchema>;
export type GroupMemberStatus = z.infer<typeof groupMemberStatusSchema>;

export const GROUP_FIELD_LIMITS = { name: 100, description: 2000, location: 200 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------------------

const optionalText = (max: number, message = `At most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** "true"/"false" from a form, or a JSON boolean. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on');

/** Sport of a group: required, one of the shared sports, stored lowercase. */
export const groupSportSchema = z
  .string({ error: MESSAGES.group.sportRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.group.sportRequired)
  .pipe(z.enum(SPORT_VALUES, { error: MESSAGES.group.sportUnknown }));

/**
 * The group's no-show rule (issue 14): a whole number 1-20, from a form (text) or JSON; blank or null turns it off,
 * absent keeps it (an update) or leaves it off (a new group).
 */
const noShowLimitField = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: MESSAGES.group.noShowLimitInvalid })
    .int(MESSAGES.group.noShowLimitInvalid)
    .min(NO_SHOW_RULE.min, MESSAGES.group.noShowLimitInvalid)
    .max(NO_SHOW_RULE.max, MESSAGES.group.noShowLimitInvalid)
    .nullish(),
);

/**
 * Fields of POST /api/groups (multipart, with an optional `groupImage` file) and PUT /api/groups/{id}
 * (multipart with `groupImage`, or JSON). Spec §5 group form.
 */
const groupFormFields = z.object({
  name: z
    .string({ error: MESSAGES.group.nameRequired })
    .trim()
    .min(1, MESSAGES.group.nameRequired)
    .max(GROUP_FIELD_LIMITS.name, MESSAGES.profile.nameTooLong),
  sportType: groupSportSchema,
  description: optionalText(GROUP_FIELD_LIMITS.description, MESSAGES.group.descriptionTooLong),
  location: optionalText(GROUP_FIELD_LIMITS.location, MESSAGES.group.locationTooLong),
  ...coordinateFields,
  isPrivate: formBoolean,
  noShowLimit: noShowLimitField.transform((v) => v ?? null),
});
export const createGroupInputSchema = groupFormFields.superRefine((v, ctx) => checkCoordinates(v, ctx));
export type CreateGroupInput = z.input<typeof createGroupInputSchema>;
export type CreateGroupValues = z.output<typeof createGroupInputSchema>;

/** An update's text: absent keeps the stored value (undefined), blank clears it (null). */
const keptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** An update's flag: absent keeps the stored value; never read as false (an update must not fail open). */
const keptBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on'])])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === 'true' || v === 'on'));

/** An update's coordinate: absent keeps it, blank or null clears it (with the place text it belongs to). */
const keptCoordinate = (field: typeof coordinateFields.latitude) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), field);

/**
 * PUT /api/groups/{id}: the same fields, each optional: an absent field keeps its value, a present one replaces it
 * (issue 21: a form without `isPrivate` must not make a private group public). `removeImage=true` drops the image.
 */
export const updateGroupInputSchema = groupFormFields
  .extend({
    name: groupFormFields.shape.name.optional(),
    sportType: groupSportSchema.optional(),
    description: keptText(GROUP_FIELD_LIMITS.description),
    location: keptText(GROUP_FIELD_LIMITS.location),
    latitude: keptCoordinate(coordinateFields.latitude),
    longitude: keptCoordinate(coordinateFields.longitude),
    isPrivate: keptBoolean,
    noShowLimit: noShowLimitField,
    removeImage: formBoolean,
  })
  .superRefine((v, ctx) => checkCoordinates(v, ctx, v.location !== undefined));
export type UpdateGroupInput = z.input<typeof updateGroupInputSchema>;

/** GET /api/groups (Discover). `featured=true` orders by member count (the popular lists, limit 6). */
export const groupListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  sport: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(SPORT_VALUES, { error: MESSAGES.group.sportUnknown }).optional()),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  ...distanceQueryFields,
}).superRefine(checkDistanceQuery);
export type GroupListQuery = z.input<typeof groupListQuerySchema>;

export const groupIdParamSchema = z.object({ id: z.string().min(1).max(64) });
/** POST /api/groups/{id}/join: a request to a private group may tell its creator something (issue 26). */
export const JOIN_MESSAGE_MAX = 300;
export const joinGroupInputSchema = z
  .object({
    message: z
      .string()
      .trim()
      .max(JOIN_MESSAGE_MAX, MESSAGES.group.joinMessageTooLong)
      .nullish()
      .transform((v) => v || null),
  })
  .nullish();
export type JoinGroupInput = z.input<typeof joinGroupInputSchema>;

export const groupMemberParamSchema = z.object({ id: z.string().min(1).max(64), userId: z.string().min(1).max(64) });

/** GET /api/groups/{id}/members: `status` filters (waiting and blocked: creator only), `q` searches names. */
export const groupMembersQuerySchema = pageQuerySchema.extend({
  status: groupMemberStatusSchema.optional(),
  /** The start of a member's first, last or full name (the co-host picker's search). */
  q: z.string().trim().max(100).optional().transform((v) => v || undefined),
});

export const createGroupPostInputSchema = z.object({
  content: visibleText(LIMITS.postMaxLength, { blank: MESSAGES.post.blank, tooLong: MESSAGES.group.postTooLong }),
});
export type CreateGroupPostInput = z.input<typeof createGroupPostInputSchema>;
/** PATCH /api/groups/{id}/posts/{postId}: the author's new text (the same rules as a new post). */
export const updateGroupPostInputSchema = createGroupPostInputSchema;
export type UpdateGroupPostInput = z.input<typeof updateGroupPostInputSchema>;
export const groupPostParamSchema = z.object({ id: z.string().min(1).max(64), postId: z.string().min(1).max(64) });

/** POST /api/groups/{id}/block. The reason is optional (spec §5). */
export const blockMemberInputSchema = z.object({
  blockedUserId: z.string().min(1).max(64),
  reason: optionalText(500),
});
export type BlockMemberInput = z.input<typeof blockMemberInputSchema>;

/** PATCH /api/groups/{id}/members/{userId}/status. */
export const memberStatusInputSchema = z.object({ status: groupMemberStatusSchema });
export type MemberStatusInput = z.input<typeof memberStatusInputSchema>;

/** PATCH /api/groups/{id}/members/{userId}/role: the creator promotes a member to admin and back. */
export const memberRoleInputSchema = z.object({ role: z.enum(['admin', 'member']) });
export type MemberRoleInput = z.input<typeof memberRoleInputSchema>;

const emailInput = z
  .string({ error: MESSAGES.group.emailRequired })
  .trim()
  .min(1, MESSAGES.group.emailRequired)
  .max(254)
  .pipe(z.email(MESSAGES.group.invalidEmail));

/** POST /api/groups/{id}/add-member. */
export const addMemberInputSchema = z.object({ email: emailInput });
export type AddMemberInput = z.input<typeof addMemberInputSchema>;

/** GET /api/users/search?email= (whole address, case-insensitive; rulings §9). */
export const userSearchQuerySchema = z.object({ email: emailInput });

// ---------------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------------

export const personNameSchema = z.object({ firstName: z.string(), lastName: z.string() });

/** A group card (Discover, lists). A private group's card is public; its content is not. */
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sportType: z.string(),
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Kilometres from the list's `near` point; null without one. */
  distanceKm: z.number().nullable(),
  isPrivate: z.boolean(),
  imageUrl: z.string().nullable(),
  memberCount: z.number().int(),
  /** Events in the next 7 days; null on a private group's card for anyone but its active members (rulings §5). */
  eventsThisWeek: z.number().int().nullable(),
  createdAt: z.string(),
  creatorId: z.string(),
  /** Same as creatorId (spec §3 names both). */
  organizerId: z.string(),
  creator: personNameSchema.nullable(),
  /** True when the caller is an active member. */
  isUserMember: z.boolean(),
  /** The caller's membership, null when none. `waiting` means asked to join a private group. */
  membershipStatus: groupMemberStatusSchema.nullable(),
  membershipRole: groupMemberRoleSchema.nullable(),
});
export type Group = z.infer<typeof groupSchema>;

/** GET /api/groups/{id}. */
export const groupDetailSchema = groupSchema.extend({
  isCreator: z.boolean(),
  isFollowing: z.boolean(),
  /** The caller is blocked (status blocked or a block record): no private content, no join. */
  isBlocked: z.boolean(),
  /** True when the caller may read posts, members and events (public group, or active member). */
  canSeeContent: z.boolean(),
  /** The group's no-show rule (issue 14): N no-shows in 90 days put a member on its events' waitlists; null: none. */
  noShowLimit: z.number().int().nullable(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupPageSchema = pageOf(groupSchema);
export type GroupPage = z.infer<typeof groupPageSchema>;
export const groupArraySchema = z.array(groupSchema);

export const memberUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** Shown only to the group creator (rulings §9); null for everyone else. */
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const groupMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: groupMemberRoleSchema,
  status: groupMemberStatusSchema,
  joinedAt: z.string(),
  user: memberUserSchema,
  /** On the creator's waiting list only (issue 14): the person's last 12 months of attendance. */
  reliability: reliabilitySchema.nullable().optional(),
  /** To the creator only, while the request waits (issue 26): what the person wrote with it. */
  joinMessage: z.string().nullable().optional(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** Counts of the manage screen; waiting, blocked and total are null for anyone but the creator. */
export const groupMemberCountsSchema = z.object({
  active: z.number().int(),
  waiting: z.number().int().nullable(),
  blocked: z.number().int().nullable(),
  total: z.number().int().nullable(),
});

export const groupMemberPageSchema = pageOf(groupMemberSchema).extend({ counts: groupMemberCountsSchema });
export type GroupMemberPage = z.infer<typeof groupMemberPageSchema>;

export const blockedRecordSchema = z.object({
  id: z.string(),
  blockedUserId: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  blockedUser: memberUserSchema,
});
export type BlockedRecord = z.infer<typeof blockedRecordSchema>;
export const blockedRecordPageSchema = pageOf(blockedRecordSchema);
export type BlockedRecordPage = z.infer<typeof blockedRecordPageSchema>;

export const groupPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** When the author last edited it; null when never. */
  editedAt: z.string().nullable(),
  authorId: z.string(),
  author: z.object({ firstName: z.string(), lastName: z.string(), profileImageUrl: z.string().nullable() }),
  /** True when the caller blocked the author (issue 34): the content is withheld (empty) and shown collapsed. */
  blockedAuthor: z.boolean().optional(),
  /**
   * Hidden by a moderator (issue 34): others get an empty `content` and `reason` null; the author keeps the text and
   * reads the reason. Null when not hidden.
   */
  hiddenByModerator: z.object({ reason: z.string().nullable() }).nullable(),
});
export type GroupPost = z.infer<typeof groupPostSchema>;
export const groupPostPageSchema = pageOf(groupPostSchema);
export type GroupPostPage = z.infer<typeof groupPostPageSchema>;

/** GET /api/groups/{id}/events: the upcoming games (soonest first, the default) or the past ones (latest first). */
export const groupEventsQuerySchema = pageQuerySchema.extend({ scope: z.enum(['upcoming', 'past']).default('upcoming') });
export type GroupEventsQuery = z.input<typeof groupEventsQuerySchema>;

/** An event of a group (GET /api/groups/{id}/events). */
export const groupEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  sportType: z.string(),
  dateTime: z.string(),
  /** The event's IANA zone: its time is shown there (issue 15). */
  timeZone: z.string(),
  location: z.string().nullable(),
  imageUrl: z.string().nullable(),
  capacity: z.number().int(),
  currentParticipants: z.number().int(),
  /** Upcoming: a series is one row (issue 26), its first coming date, with how many later dates it stands for. */
  seriesMoreDates: z.number().int().min(0),
  recurringType: z.enum(RECURRING_TYPE_VALUES).nullable(),
});
export type GroupEvent = z.infer<typeof groupEventSchema>;
export const groupEventPageSchema = pageOf(groupEventSchema);
export type GroupEventPage = z.infer<typeof groupEventPageSchema>;

/** Answer of join, status change, move to waiting, role change and add-member: the membership. */
export const membershipSchema = z.object({
  groupId: z.string(),
  userId: z.string(),
  role: groupMemberRoleSchema,
  status: groupMemberStatusSchema,
});
export type Membership = z.infer<typeof membershipSchema>;

export const followStateSchema = z.object({ following: z.boolean() });

/** DELETE /api/groups/{id}: `deletedEvents` counts the upcoming events deleted with the group. */
export const deleteGroupResultSchema = z.object({ ok: z.literal(true), deletedEvents: z.number().int() });

/** GET /api/users/search result. */
export const userSearchResultSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});
export const userSearchResultsSchema = z.array(userSearchResultSchema);
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
