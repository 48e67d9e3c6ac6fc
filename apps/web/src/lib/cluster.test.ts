import { describe, expect, it } from 'vitest';
import { clusterPoints } from './cluster';

const at = (id: string, x: number, y: number) => ({ item: id, x, y });

describe('clusterPoints', () => {
  it('keeps distant points apart and groups close ones', () => {
    const clusters = clusterPoints([at('a', 0, 0), at('b', 10, 10), at('c', 300, 300), at('d', 305, 290), at('e', 600, 0)], 48);
    expect(clusters.map((c) => c.items)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(clusters[0]).toMatchObject({ x: 5, y: 5 });
  });

  it('groups points on either side of a grid line', () => {
    expect(clusterPoints([at('a', 47, 0), at('b', 49, 0)], 48)).toHaveLength(1);
  });

  it('does not chain: a cluster is held to the radius around its first point', () => {
    const line = Array.from({ length: 10 }, (_, i) => at(String(i), i * 30, 0));
    const clusters = clusterPoints(line, 48);
    for (const c of clusters) {
      const xs = c.items.map((id) => Number(id) * 30);
      expect(Math.max(...xs) - Math.min(...xs)).toBeLessThanOrEqual(48);
    }
    expect(clusters.flatMap((c) => c.items).sort()).toEqual(line.map((p) => p.item).sort());
  });

  it('keeps many points at one spot (one venue) in one cluster', () => {
    const same = Array.from({ length: 50 }, (_, i) => at(String(i), 100, 100));
    expect(clusterPoints(same)).toEqual([{ items: same.map((p) => p.item), x: 100, y: 100 }]);
  });

  it('handles no points', () => {
    expect(clusterPoints([])).toEqual([]);
  });
});
