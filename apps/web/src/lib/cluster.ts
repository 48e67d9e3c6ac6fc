/**
 * Marker clustering on screen: points closer than `radiusPx` to a cluster's first point join it (a grid of cells
 * the radius wide finds the candidates, so it stays linear). Run again on every zoom with the points projected to
 * pixels at that zoom; no plugin, a few lines we can test.
 */
export interface ScreenPoint<T> {
  item: T;
  x: number;
  y: number;
}

export interface Cluster<T> {
  items: T[];
  /** Mean position of the members, in the same pixels. */
  x: number;
  y: number;
}

export function clusterPoints<T>(points: ScreenPoint<T>[], radiusPx = 48): Cluster<T>[] {
  const clusters: (Cluster<T> & { ax: number; ay: number })[] = [];
  const grid = new Map<string, number[]>();
  const cellOf = (x: number, y: number) => [Math.floor(x / radiusPx), Math.floor(y / radiusPx)] as const;
  for (const p of points) {
    const [cx, cy] = cellOf(p.x, p.y);
    let joined = -1;
    let best = radiusPx * radiusPx;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const i of grid.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const c = clusters[i]!;
          const d = (c.ax - p.x) ** 2 + (c.ay - p.y) ** 2;
          if (d <= best) {
            best = d;
            joined = i;
          }
        }
      }
    }
    if (joined >= 0) {
      const c = clusters[joined]!;
      c.items.push(p.item);
      c.x += (p.x - c.x) / c.items.length;
      c.y += (p.y - c.y) / c.items.length;
      continue;
    }
    // A cluster is anchored at its first point, so members stay within the radius of one spot.
    clusters.push({ items: [p.item], x: p.x, y: p.y, ax: p.x, ay: p.y });
    const key = `${cx}:${cy}`;
    grid.set(key, [...(grid.get(key) ?? []), clusters.length - 1]);
  }
  return clusters.map(({ items, x, y }) => ({ items, x, y }));
}
