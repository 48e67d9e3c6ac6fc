/**
 * Reporting and moderating in the browser (issue 34, points 1, 3, 4), at 1280 and 390 px: a member reports another's
 * comment; a moderator finds it in /moderation (through the account menu or the drawer) with the original text and
 * hides it with a reason; the author sees why where the comment was, the reporter sees the placeholder; the reporter's
 * deletion request reaches the console. The moderator's role is granted as support does, with
 * `npm run admin -- grant-moderator`, which needs a database two processes can open: this file runs its own server on
 * a fresh PostgreSQL database (E2E_PG_URL, default postgres://postgres@127.0.0.1:5432), as live-instances.spec.ts does.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { MODERATION } from '@kickoff/shared';
import { freshDatabase } from './support/pg-database';
import { it } from './support/test';
import { expectAccessible, settle, shoot, screenshotViewport, toast } from './support/ui';

const L = MODERATION.labels;
const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const dbName = `kickoff_e2e_mod_${Math.random().toString(36).slice(2, 8)}`;
const databaseUrl = `${pgUrl}/${dbName}`;
// Numbers of their own (live-instances.spec.ts has +1201558...).
const PHONES = Array.from({ length: 20 }, (_, i) => `+1201557${String(i).padStart(4, '0')}`);
const serverEnv = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kickoff-e2e-mod-')),
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'error',
  AUTH_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
  AUTH_TEST_PHONE_NUMBERS: PHONES.map((p) => `${p}:123456`).join(','),
  SPAM_BRAKES: 'off',
});
let server: ChildProcess | undefined;
let url = '';

let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;

beforeAll(async () => {
  database = await freshDatabase(`${pgUrl}/postgres`, dbName);
  // Below the kernel's ephemeral range (32768-60999): no outgoing connection can hold this port.
  const port = 20_000 + Math.floor(Math.random() * 12_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, env: serverEnv(port), stdio: ['ignore', 'ignore', 'inherit'] });
  url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/api/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the moderation test server did not start');
}, 330_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await database?.drop();
});

interface User {
  id: string;
  token: string;
  phoneNumber: string;
}

let nextPhone = 0;
async function person(firstName: string, lastName: string): Promise<User> {
  const phoneNumber = PHONES[nextPhone++]!;
  const post = (p: string, body: unknown) => fetch(`${url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/phone-number/send-otp', { phoneNumber })).status).toBe(200);
  const { token, user } = (await (await post('/api/auth/phone-number/verify', { phoneNumber, code: '123456' })).json()) as { token: string; user: { id: string } };
  const me = { id: user.id, token, phoneNumber };
  await call(me, 'PUT', '/api/user/profile', { firstName, lastName, email: `${firstName.toLowerCase()}-${phoneNumber.slice(-4)}@example.com` });
  return me;
}

async function call<T = unknown>(user: User, method: string, p: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p} ${res.status}: ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The admin command support runs, against the running server's database. */
async function grantModerator(user: User) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/admin.ts', 'grant-moderator', user.phoneNumber], {
    cwd: root,
    env: { ...serverEnv(0), PORT: '0' },
    timeout: 240_000,
  });
  return stdout;
}

