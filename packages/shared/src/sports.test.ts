import { describe, expect, it } from 'vitest';
import { sportEmoji, sportLabel, SPORTS } from './sports';

describe('sports', () => {
  it('lists the spec sports with emojis', () => {
    expect(SPORTS.map((s) => s.label)).toContain('Pickleball');
    expect(sportEmoji('SOCCER')).toBe('⚽');
  });
  it('falls back to the running figure', () => {
    expect(sportEmoji('curling')).toBe('🏃');
    expect(sportLabel('curling')).toBe('Curling');
  });
});
