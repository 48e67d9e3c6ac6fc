/** The notification tests' reading side: a user's in-app inbox as the API answers it. */
import { expect } from 'vitest';
import type { AppNotification } from '@kickoff/shared';
import type { App } from '../../src/app';
import type { SignedInUser } from './auth';

/** The user's notifications, newest first (up to 50). */
export async function inbox(app: App, user: SignedInUser): Promise<AppNotification[]> {
  const res = await app.inject({ url: '/api/notifications?limit=50', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().items;
}
