/**
 * Property-based fuzzing of every endpoint family (issue 9) with fast-check against the real app: valid and
 * hostile bodies, params, query strings and multipart fields derived from the shared zod contracts. Every answer:
 * no 5xx, a JSON (or calendar) body without internals, and no change of the domain tables after a 4xx.
 * Requests per family: FUZZ_RUNS, default 10,000 on PostgreSQL (the count; about 1-3 ms a request here) and 300 on
 * PGlite. Each family must send every one of its requests (a run cut short by time fails). FUZZ_SEED replays a run.
 * Stored scripts: the API only answers JSON or text/calendar (checked on every answer) and the web app renders
 * text through React only (checked below), so a stored `<script>` is never run. Caller: a random person of the permission matrix's world (organizer most often).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMemberInputSchema,
  blockMemberInputSchema,
  createCommentInputSchema,
  createEventInputSchema,
  createGroupInputSchema,
  createGroupPostInputSchema,
  updateGroupPostInputSchema,
  createUserInputSchema,
  memberRoleInputSchema,
  memberStatusInputSchema,
  sendOtpInputSchema,
  setRoleInputSchema,
  updateEventInputSchema,
  updateGroupInputSchema,
  updateProfileInputSchema,
  verifyOtpInputSchema,
} from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import {
  asFormFields,
  bodyFor,
  fingerprint,
  fuzzSeed,
  hostileString,
  idSegment,
  installChangeCounter,
  queryString,
  runsPerFamily,
  sendChecked,
  UNCHECKED_TABLES,
  wellFormed,
  type FuzzRequest,
} from './fuzz/harness';
import { buildWorld, type World } from './matrix/world';

let t: TestApp;
let w: World;
let state = '';
const RUNS = runsPerFamily();
const SEED = fuzzSeed();
/** Per family; generous because the machine may be shared (CI runs the families one after another). */
const FAMILY_TIMEOUT = 600_000;
const counts: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  w = await buildWorld(t.app);
  await installChangeCounter(t.app);
  state = await fingerprint(t.app);
}, 120_000);
afterAll(async () => {
  console.log(`fuzz requests per family: ${JSON.stringify(counts)} (FUZZ_SEED=${SEED})`);
  await t?.close();
});

type Who = 'anonymous' | 'organizer' | 'member' | 'stranger' | 'blocked' | 'cohost';
const who = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Who>('organizer') },
  { weight: 1, arbitrary: fc.constantFrom<Who>('anonymous', 'member', 'stranger', 'blocked', 'cohost') },
);
const authOf = (caller: Who): Record<string, string> => (caller === 'anonymous' ? {} : w.people[caller].headers);

