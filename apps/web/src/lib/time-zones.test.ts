import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneList, wallClockIn } from './time-zones';

describe('time zones', () => {
  it('gives the wall-clock time of an instant in a zone, whatever the device zone', () => {
    expect(wallClockIn('2026-11-23T00:00:00.000Z', 'America/Chicago')).toBe('2026-11-22T18:00');
    expect(wallClockIn('2026-07-01T16:30:00.000Z', 'Europe/Berlin')).toBe('2026-07-01T18:30');
    expect(wallClockIn('2026-07-01T00:05:00.000Z', 'UTC')).toBe('2026-07-01T00:05');
    expect(wallClockIn('not a date', 'UTC')).toBe('');
    expect(wallClockIn('2026-07-01T00:05:00.000Z', 'Not/AZone')).toBe('');
  });

  it('lists zones with an unknown current one first', () => {
    const zones = timeZoneList('Mars/Olympus');
    expect(zones[0]).toBe('Mars/Olympus');
    expect(zones).toContain('America/Chicago');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });
});
