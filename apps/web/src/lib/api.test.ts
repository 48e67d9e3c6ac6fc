import { describe, expect, it } from 'vitest';
import { urlFromQueryKey } from './api';

describe('urlFromQueryKey', () => {
  it('uses the first segment as the path', () => {
    expect(urlFromQueryKey(['/api/events'])).toBe('/api/events');
  });
  it('appends further segments as path parts', () => {
    expect(urlFromQueryKey(['/api/groups', 'abc', 'posts'])).toBe('/api/groups/abc/posts');
  });
  it('turns an object segment into query parameters, dropping empty values', () => {
    expect(urlFromQueryKey(['/api/events', { sport: 'soccer', q: '', featured: true, limit: 6 }])).toBe(
      '/api/events?sport=soccer&featured=true&limit=6',
    );
  });
});
