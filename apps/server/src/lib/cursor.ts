/** Opaque keyset cursors: base64url JSON of the last row's sort key. A cursor that does not decode is a 400. */
import { MESSAGES } from '@kickoff/shared';
import { badRequest } from './errors';

export function encodeCursor(key: (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function invalid(): never {
  throw badRequest(MESSAGES.common.invalidInput, { cursor: 'Invalid cursor' });
}

function decode(cursor: string, length = 2): unknown[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === length) return value;
  } catch {
    // fall through
  }
  return invalid();
}

/** A (timestamp, id) cursor. */
export function decodeTimeCursor(cursor: string | undefined): { at: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = decode(cursor);
  if (typeof at !== 'string' || !ISO.test(at) || typeof id !== 'string' || id.length > 64) invalid();
  return { at, id };
}

/** A (number, id) cursor. */
export function decodeCountCursor(cursor: string | undefined): { n: number; id: string } | undefined {
  if (!cursor) return undefined;
  const [n, id] = decode(cursor);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 2 ** 31 || typeof id !== 'string' || id.length > 64) {
    invalid();
  }
  return { n, id };
}

/**
 * A (nearness, id) cursor of a list sorted by distance: `nearness` is the straight-line metres the query orders by
 * (places/repository-distance.ts), kept exactly so that events at one venue page without gaps or repeats.
 */
export function decodeDistanceCursor(cursor: string | undefined): { nearness: number; id: string } | undefined {
  if (!cursor) return undefined;
  const [nearness, id] = decode(cursor);
  if (typeof nearness !== 'number' || !Number.isFinite(nearness) || nearness < 0 || typeof id !== 'string' || id.length > 64) invalid();
  return { nearness, id };
}

/** The cursor after a row of a list sorted by distance. */
export const encodeDistanceCursor = (row: { nearness: number; id: string }) => encodeCursor([row.nearness, row.id]);

/**
 * A (nearness, timestamp, id) cursor of events sorted by distance: events at one place (a series, a venue) soonest
 * first (issue 26).
 */
export function decodeNearTimeCursor(cursor: string | undefined): { nearness: number; at: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [nearness, at, id] = decode(cursor, 3);
  if (typeof nearness !== 'number' || !Number.isFinite(nearness) || nearness < 0) invalid();
  if (typeof at !== 'string' || !ISO.test(at) || typeof id !== 'string' || id.length > 64) invalid();
  return { nearness, at, id };
}

/** The cursor after an event of a list sorted by distance. */
export const encodeNearTimeCursor = (row: { nearness: number; dateTime: Date; id: string }) =>
  encodeCursor([row.nearness, row.dateTime.toISOString(), row.id]);

/** Splits a `limit + 1` fetch into a page and the cursor of its last row. */
export function pageFrom<T>(rows: T[], limit: number, keyOf: (row: T) => (string | number)[]) {
  const items = rows.slice(0, limit);
  const nextCursor = rows.length > limit && items.length ? encodeCursor(keyOf(items[items.length - 1]!)) : null;
  return { items, nextCursor };
}
