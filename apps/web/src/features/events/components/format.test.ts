import { describe, expect, it } from 'vitest';
import { formatDuration, formatEventDate, formatPrice, toDateTimeLocal } from './format';
import { parseGuests } from './join-dialog';

describe('event formatting', () => {
  it('formats dates in US English in the viewer zone, or Date TBD', () => {
    const d = new Date(2026, 10, 22, 18, 0);
    expect(formatEventDate(d.toISOString())).toBe('Sun, Nov 22, 2026 · 6:00 PM');
    expect(formatEventDate(null)).toBe('Date TBD');
    expect(formatEventDate('not a date')).toBe('Date TBD');
    expect(toDateTimeLocal(d.toISOString())).toBe('2026-11-22T18:00');
  });

  it('shows Free for 0 and dollars otherwise', () => {
    expect(formatPrice('0.00')).toBe('Free');
    expect(formatPrice('12.5')).toBe('$12.50');
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
