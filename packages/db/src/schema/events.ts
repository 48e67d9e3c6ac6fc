/**
 * Events: the event, its participants (a party of 1 + guests per user), co-hosts, threaded comments, and the
 * per-user secret calendar feed tokens. Changes of places run under a row lock on the event (see
 * apps/server/src/modules/events/repository-participants.ts); `events.places_taken` and `events.waitlist_count` are
 * kept by statement triggers on `event_participants` (migration 0005_events_places_counter), so every write, cascades
 * included, updates them in its own transaction.
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE_VALUES, EVENT_TYPE_VALUES, PARTICIPANT_STATUSES, PLAYER_LEVEL_VALUES, RECURRING_TYPE_VALUES, SKILL_LEVEL_VALUES } from '@kickoff/shared';
import { createdAt, updatedAt } from './columns';
import { users } from './auth';
import { groups } from './groups';
import { venues } from './venues';
import { placeCell, placeChecks, placeColumns, placeIndex } from './places';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const newId = () => crypto.randomUUID();

/** A team's player: a participant (`guest` 0) or the n-th guest they brought. */
export interface EventTeams {
  published: boolean;
  publishedAt: string | null;
  seed: number;
  teams: { name: string; colour: string; players: { participantId: string; guest: number }[] }[];
}


export const events = pgTable(
  'events',
  {
    id: text().primaryKey().$defaultFn(newId),
    title: text().notNull(),
    description: text(),
    imageUrl: text(),
    sportType: text().notNull(),
    eventType: text({ enum: EVENT_TYPE_VALUES }).notNull().default('game'),
    dateTime: timestamp({ withTimezone: true }).notNull(),
    /** IANA zone the organizer planned in; recurrence and calendar files keep local times in it. */
    timeZone: text().notNull().default('UTC'),
    duration: integer().notNull().default(120),
    location: text().notNull(),
    ...placeColumns(),
    /** The venue the game is at (issue 28); its place and pin are copied into `location`/coordinates when chosen. */
    venueId: text().references(() => venues.id, { onDelete: 'set null' }),
    /** The grid cell of the place (schema/places.ts), kept by the database: near me soonest first walks it (issue 35). */
    cell: placeCell(),
    capacity: integer().notNull().default(20),
    skillLevel: text({ enum: SKILL_LEVEL_VALUES }).notNull().default('any'),
    price: numeric({ precision: 10, scale: 2 }).notNull().default('0.00'),
    currency: text().notNull().default('USD'),
    equipmentRequired: text(),
    allowWaitlist: boolean().notNull().default(true),
    sendReminders: boolean().notNull().default(true),
    postToGroups: boolean().notNull().default(false),
    waiver: text(),
    gameRules: text(),
    /** Payments (issue 29): leaving at least this many hours before the start refunds an online payment. */
    refundCutoffHours: integer().notNull().default(24),
    groupId: text()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    organizerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRecurring: boolean().notNull().default(false),
    recurringType: text({ enum: RECURRING_TYPE_VALUES }),
    recurringDays: text().array().notNull().default(sql`'{}'::text[]`),
    recurringEndDate: date({ mode: 'string' }),
    recurringSeriesId: text(),
    /**
     * Places of registered parties (each 1 + guests, hosts included) and the number of waitlisted parties. Maintained by
     * the database (triggers on event_participants), never written by the application.
     */
    placesTaken: integer().notNull().default(0),
    waitlistCount: integer().notNull().default(0),
    /** Set when a host cancels (issue 14): the event stays visible as Cancelled, joins are refused, reminders stop. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    /** Balanced teams (issue 14): the hosts' draft or published split; kept with this event, copied into nothing. */
    teams: jsonb().$type<EventTeams>(),
    /** Free-text search of Discover (title, sport, location, description), served by a GIN index. */
    searchVector: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(sport_type, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_title_not_blank_ck', sql`btrim(${t.title}) <> ''`),
    check('events_location_not_blank_ck', sql`btrim(${t.location}) <> ''`),
    check('events_sport_type_lowercase_ck', sql`${t.sportType} = lower(${t.sportType}) and ${t.sportType} <> ''`),
    check('events_event_type_ck', sql`${t.eventType} in ('game', 'event')`),
    check('events_skill_level_ck', sql`${t.skillLevel} in ('beginner', 'intermediate', 'advanced', 'any')`),
    check('events_recurring_type_ck', sql`${t.recurringType} is null or ${t.recurringType} in ('weekly', 'monthly')`),
    check('events_duration_ck', sql`${t.duration} >= 30 and ${t.duration} % 30 = 0`),
    check('events_capacity_ck', sql`${t.capacity} >= 2`),
    check('events_price_ck', sql`${t.price} >= 0`),
    check('events_refund_cutoff_hours_ck', sql`${t.refundCutoffHours} between 0 and 336`),
    check('events_cancel_reason_ck', sql`(${t.cancelledAt} is null) = (${t.cancelReason} is null)`),
    check('events_counters_ck', sql`${t.placesTaken} >= 0 and ${t.waitlistCount} >= 0`),
    ...placeChecks('events', t),
    // Near me (issue 12): closest first straight from the index, past events dropped inside it; with a sport, the
    // sport-led one (at 1M events: ~30 index entries read for a page, against 36,000 rows sorted before).
    placeIndex('events_earth_date_idx', t, { trailing: t.dateTime }),
    placeIndex('events_sport_earth_date_idx', t, { leading: t.sportType, trailing: t.dateTime }),
    // Near me soonest first (issue 35): per covering cell, the first page in date order, alone or by sport.
    index('events_cell_date_time_idx').on(t.cell, t.dateTime, t.id),
    index('events_sport_cell_date_time_idx').on(t.sportType, t.cell, t.dateTime, t.id),
    // Discover: upcoming soonest first, alone or by sport, skill level or group; the organizer's list; series.
    index('events_date_time_idx').on(t.dateTime, t.id),
    index('events_sport_date_time_idx').on(t.sportType, t.dateTime, t.id),
    index('events_skill_date_time_idx').on(t.skillLevel, t.dateTime, t.id),
    // Discover with a sport and a level: a rare pair must not scan the sport's whole future (1 s at 1M events).
    index('events_sport_skill_date_time_idx').on(t.sportType, t.skillLevel, t.dateTime, t.id),
    index('events_group_date_time_idx').on(t.groupId, t.dateTime, t.id),
    // A venue's page and Near me's venue filter (issue 28): its games soonest first.
    index('events_venue_date_time_idx').on(t.venueId, t.dateTime, t.id),
    index('events_organizer_date_time_idx').on(t.organizerId, t.dateTime, t.id),
    index('events_series_date_time_idx').on(t.recurringSeriesId, t.dateTime),
    index('events_search_idx').using('gin', t.searchVector),
    // Featured (the coming week's most joined): read in this order, the date range checked inside the index, so the
    // first 6 of the week come after a few index entries whatever the table's size.
    index('events_featured_idx').on(t.placesTaken.desc().nullsFirst(), t.dateTime, t.id),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    id: text().primaryKey().$defaultFn(newId),
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: PARTICIPANT_STATUSES }).notNull().default('registered'),
    guestCount: integer().notNull().default(0),
    /** The party's size: the user plus their guests. */
    places: integer().generatedAlwaysAs(sql`1 + guest_count`),
    joinedAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** Position in the waitlist: set (wall clock, taken under the event lock) whenever the party is waitlisted. */
    queuedAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** Game day (issue 14): the party came or did not, marked by a host or by checking in; null until marked. */
    attendance: text({ enum: ATTENDANCE_VALUES }),
    attendanceMarkedAt: timestamp({ withTimezone: true }),
    /** When the member checked themselves in (then `attendance` is 'attended' unless a host changed it). */
    checkedInAt: timestamp({ withTimezone: true }),
    /**
     * The group's no-show limit that put this party on the waitlist when it joined (issue 14); null otherwise. Such a
     * party is skipped by automatic promotion; a host's Activate clears it.
     */
    heldNoShowLimit: integer(),
  },
  (t) => [
    uniqueIndex('event_participants_event_user_uq').on(t.eventId, t.userId),
    check('event_participants_attendance_ck', sql`${t.attendance} is null or ${t.attendance} in ('attended', 'no_show')`),
    check('event_participants_status_ck', sql`${t.status} in ('registered', 'waitlisted')`),
    check('event_participants_guest_count_ck', sql`${t.guestCount} between 0 and 10`),
    // Places taken, participant tabs and the waitlist queue of an event.
    index('event_participants_event_status_queue_idx').on(t.eventId, t.status, t.queuedAt, t.id),
    // A user's joined events.
    index('event_participants_user_idx').on(t.userId, t.eventId),
    // A member's no-shows (the group's no-show rule, counted before a join's locked statement): only marked rows.
    index('event_participants_no_show_idx').on(t.userId, t.eventId).where(sql`${t.attendance} = 'no_show'`),
  ],
);

