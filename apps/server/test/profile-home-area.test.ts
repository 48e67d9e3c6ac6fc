/** The profile's home area (issue 12): coordinates with the location text, the distance unit, bad input refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { person, type Person } from './helpers/events';

let t: TestApp;
let user: Person;

beforeAll(async () => {
  t = await createTestApp();
  user = await person(t.app, 'Hana');
});
afterAll(async () => {
  await t?.close();
});

const put = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: user.headers, payload: { firstName: 'Hana', lastName: 'Tester', email: user.email, ...payload } });

describe('home area', () => {
  it('stores the coordinates and unit with the location, and clears them with it', async () => {
    const saved = await put({ location: 'Austin, TX', latitude: 30.2672, longitude: -97.7431, distanceUnit: 'mi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ location: 'Austin, TX', latitude: 30.2672, longitude: -97.7431, distanceUnit: 'mi' });
    const cleared = await put({ location: '' });
    expect(cleared.json()).toMatchObject({ location: null, latitude: null, longitude: null, distanceUnit: 'mi' });
  });

  it('refuses coordinates without a place, half a point, or an unknown unit', async () => {
    for (const [payload, field] of [
      [{ latitude: 30, longitude: -97 }, 'location'],
      [{ location: 'Austin', latitude: 30 }, 'longitude'],
      [{ location: 'Austin', latitude: 30, longitude: 200 }, 'longitude'],
      [{ distanceUnit: 'furlong' }, 'distanceUnit'],
    ] as const) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
  });
});
