import { describe, expect, it } from 'vitest';
import { formatCommentTime, formatDuration, formatEventDate, formatEventDay, formatEventTimeRange, formatPrice, toDateInput } from './format';
import { parseGuests } from './join-dialog';

describe('event formatting', () => {
  it("formats dates in US English in the event's zone, naming it when the viewer (this process: Chicago) is elsewhere", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Chicago');
    const chicago = '2026-11-23T00:00:00.000Z'; // Sun Nov 22, 6:00 PM CST
    expect(formatEventDate(chicago, 'America/Chicago')).toBe('Sun, Nov 22, 2026 · 6:00 PM');
    expect(formatEventDate(chicago, 'Europe/Berlin')).toBe('Mon, Nov 23, 2026 · 1:00 AM GMT+1');
    expect(formatEventDate(null, 'America/Chicago')).toBe('Date TBD');
    expect(formatEventDate('not a date', 'America/Chicago')).toBe('Date TBD');
    expect(formatEventDay(chicago, 'America/Chicago')).toBe('Sunday, November 22, 2026');
    expect(formatEventDay(chicago, 'Asia/Tokyo')).toBe('Monday, November 23, 2026');
    expect(formatEventTimeRange(chicago, 90, 'America/Chicago')).toBe('6:00 PM - 7:30 PM');
    expect(formatEventTimeRange(chicago, 90, 'America/New_York')).toBe('7:00 PM - 8:30 PM EST');
    expect(formatEventDate('2026-01-05T06:05:00Z', 'America/Chicago')).toBe('Mon, Jan 5, 2026 · 12:05 AM');
    expect(formatEventDate('2026-07-04T17:30:00Z', 'America/Chicago')).toBe('Sat, Jul 4, 2026 · 12:30 PM');
    expect(formatCommentTime(new Date(2025, 2, 9, 8, 0))).toBe('Mar 9, 2025');
  });

  it('keeps a calendar date as it is for a date input', () => {
    expect(toDateInput('2026-12-01')).toBe('2026-12-01');
    expect(toDateInput(new Date(2026, 11, 1, 23, 30))).toBe('2026-12-01');
  });

  it('shows Free for 0 and dollars otherwise', () => {
    expect(formatPrice('0.00')).toBe('Free');
    expect(formatPrice('12.5')).toBe('$12.50');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice('1000000')).toBe('$1,000,000.00');
    expect(formatPrice('abc')).toBe('Free');
  });

  it('formats durations', () => {
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(90)).toBe('1 hour 30 min');
    expect(formatDuration(30)).toBe('30 min');
  });

  it('turns negative or invalid guests into 0 and caps at 10', () => {
    expect(parseGuests('-3')).toBe(0);
    expect(parseGuests('abc')).toBe(0);
    expect(parseGuests('2')).toBe(2);
    expect(parseGuests('25')).toBe(10);
  });
});
