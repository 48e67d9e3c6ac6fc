/** Cursor paging helper: the lists of a group answer { items, nextCursor } (rulings §4). */
import { apiJson } from '@/lib/api';
import type { Page } from '../types';

export function pageUrl(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export function fetchPage<T extends Page<unknown>>(path: string, params: Record<string, string | number | undefined>): Promise<T> {
  return apiJson<T>('GET', pageUrl(path, params));
}

export const groupPath = (id: string, ...rest: string[]) =>
  ['/api/groups', encodeURIComponent(id), ...rest.map(encodeURIComponent)].join('/');
