import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'place')).toBe('1 place');
    expect([0, 2, 1000].map((n) => countOf(n, 'place'))).toEqual(['0 places', '2 places', '1,000 places']);
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
