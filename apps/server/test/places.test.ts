/** GET /api/places (issue 12): the offline gazetteer's prefix search, population-ranked, with the place's zone. */
// Its speed is a figure for `npm run bench` (places rows), not an assertion here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { name: string; label: string; latitude: number; longitude: number; timeZone: string | null }[];
};

describe('place search', () => {
  it('answers cities by prefix, most populous first, with coordinates and time zone', async () => {
    const items = await search('aus');
    const austin = items.find((p) => p.label === 'Austin, TX, US');
    expect(austin, JSON.stringify(items)).toBeTruthy();
    expect(austin!.latitude).toBeCloseTo(30.27, 1);
    expect(austin!.longitude).toBeCloseTo(-97.74, 1);
    expect(austin!.timeZone).toBe('America/Chicago');
    expect(items.every((p) => p.name.toLowerCase().startsWith('aus'))).toBe(true);
    expect((await search('Zürich'))[0]?.timeZone).toBe('Europe/Zurich');
    expect((await search('zurich'))[0]?.label).toBe('Zürich, CH');
  });

  it('answers nothing below 2 characters', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('a')).toEqual([]);
  });
});
