import { describe, expect, it } from 'vitest';
import { addLocalDays, parseEventDateTime, recurrenceStarts, toLocal } from './zoned';

describe('zoned time', () => {
  it('reads wall-clock times in a zone, and instants with offsets as given', () => {
    expect(parseEventDateTime('2030-07-04T18:00', 'America/Chicago').toISOString()).toBe('2030-07-04T23:00:00.000Z');
    expect(parseEventDateTime('2030-01-04T18:00', 'America/Chicago').toISOString()).toBe('2030-01-05T00:00:00.000Z');
    expect(parseEventDateTime('2030-07-04T18:00:00+02:00', 'America/Chicago').toISOString()).toBe('2030-07-04T16:00:00.000Z');
    expect(parseEventDateTime('2030-07-04T18:00', 'Asia/Kolkata').toISOString()).toBe('2030-07-04T12:30:00.000Z');
  });

  it('keeps the local time across DST in both hemispheres', () => {
    const sydney = parseEventDateTime('2030-03-30T09:00', 'Australia/Sydney'); // DST ends Apr 7, 2030
    const next = addLocalDays(sydney, 14, 'Australia/Sydney');
    expect(toLocal(next, 'Australia/Sydney')).toMatchObject({ day: 13, hour: 9, minute: 0 });
    expect(next.getTime() - sydney.getTime()).toBe(14 * 24 * 3600_000 + 3600_000);
    const berlin = recurrenceStarts(parseEventDateTime('2030-03-20T19:00', 'Europe/Berlin'), 'Europe/Berlin', {
      type: 'weekly',
      days: [],
      endDate: '2030-04-10',
    });
    expect(berlin.map((d) => toLocal(d, 'Europe/Berlin').hour)).toEqual([19, 19, 19, 19]);
    expect(berlin.map((d) => d.getUTCHours())).toEqual([18, 18, 17, 17]);
  });
});
