import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps with time zone, set by the database. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