export const eventCoHosts = pgTable(
  'event_cohosts',
  {
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'event_cohosts_pk', columns: [t.eventId, t.userId] }), index('event_cohosts_user_idx').on(t.userId)],
);

export const eventComments = pgTable(
  'event_comments',
  {
    id: text().primaryKey().$defaultFn(newId),
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Top-level comment this replies to (one level only); deleting it deletes the replies. */
    parentCommentId: text().references((): AnyPgColumn => eventComments.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdAt: createdAt(),
    /** Hidden by a moderator (issue 34): others see a placeholder, the author the reason. Both or neither. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
  },
  (t) => [
    check('event_comments_content_ck', sql`btrim(${t.content}) <> '' and char_length(${t.content}) <= 2000`),
    check('event_comments_hidden_ck', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    index('event_comments_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('event_comments_parent_idx').on(t.parentCommentId),
    index('event_comments_author_idx').on(t.authorId),
  ],
);

/** The secret of a user's personal calendar feed URL; replacing the row revokes the old URL. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feed_tokens_token_uq').on(t.token)],
);

export const eventsRelations = relations(events, ({ one, many }) => ({
  group: one(groups, { fields: [events.groupId], references: [groups.id] }),
  organizer: one(users, { fields: [events.organizerId], references: [users.id] }),
  participants: many(eventParticipants),
  coHosts: many(eventCoHosts),
  comments: many(eventComments),
}));

export const eventParticipantsRelations = relations(eventParticipants, ({ one }) => ({
  event: one(events, { fields: [eventParticipants.eventId], references: [events.id] }),
  user: one(users, { fields: [eventParticipants.userId], references: [users.id] }),
}));

export const eventCoHostsRelations = relations(eventCoHosts, ({ one }) => ({
  event: one(events, { fields: [eventCoHosts.eventId], references: [events.id] }),
  user: one(users, { fields: [eventCoHosts.userId], references: [users.id] }),
}));

export const eventCommentsRelations = relations(eventComments, ({ one }) => ({
  event: one(events, { fields: [eventComments.eventId], references: [events.id] }),
  author: one(users, { fields: [eventComments.authorId], references: [users.id] }),
  parent: one(eventComments, { fields: [eventComments.parentCommentId], references: [eventComments.id] }),
}));

/** A player's own level per sport (issue 14): optional, shown to hosts, used to balance teams. */
export const userSportSkills = pgTable(
  'user_sport_skills',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportType: text().notNull(),
    level: text({ enum: PLAYER_LEVEL_VALUES }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'user_sport_skills_pk', columns: [t.userId, t.sportType] }),
    check('user_sport_skills_level_ck', sql`${t.level} in ('beginner', 'intermediate', 'advanced', 'expert')`),
  ],
);
