import { describe, expect, it } from 'vitest';
import { formatCommentTime, formatDuration, formatEventDate, formatEventDay, formatEventTimeRange, formatPrice, toDateTimeLocal } from './format';
import { parseGuests } from './join-dialog';

describe('event formatting', () => {
  it('formats dates in US English in the viewer zone, or Date TBD', () => {
    const d = new Date(2026, 10, 22, 18, 0);
    expect(formatEventDate(d.toISOString())).toBe('Sun, Nov 22, 2026 · 6:00 PM');
    expect(formatEventDate(null)).toBe('Date TBD');
    expect(formatEventDate('not a date')).toBe('Date TBD');
    expect(toDateTimeLocal(d.toISOString())).toBe('2026-11-22T18:00');
    expect(formatEventDay(d)).toBe('Sunday, November 22, 2026');
    expect(formatEventTimeRange(d, 90)).toBe('6:00 PM - 7:30 PM');
    expect(formatEventDate(new Date(2026, 0, 5, 0, 5))).toBe('Mon, Jan 5, 2026 · 12:05 AM');
    expect(formatEventDate(new Date(2026, 6, 4, 12, 30))).toBe('Sat, Jul 4, 2026 · 12:30 PM');
    expect(formatCommentTime(new Date(2025, 2, 9, 8, 0))).toBe('Mar 9, 2025');
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