/** Malformed bodies every JSON route must refuse cleanly. */
const malformed = fc.constantFrom(
  { body: '{"a":', type: 'application/json' },
  { body: '[]', type: 'application/json' },
  { body: 'null', type: 'application/json' },
  { body: '"x"', type: 'application/json' },
  { body: '{"__proto__":{"admin":true}}', type: 'application/json' },
  { body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { body: '<x/>', type: 'text/xml' },
  { body: '--b\r\nbroken', type: 'multipart/form-data; boundary=b' },
);

async function fuzzFamily(family: string, requests: (world: World) => fc.Arbitrary<FuzzRequest>) {
  counts[family] = 0;
  state = await fingerprint(t.app);
  const arb = fc.tuple(fc.oneof({ weight: 12, arbitrary: requests(w) }, { weight: 1, arbitrary: fc.tuple(requests(w), malformed).map(([r, raw]) => ({ ...r, json: undefined, form: undefined, raw })) }), who);
  await fc.assert(
    fc.asyncProperty(arb, async ([req, caller]) => {
      const { after } = await sendChecked(t.app, req, authOf(caller), state);
      state = after;
      counts[family]!++;
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true, interruptAfterTimeLimit: FAMILY_TIMEOUT - 20_000, markInterruptAsFailure: true },
  );
  expect(counts[family]).toBe(RUNS);
}

const sport = fc.constantFrom('soccer', 'Basketball', 'tennis', 'chess', '');
const future = fc.integer({ min: -48, max: 24 * 400 }).map((h) => new Date(Date.now() + h * 3600_000).toISOString());

describe.sequential('fuzzing', () => {
  it('the web app never injects raw HTML (stored payloads stay text)', () => {
    const root = path.resolve(__dirname, '../../web/src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name) && /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML|insertAdjacentHTML|document\.write/.test(readFileSync(full, 'utf8'))) offenders.push(full);
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });

  it('the "nothing changed" check catches a write beside a 4xx; same-value updates and rollbacks are no change', async () => {
    const rows = async (query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    // Every table but the unchecked ones has both triggers (insert/delete, update).
    const tables = await rows(sql`select count(*)::int as n from pg_tables where schemaname = current_schema() and tablename <> 'test_change_counter'`);
    const counted = await rows(sql`select count(distinct tgrelid)::int as n from pg_trigger where tgname in ('test_count_insert_delete', 'test_count_update')`);
    expect(counted).toBe(tables - UNCHECKED_TABLES.length);
    const refused: FuzzRequest = { method: 'POST', url: '/api/groups', json: {} };
    const organizer = w.people.organizer;
    for (const write of [
      sql`update users set name = name || '!' where id = ${organizer.id}`,
      sql`insert into group_follows (group_id, user_id) values (${w.public.groupId}, ${w.people.stranger.id})`,
      sql`delete from group_follows where user_id = ${w.people.stranger.id}`,
    ]) {
      const before = await fingerprint(t.app);
      await t.app.db.execute(write);
      await expect(sendChecked(t.app, refused, organizer.headers, before)).rejects.toThrow(/state changed after a 400/);
    }
    const before = await fingerprint(t.app);
    await t.app.db.execute(sql`update users set name = name`);
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`update users set name = 'rolled back'`);
        tx.rollback();
      })
      .catch(() => undefined);
    const { res, after } = await sendChecked(t.app, refused, organizer.headers, before);
    expect(res.status).toBe(400);
    expect(after).toBe(before);
  });

  it('auth: send-otp and verify', { timeout: FAMILY_TIMEOUT }, async () => {
    const phone = fc.oneof(fc.constantFrom('+12015550001', '2015550002', '+1 (201) 555-0003', '+442071838750', '+999'), hostileString);
    await fuzzFamily('auth', () =>
      fc.oneof(
        bodyFor(sendOtpInputSchema, { phoneNumber: phone }).map((json) => ({ method: 'POST' as const, url: '/api/auth/phone-number/send-otp', json })),
        bodyFor(verifyOtpInputSchema, { phoneNumber: phone, code: fc.constantFrom('000000', '12345', 'abcdef') }).map((json) => ({ method: 'POST' as const, url: '/api/auth/phone-number/verify', json })),
        fc.constant({ method: 'GET' as const, url: '/api/auth/config' }),
      ),
    );
  });

  it('users and profile', { timeout: FAMILY_TIMEOUT }, async () => {
    const email = fc.oneof(fc.emailAddress(), hostileString);
    await fuzzFamily('users', () =>
      fc.oneof(
        bodyFor(updateProfileInputSchema, { firstName: fc.string({ maxLength: 20 }), lastName: fc.string({ maxLength: 20 }), email }).map((json) => ({ method: 'PUT' as const, url: '/api/user/profile', json })),
        bodyFor(updateProfileInputSchema, { firstName: fc.string({ maxLength: 20 }), email }).map((b) => ({ method: 'PUT' as const, url: '/api/user/profile', form: asFormFields(b) })),
        bodyFor(setRoleInputSchema, { rolePreference: fc.constantFrom('member', 'organizer') }).map((json) => ({ method: 'PUT' as const, url: '/api/user/role', json })),
        bodyFor(createUserInputSchema, { email }).map((json) => ({ method: 'POST' as const, url: '/api/user/create', json })),
        queryString(['email'], { email }).map((q) => ({ method: 'GET' as const, url: `/api/users/search${q}` })),
        fc.constant({ method: 'GET' as const, url: '/api/user/profile' }),
      ),
    );
  });

  it('groups', { timeout: FAMILY_TIMEOUT }, async () => {
    const gid = idSegment([w.private.groupId, w.public.groupId]);
    const valid = { name: fc.string({ minLength: 1, maxLength: 30 }), sportType: sport, isPrivate: fc.boolean() };
    await fuzzFamily('groups', () =>
      fc.oneof(
        bodyFor(createGroupInputSchema, valid).map((json) => ({ method: 'POST' as const, url: '/api/groups', json })),
        bodyFor(createGroupInputSchema, valid).map((b) => ({ method: 'POST' as const, url: '/api/groups', form: asFormFields(b) })),
        fc.tuple(gid, bodyFor(updateGroupInputSchema, valid)).map(([id, json]) => ({ method: 'PUT' as const, url: `/api/groups/${id}`, json })),
        queryString(['q', 'sport', 'featured', 'cursor', 'limit'], { sport, featured: fc.constantFrom('true', 'false') }).map((q) => ({ method: 'GET' as const, url: `/api/groups${q}` })),
        gid.map((id) => ({ method: 'GET' as const, url: `/api/groups/${id}` })),
      ),
    );
  });

  it('group members and posts', { timeout: FAMILY_TIMEOUT }, async () => {
    const gid = idSegment([w.private.groupId, w.public.groupId]);
    const uid = idSegment([w.people.target.id, w.people.waiting.id, w.people.member.id, w.people.organizer.id]);
    const pid = idSegment([w.private.postId, w.public.postId]);
    await fuzzFamily('members', () =>
      fc.oneof(
        fc.tuple(gid, pid, bodyFor(updateGroupPostInputSchema, { content: fc.string({ minLength: 1, maxLength: 50 }) })).map(([id, p, json]) => ({ method: 'PATCH' as const, url: `/api/groups/${id}/posts/${p}`, json })),
        fc.tuple(gid, pid).map(([id, p]) => ({ method: 'DELETE' as const, url: `/api/groups/${id}/posts/${p}` })),
        fc.tuple(gid, bodyFor(createGroupPostInputSchema, { content: fc.string({ minLength: 1, maxLength: 50 }) })).map(([id, json]) => ({ method: 'POST' as const, url: `/api/groups/${id}/posts`, json })),
        fc.tuple(gid, queryString(['cursor', 'limit', 'status'])).map(([id, q]) => ({ method: 'GET' as const, url: `/api/groups/${id}/members${q}` })),
        fc.tuple(gid, queryString(['cursor', 'limit'])).map(([id, q]) => ({ method: 'GET' as const, url: `/api/groups/${id}/posts${q}` })),
        fc.tuple(gid, bodyFor(blockMemberInputSchema, { blockedUserId: uid })).map(([id, json]) => ({ method: 'POST' as const, url: `/api/groups/${id}/block`, json })),
        fc.tuple(gid, uid, bodyFor(memberStatusInputSchema, { status: fc.constantFrom('active', 'waiting', 'blocked') })).map(([id, u, json]) => ({ method: 'PATCH' as const, url: `/api/groups/${id}/members/${u}/status`, json })),
        fc.tuple(gid, uid, bodyFor(memberRoleInputSchema, { role: fc.constantFrom('admin', 'member') })).map(([id, u, json]) => ({ method: 'PATCH' as const, url: `/api/groups/${id}/members/${u}/role`, json })),
        fc.tuple(gid, bodyFor(addMemberInputSchema, { email: fc.constantFrom(w.people.outsider.email, w.people.stranger.email) })).map(([id, json]) => ({ method: 'POST' as const, url: `/api/groups/${id}/add-member`, json })),
        fc.tuple(gid, fc.constantFrom('join', 'follow')).map(([id, a]) => ({ method: 'POST' as const, url: `/api/groups/${id}/${a}` })),
      ),
    );
  });

  it('events', { timeout: FAMILY_TIMEOUT }, async () => {
    const eid = idSegment([w.private.eventId, w.public.eventId]);
    const valid = {
      title: fc.string({ minLength: 1, maxLength: 30 }),
      sportType: sport,
      dateTime: future,
      location: fc.string({ minLength: 1, maxLength: 30 }),
      groupId: fc.constantFrom(w.private.groupId, w.public.groupId),
      capacity: fc.integer({ min: -1, max: 200 }).map(String),
      duration: fc.constantFrom('30', '60', '45', '0'),
      isRecurring: fc.constantFrom('true', 'false'),
      recurringEndDate: fc.constantFrom('2027-01-01', '2020-01-01', 'tomorrow'),
    };
    await fuzzFamily('events', () =>
      fc.oneof(
        bodyFor(createEventInputSchema, valid).map((b) => ({ method: 'POST' as const, url: '/api/events', form: asFormFields(b) })),
        bodyFor(createEventInputSchema, valid).map((json) => ({ method: 'POST' as const, url: '/api/events', json })),
        fc.tuple(eid, bodyFor(updateEventInputSchema, valid)).map(([id, b]) => ({ method: 'PATCH' as const, url: `/api/events/${id}`, form: asFormFields(b) })),
        queryString(['q', 'sport', 'from', 'to', 'skillLevel', 'groupId', 'featured', 'cursor', 'limit'], { from: future, to: future }).map((q) => ({ method: 'GET' as const, url: `/api/events${q}` })),
        queryString(['scope', 'cursor', 'limit']).map((q) => ({ method: 'GET' as const, url: `/api/user/events${q}` })),
        eid.map((id) => ({ method: 'GET' as const, url: `/api/events/${id}` })),
        fc.tuple(eid, queryString(['series'])).map(([id, q]) => ({ method: 'DELETE' as const, url: `/api/events/${id}${q}` })),
      ),
    );
  });

  it('participants and comments', { timeout: FAMILY_TIMEOUT }, async () => {
    const eid = idSegment([w.private.eventId, w.public.eventId]);
    const pid = idSegment([w.private.participantId, w.public.participantId]);
    await fuzzFamily('participants', () =>
      fc.oneof(
        fc.tuple(eid, fc.option(fc.record({ guestCount: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constantFrom('3', '1e9', 'x')) }, { requiredKeys: [] }))).map(([id, json]) => ({ method: 'POST' as const, url: `/api/events/${id}/join`, json: json ?? undefined })),
        fc.tuple(eid, bodyFor(createCommentInputSchema, { content: fc.string({ minLength: 1, maxLength: 40 }), parentCommentId: fc.constantFrom(w.private.commentId, w.public.commentId) })).map(([id, json]) => ({ method: 'POST' as const, url: `/api/events/${id}/comments`, json })),
        fc.tuple(eid, pid, fc.constantFrom('waitlist', 'activate')).map(([id, p, a]) => ({ method: 'PUT' as const, url: `/api/events/${id}/participants/${p}/${a}` })),
        fc.tuple(eid, fc.constantFrom('participants', 'comments', 'calendar.ics')).map(([id, what]) => ({ method: 'GET' as const, url: `/api/events/${id}/${what}` })),
        hostileString.map((s) => ({ method: 'GET' as const, url: `/api/calendar/${encodeURIComponent(wellFormed(s.slice(0, 120))) || 'x'}.ics` })),
      ),
    );
  });
});
