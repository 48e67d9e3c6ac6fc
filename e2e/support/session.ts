/** Signs a user in through the real auth API and hands the token to a browser context (as the app stores it). */
import type { BrowserContext } from 'playwright-core';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import { baseURL } from './browser';

const E2E_CODE = '123456';

/**
 * A test number (+1201556XXXX) the e2e server accepts with code 123456, never handed out twice in a run: a number is
 * claimed by creating its file exclusively (atomic, should spec files ever run side by side; two at a time were
 * measured no faster on 2 cores, see decisions.md); the counter file only says where to start looking.
 */
export function uniqueE2ePhone(): string {
  const file = inject('phoneCounterFile');
  for (let next = Number(readFileSync(file, 'utf8')) + 1; next < 3000; next++) {
    try {
      closeSync(openSync(`${file}.${next}`, 'wx'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    writeFileSync(file, String(next));
    return `+1201556${String(next).padStart(4, '0')}`;
  }
  throw new Error('e2e ran out of test phone numbers: raise E2E_PHONE_COUNT');
}

export interface ApiUser {
  id: string;
  token: string;
  phoneNumber: string;
}

export async function signInViaApi(phoneNumber = uniqueE2ePhone()): Promise<ApiUser> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('/api/auth/phone-number/send-otp', { phoneNumber });
  if (!sent.ok) throw new Error(`send-otp ${sent.status}: ${await sent.text()}`);
  const verified = await post('/api/auth/phone-number/verify', { phoneNumber, code: E2E_CODE });
  if (!verified.ok) throw new Error(`verify ${verified.status}: ${await verified.text()}`);
  const body = (await verified.json()) as { token: string; user: { id: string } };
  return { id: body.user.id, token: body.token, phoneNumber };
}

/** Calls the API as the given user. */
export async function api<T = unknown>(user: ApiUser, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} ${res.status}: ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Calls a multipart route as the given user (POST /api/events takes form data only). */
export async function apiForm<T = unknown>(user: ApiUser, method: string, path: string, fields: Record<string, string>): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const res = await fetch(`${baseURL()}${path}`, { method, headers: { authorization: `Bearer ${user.token}` }, body: form });
  if (!res.ok) throw new Error(`${method} ${path} ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Makes every page of the context start signed in as the user. */
export async function useSession(context: BrowserContext, user: ApiUser) {
  await context.addInitScript((token) => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('kickoff.token', token);
  }, user.token);
}
