/** Identity tables, shaped for Better Auth (user, session, account, verification) plus Kickoff's profile fields. */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISTANCE_UNITS, ROLES } from '@kickoff/shared';
import { createdAt, updatedAt } from './columns';
import { placeChecks, placeColumns } from './places';

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull().default(''),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    phoneNumber: text(),
    phoneNumberVerified: boolean().notNull().default(false),
    firstName: text().notNull().default('User'),
    lastName: text().notNull().default(''),
    location: text(),
    /** The home area: Discover's "Near me" falls back to it. */
    ...placeColumns(),
    timezone: text(),
    /** Distances shown in miles or kilometres; null follows the locale (miles for US). */
    distanceUnit: text({ enum: DISTANCE_UNITS }),
    /** The language Kickoff speaks to this person (issue 30): 'en' or 'es'; null follows the browser's languages. */
    language: text(),
    rolePreference: text({ enum: ROLES }).notNull().default('member'),
    reminderHours: integer().notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_number_uq').on(t.phoneNumber),
    ...placeChecks('users', t),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    token: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_uq').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Fixed-window counters for rate limits (SMS sends per number and per IP, ...), shared by every server process.
 * A window starts with its first hit; a hit after the window has passed starts a new one.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    count: integer().notNull().default(0),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);
