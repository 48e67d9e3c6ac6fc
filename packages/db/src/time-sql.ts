/** Timestamps as SQL text, so answers and cursors carry exactly what the database holds. */
import { sql, type AnyColumn } from 'drizzle-orm';

/** A timestamp as JavaScript prints it (UTC, milliseconds): `toISOString()` without a Date round trip. */
export const isoUtc = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The full-precision (microseconds) timestamp of a keyset cursor, so paging never skips rows of the same millisecond. */
export const cursorKey = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
