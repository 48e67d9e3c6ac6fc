import { describe, expect, it } from 'vitest';
import { formatEventDateTime, formatEventTimeRangeIn, isKnownTimeZone, zoneDiffers } from './event-time';
import {
  dstGapMessage,
  instantToOffsetDateTime,
  parseLocalDateTime,
  resolveWallClock,
  toWallClockInput,
  wallClockToOffsetDateTime,
} from './event-time-input';

const local = (v: string) => parseLocalDateTime(v)!;

describe('event-local time', () => {
  it('formats an instant in the event zone, naming the zone only for a viewer elsewhere', () => {
    const austin = '2026-11-25T00:30:00.000Z'; // Tue Nov 24, 6:30 PM in Chicago (CST)
    expect(formatEventDateTime(austin, 'America/Chicago', { viewerZone: 'America/Chicago' })).toBe('Tue, Nov 24, 2026 · 6:30 PM');
    expect(formatEventDateTime(austin, 'America/Chicago', { viewerZone: 'UTC' })).toBe('Tue, Nov 24, 2026 · 6:30 PM CST');
    expect(formatEventDateTime(austin, 'America/Chicago', { viewerZone: 'Pacific/Auckland', long: true })).toBe('Tuesday, November 24, 2026 · 6:30 PM CST');
    // Unknown viewer (push, email): always named. Same offset and name (Winnipeg): not named.
    expect(formatEventDateTime(austin, 'America/Chicago')).toBe('Tue, Nov 24, 2026 · 6:30 PM CST');
    expect(zoneDiffers(new Date(austin), 'America/Chicago', 'America/Winnipeg')).toBe(false);
    expect(formatEventDateTime(null, 'America/Chicago')).toBe('Date TBD');
    expect(formatEventDateTime('2026-07-04T16:00:00Z', 'Europe/Paris', { viewerZone: 'UTC' })).toBe('Sat, Jul 4, 2026 · 6:00 PM GMT+2');
  });

  it('names both ends of a time range when the clocks change during the event', () => {
    // Chicago falls back on Sun Nov 1, 2026 at 2:00 AM CDT -> 1:00 AM CST.
    const start = resolveWallClock(local('2026-11-01T00:30'), 'America/Chicago').instant;
    expect(formatEventTimeRangeIn(start, 120, 'America/Chicago', 'America/Chicago')).toBe('12:30 AM CDT - 1:30 AM CST');
    expect(formatEventTimeRangeIn('2026-11-25T00:30:00Z', 90, 'America/Chicago', 'America/Chicago')).toBe('6:30 PM - 8:00 PM');
    expect(formatEventTimeRangeIn('2026-11-25T00:30:00Z', 90, 'America/Chicago', 'Europe/London')).toBe('6:30 PM - 8:00 PM CST');
  });

  it('resolves wall-clock times: exact, spring-forward gap (moved forward), fall-back overlap (earlier)', () => {
    expect(resolveWallClock(local('2026-07-04T18:00'), 'America/Chicago')).toEqual({ instant: new Date('2026-07-04T23:00:00Z'), kind: 'exact' });
    expect(resolveWallClock(local('2026-03-08T02:30'), 'America/Chicago')).toEqual({ instant: new Date('2026-03-08T08:30:00Z'), kind: 'gap' });
    expect(resolveWallClock(local('2026-11-01T01:30'), 'America/Chicago')).toEqual({ instant: new Date('2026-11-01T06:30:00Z'), kind: 'overlap' });
    // Southern hemisphere: Auckland springs forward on Sep 27, 2026 (2:00 -> 3:00) and falls back on Apr 5, 2026 (3:00 -> 2:00).
    expect(resolveWallClock(local('2026-09-27T02:15'), 'Pacific/Auckland').kind).toBe('gap');
    expect(resolveWallClock(local('2026-04-05T02:30'), 'Pacific/Auckland')).toEqual({ instant: new Date('2026-04-04T13:30:00Z'), kind: 'overlap' });
    // A half-hour zone and one without DST.
    expect(resolveWallClock(local('2026-03-08T02:30'), 'Asia/Kolkata')).toEqual({ instant: new Date('2026-03-07T21:00:00Z'), kind: 'exact' });
  });

  it('writes the unambiguous offset form, refusing a skipped time', () => {
    expect(wallClockToOffsetDateTime('2026-11-24T18:30', 'America/Chicago')).toBe('2026-11-24T18:30:00-06:00');
    expect(wallClockToOffsetDateTime('2026-11-01T01:30', 'America/Chicago')).toBe('2026-11-01T01:30:00-05:00');
    expect(wallClockToOffsetDateTime('2026-03-08T02:30', 'America/Chicago')).toBeNull();
    expect(wallClockToOffsetDateTime('not a date', 'America/Chicago')).toBeNull();
    expect(instantToOffsetDateTime(new Date('2026-03-07T21:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-08T02:30:00+05:30');
    expect(toWallClockInput('2026-11-25T00:30:00Z', 'America/Chicago')).toBe('2026-11-24T18:30');
    expect(dstGapMessage(local('2026-03-08T02:30'), 'America/Chicago')).toBe(
      '2:30 AM does not exist on Sun, Mar 8, 2026 in America/Chicago: the clocks go forward that night. Choose a later time.',
    );
  });

  it('knows valid zones', () => {
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