describe('reports and the moderation console', { timeout: 600_000 }, () => {
  for (const width of [1280, 390]) {
    it(`a member reports a comment; a moderator hides it; the author sees why (${width} px)`, async ({ open }) => {
      const tag = Math.random().toString(36).slice(2, 7);
      const [host, ann, ben, mo] = await Promise.all([person('Hugo', 'Host'), person('Ann', `Archer ${tag}`), person('Ben', 'Brash'), person('Mo', 'Moderator')]);
      await grantModerator(mo);
      const group = await call<{ id: string }>(host, 'POST', '/api/groups', { name: `Fair Play ${tag}`, sportType: 'soccer', isPrivate: false });
      await Promise.all([call(ann, 'POST', `/api/groups/${group.id}/join`, {}), call(ben, 'POST', `/api/groups/${group.id}/join`, {})]);
      const form = new FormData();
      const title = `Fair game ${tag}`;
      for (const [k, v] of Object.entries({ title, sportType: 'soccer', dateTime: new Date(Date.now() + 5 * 86_400_000).toISOString(), duration: '90', location: 'Riverside Park', capacity: '12', groupId: group.id })) form.set(k, v);
      const event = await call<{ id: string }>(host, 'POST', '/api/events', form);
      const benText = `You all play like trash ${tag}`;
      await call(ben, 'POST', `/api/events/${event.id}/comments`, { content: benText });

      // Ann reports Ben's comment.
      const annPage = await open(ann, width);
      await annPage.page.goto(`${url}/events/${event.id}`);
      const comments = annPage.page.locator('#comments');
      await comments.getByText(benText).waitFor();
      await comments.getByRole('button', { name: 'Report comment by Ben Brash' }).click();
      const dialog = annPage.page.getByRole('dialog', { name: 'Report event comment' });
      await dialog.getByRole('radio', { name: 'Harassment or hate' }).check();
      await dialog.getByRole('textbox', { name: L.note }).fill('Third time this week');
      await settle(annPage.page);
      await screenshotViewport(annPage.page, `report-dialog-${width}`);
      await expectAccessible(annPage.page);
      await dialog.getByRole('button', { name: L.send }).click();
      // The dialog now says what happens next (its title becomes "Report sent").
      const sent = annPage.page.getByRole('dialog', { name: L.sentTitle });
      await sent.getByText(L.sentWhatNext).waitFor();
      await sent.getByRole('button', { name: 'Done' }).click();
      await sent.waitFor({ state: 'detached' });

      // Ann asks for her account's deletion (the button on the profile's contact-support card).
      await annPage.page.goto(`${url}/profile`);
      const card = annPage.page.getByRole('region', { name: 'Delete Account' });
      await card.getByText('Self-service deletion isn', { exact: false }).waitFor();
      await card.getByRole('button', { name: L.requestDeletion }).click();
      await annPage.page.getByRole('alertdialog', { name: 'Request deletion?' }).getByRole('button', { name: L.requestDeletion }).click();
      await card.getByText(L.deletionRequested).waitFor();
      await settle(annPage.page);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `e2e/screenshots/profile-deletion-requested-${width}.png` });

      // The group's page offers Report to a member (not to its creator).
      await annPage.page.goto(`${url}/groups/${group.id}`);
      await annPage.page.getByRole('button', { name: `Report group Fair Play ${tag}` }).waitFor();
      await settle(annPage.page);
      await annPage.page.screenshot({ path: `e2e/screenshots/group-report-button-${width}.png` });

      // Mo opens the console from the account menu (the drawer on a phone) and finds the comment as it was reported.
      const moPage = await open(mo, width);
      const { page } = moPage;
      await page.goto(`${url}/dashboard`);
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').getByRole('link', { name: L.consoleTitle }).click();
      } else {
        await page.getByRole('button', { name: 'Open account menu' }).click();
        await page.getByRole('menu').getByRole('menuitem', { name: L.consoleTitle }).click();
      }
      await page.getByRole('heading', { level: 1, name: L.consoleTitle }).waitFor();
      const found = page.getByRole('article').filter({ hasText: benText });
      await found.waitFor();
      await found.getByText('Harassment or hate', { exact: true }).waitFor();
      await found.getByText('Third time this week').waitFor();
      await settle(page);
      await shoot(page, 'moderation-console');

      // The request to delete Ann's account is there, with the command support runs.
      await page.getByRole('tab', { name: L.deletionRequests }).click();
      const requests = page.getByRole('list', { name: L.deletionRequests });
      await requests.getByText(`Ann Archer ${tag}`).waitFor();
      expect(await requests.getByRole('textbox', { name: `Command to delete Ann Archer ${tag}` }).inputValue()).toContain('npm run admin -- delete-user');
      await page.getByRole('tab', { name: L.queue }).click();

      // Hide, with the reason Ben is told.
      const reason = `Insults are not allowed ${tag}`;
      await found.getByRole('button', { name: 'Hide content' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Hide this event comment?' });
      await confirm.getByRole('textbox', { name: 'Reason (the person is told)' }).fill(reason);
      await confirm.getByRole('button', { name: 'Hide', exact: true }).click();
      await toast(page, MODERATION.actionLabels.hide);
      await found.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: L.auditLog }).click();
      const log = page.getByRole('list', { name: L.auditLog });
      await log.getByText(reason).waitFor();
      await log.getByRole('listitem').filter({ hasText: reason }).getByText(MODERATION.actionLabels.hide).waitFor();
      await settle(page);
      await shoot(page, 'moderation-audit');

      // Ben sees why, where his comment was; Ann sees the placeholder and not the text.
      const benPage = await open(ben, width);
      await benPage.page.goto(`${url}/events/${event.id}`);
      const benComments = benPage.page.locator('#comments');
      await benComments.getByText(L.hiddenForAuthor(reason)).waitFor();
      await benComments.getByText(benText).waitFor();
      await settle(benPage.page);
      await benComments.scrollIntoViewIfNeeded();
      await benComments.screenshot({ path: `e2e/screenshots/moderation-hidden-for-author-${width}.png` });
      await expectAccessible(benPage.page);

      await annPage.page.goto(`${url}/events/${event.id}`);
      await comments.getByText(L.hiddenPlaceholder).waitFor();
      expect(await comments.getByText(benText).count()).toBe(0);

      for (const tp of [annPage, moPage, benPage]) expect(tp.consoleErrors).toEqual([]);
    });
  }
});
