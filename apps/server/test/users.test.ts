/** Users API (spec §7): profile read/update with photo, sign-up record, role; sessions end at once. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn, type SignedInUser } from './helpers/auth';

const M = MESSAGES.profile;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser would send it. */
function multipart(parts: FormPart[]) {
  const boundary = `----kickoff${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function putProfile(user: SignedInUser, fields: Record<string, string>, file?: { data: Buffer; filename: string; type: string }) {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'profileImage', value: file.data, filename: file.filename, type: file.type });
  const body = multipart(parts);
  return t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: body.payload, headers: { ...body.headers, ...user.headers } });
}

const getProfile = (user: SignedInUser) => t.app.inject({ url: '/api/user/profile', headers: user.headers });
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const jpeg = (w = 400, h = 300) => sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } }).jpeg().toBuffer();

describe('GET /api/user/profile', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject('/api/user/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.common.userNotAuthenticated);
  });

  it('answers a new phone user with defaults and no email', async () => {
    const user = await signIn(t.app);
    const res = await getProfile(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      firstName: 'User',
      lastName: '',
      email: null,
      pendingEmail: null,
      canVerifyEmail: false,
      phoneNumber: user.phoneNumber,
      location: null,
      latitude: null,
      longitude: null,
      distanceUnit: null,
      timezone: null,
      profileImageUrl: null,
      rolePreference: 'member',
      isModerator: false,
      language: null,
    });
  });
});

describe('PUT /api/user/profile', () => {
  it('validates with the spec texts and answers the fields', async () => {
    const user = await signIn(t.app);
    const res = await putProfile(user, { firstName: ' ', lastName: '', email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: M.firstNameRequired,
      fields: { firstName: M.firstNameRequired, lastName: M.lastNameRequired, email: M.invalidEmail },
    });
    const missing = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: user.headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ firstName: M.firstNameRequired, lastName: M.lastNameRequired, email: M.emailRequired });
  });

  it('saves names, email, location, timezone and a photo (multipart), and reads them back', async () => {
    const user = await signIn(t.app);
    const email = uniqueEmail('ana');
    const res = await putProfile(
      user,
      { firstName: ' Ana ', lastName: 'Silva', email, location: 'Austin, TX', timezone: 'America/Chicago' },
      { data: await jpeg(), filename: 'me.jpg', type: 'image/jpeg' },
    );
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    // A new address waits for its code (email-verification.test.ts): it is pending, not the verified one.
    expect(profile).toMatchObject({ firstName: 'Ana', lastName: 'Silva', email: null, pendingEmail: email, location: 'Austin, TX', timezone: 'America/Chicago' });
    expect(profile.profileImageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect((await getProfile(user)).json()).toEqual(profile);
    const image = await t.app.inject(profile.profileImageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // Better Auth's session answer shows the new name too.
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: user.headers });
    expect(session.json().user.firstName).toBe('Ana');

    // Replacing the photo deletes the old file; saving without a photo keeps the current one.
    const replaced = await putProfile(user, { firstName: 'Ana', lastName: 'Silva', email }, { data: await jpeg(90, 90), filename: 'x.png', type: 'image/png' });
    expect(replaced.statusCode).toBe(200);
    const newUrl = replaced.json().profileImageUrl;
    expect(newUrl).not.toBe(profile.profileImageUrl);
    expect(existsSync(path.join(t.dataDir, 'uploads', profile.profileImageUrl.split('/').pop()))).toBe(false);
    expect((await t.app.inject(profile.profileImageUrl)).statusCode).toBe(404);

    const kept = await putProfile(user, { firstName: 'Ana', lastName: 'Silva', email, location: '' });
    expect(kept.json()).toMatchObject({ profileImageUrl: newUrl, location: null });
  });

  it('accepts JSON without a photo', async () => {
    const user = await signIn(t.app);
    const email = uniqueEmail('json');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.headers,
      payload: { firstName: 'Jo', lastName: 'Park', email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Jo', lastName: 'Park', email: null, pendingEmail: email, profileImageUrl: null });
  });

  it('never tells whether another account uses an email (issue 21): both claim it, neither is blocked', async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    const email = uniqueEmail('dup');
    expect((await putProfile(a, { firstName: 'A', lastName: 'A', email })).statusCode).toBe(200);
    const res = await putProfile(b, { firstName: 'B', lastName: 'B', email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().pendingEmail).toBe(email);
    expect((await putProfile(a, { firstName: 'A2', lastName: 'A', email })).statusCode).toBe(200);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'), 'logo.svg', 'image/svg+xml', 415, MESSAGES.upload.svgRefused],
    ['a text file named .jpg', Buffer.from('hello, I am not a photo'), 'photo.jpg', 'image/jpeg', 415, MESSAGES.upload.notAnImage],
  ])('refuses %s as profile photo', async (_label, data, filename, type, status, message) => {
    const user = await signIn(t.app);
    const res = await putProfile(user, { firstName: 'A', lastName: 'B', email: uniqueEmail('bad') }, { data, filename, type });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect((await getProfile(user)).json()).toMatchObject({ firstName: 'User', profileImageUrl: null });
  });

  it('refuses a 6 MB photo with 413', async () => {
    const user = await signIn(t.app);
    const big = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await putProfile(user, { firstName: 'A', lastName: 'B', email: uniqueEmail('big') }, { data: big, filename: 'big.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.fileTooLarge);
  });
});

describe('POST /api/user/create', () => {
  it('stores the sign-up email and role, and is idempotent', async () => {
    const user = await signIn(t.app);
    const email = uniqueEmail('create');
    const payload = { id: user.id, email, phoneNumber: user.phoneNumber, firstName: 'User', lastName: '', rolePreference: 'member' };
    const first = await t.app.inject({ method: 'POST', url: '/api/user/create', headers: user.headers, payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: user.id, email: null, pendingEmail: email, firstName: 'User', lastName: '', rolePreference: 'member' });
    const second = await t.app.inject({ method: 'POST', url: '/api/user/create', headers: user.headers, payload: { ...payload, email: uniqueEmail('other') } });
    expect(second.statusCode).toBe(200);
    expect(second.json().pendingEmail).toBe(email); // the sign-up call does not replace an address already given
  });

  it("sets the role of a brand-new account only, never resetting a returning user's choice", async () => {
    const fresh = await signIn(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/user/create', headers: fresh.headers, payload: { rolePreference: 'organizer' } });
    expect(created.json().rolePreference).toBe('organizer');

    const returning = await signIn(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/user/role', headers: returning.headers, payload: { rolePreference: 'organizer' } });
    await t.app.inject({ method: 'POST', url: '/api/user/create', headers: returning.headers, payload: { rolePreference: 'organizer' } });
    await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: returning.headers, payload: { firstName: 'Ro', lastName: 'Le', email: uniqueEmail('ret') } });
    const again = await t.app.inject({ method: 'POST', url: '/api/user/create', headers: returning.headers, payload: { rolePreference: 'member', email: uniqueEmail('x') } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ rolePreference: 'organizer', firstName: 'Ro' });
  });

  it('needs a bearer token and validates the email', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/create', payload: {} })).statusCode).toBe(401);
    const user = await signIn(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/create', headers: user.headers, payload: { email: 'x@' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.invalidEmail);
  });
});

describe('PUT /api/user/role', () => {
  it('sets the active role, which survives a new session', async () => {
    const user = await signIn(t.app);
    await getProfile(user); // caches the session
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/role', headers: user.headers, payload: { rolePreference: 'organizer' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().rolePreference).toBe('organizer');
    const again = await signIn(t.app, user.phoneNumber);
    expect((await getProfile(again)).json().rolePreference).toBe('organizer');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/user/role', headers: user.headers, payload: { rolePreference: 'admin' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('a signed-out token gets 401 on the next request, also when it was cached', async () => {
    const user = await signIn(t.app);
    expect((await getProfile(user)).statusCode).toBe(200); // now cached
    expect((await getProfile(user)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await getProfile(user)).statusCode).toBe(401);
  });

  it('revoke-session and revoke-sessions end cached sessions at once', async () => {
    const phone = (await signIn(t.app)).phoneNumber;
    const a = await signIn(t.app, phone);
    const b = await signIn(t.app, phone);
    const c = await signIn(t.app, phone);
    for (const s of [a, b, c]) expect((await getProfile(s)).statusCode).toBe(200);

    const one = await t.app.inject({ method: 'POST', url: '/api/auth/revoke-session', headers: a.headers, payload: { token: b.token } });
    expect(one.statusCode).toBe(200);
    expect((await getProfile(b)).statusCode).toBe(401);
    expect((await getProfile(a)).statusCode).toBe(200);

    const all = await t.app.inject({ method: 'POST', url: '/api/auth/revoke-sessions', headers: a.headers, payload: {} });
    expect(all.statusCode).toBe(200);
    expect((await getProfile(a)).statusCode).toBe(401);
    expect((await getProfile(c)).statusCode).toBe(401);
  });

  it('a token of a deleted user gets 401', async () => {
    const user = await signIn(t.app);
    expect((await getProfile(user)).statusCode).toBe(200);
    const { users } = await import('@kickoff/db');
    const { eq } = await import('drizzle-orm');
    await t.app.db.delete(users).where(eq(users.id, user.id));
    t.app.sessionCache.revokeUser(user.id); // what the admin delete command does
    expect((await getProfile(user)).statusCode).toBe(401);
  });
});
