/**
 * Email addresses a user has given but not yet proven (issue 21, point 2). `users.email` holds only proven addresses
 * (or the placeholder of a phone sign-up), so it stays unique and Better Auth's lookups by email never meet a mere
 * claim; a claim is unique per user only, so claiming someone else's address never blocks its owner.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';

export const emailClaims = pgTable(
  'email_claims',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower case, as users.email. */
    email: text().notNull(),
    /** sha256 of the 6-digit code last sent; null while no code was sent (mail off, or a claim moved by a migration). */
    codeHash: text(),
    /** Wrong codes entered against the current code. */
    attempts: integer().notNull().default(0),
    codeExpiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  // Proving an address clears the other accounts' claims of it.
  (t) => [index('email_claims_email_idx').on(t.email)],
);
