/** Group invite links (issue 18): who manages them, joining through one (public, private request / direct), revocation, expiry, use limit, blocked users. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupInviteLinks } from '@kickoff/db';
import { INVITES, MESSAGES, type InviteLink } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { caller, groupCast, person } from './helpers/groups';
import { inbox } from './helpers/notifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
const links = (groupId: string) => `/api/groups/${groupId}/invite-links`;

async function makeLink(groupId: string, who: Parameters<typeof call>[2], body: object = {}): Promise<InviteLink> {
  const res = await call('POST', links(groupId), who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as InviteLink;
}

describe('invite links: managing', () => {
  it('are the creator\'s only: create, list and revoke; others get 403 (404 outside a private group), visitors 401', async () => {
    const c = await groupCast(t.app, true);
    const link = await makeLink(c.id, c.creator, { expiresInDays: 7, maxUses: 5, joinMode: 'join' });
    expect(link).toMatchObject({ joinMode: 'join', maxUses: 5, useCount: 0, status: 'active', path: `/invite/${link.token}` });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.url).toBe(`${t.app.config.publicUrl}/invite/${link.token}`);
    expect(Date.parse(link.expiresAt!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    for (const [who, status] of [[c.admin, 403], [c.member, 403], [c.stranger, 404], [c.waiting, 404], [c.blocked, 403], [undefined, 401]] as const) {
      expect((await call('GET', links(c.id), who)).statusCode).toBe(status);
      expect((await call('POST', links(c.id), who, {})).statusCode).toBe(status);
      expect((await call('DELETE', `${links(c.id)}/${link.id}`, who)).statusCode).toBe(status);
    }
    const list = (await call('GET', links(c.id), c.creator)).json();
    expect(list.items.map((l: InviteLink) => l.id)).toEqual([link.id]);

    const revoked = await call('DELETE', `${links(c.id)}/${link.id}`, c.creator);
    expect(revoked.json()).toMatchObject({ id: link.id, status: 'revoked' });
    // Revoking again keeps it revoked; another group's link id is not found.
    expect((await call('DELETE', `${links(c.id)}/${link.id}`, c.creator)).json().status).toBe('revoked');
    expect((await call('DELETE', `${links(c.id)}/nope`, c.creator)).statusCode).toBe(404);
  });

  it('checks the expiry and use limit (400 with the field) and caps live links per group', async () => {
    const c = await groupCast(t.app, false);
    const bad = await call('POST', links(c.id), c.creator, { expiresInDays: 0, maxUses: 5000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ expiresInDays: INVITES.messages.expiryRange, maxUses: INVITES.messages.maxUsesRange });
    for (let i = 0; i < INVITES.maxActiveLinks; i++) await makeLink(c.id, c.creator);
    const over = await call('POST', links(c.id), c.creator, {});
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(INVITES.messages.tooManyLinks);
    const page = (await call('GET', `${links(c.id)}?limit=15`, c.creator)).json();
    expect(page.items).toHaveLength(15);
    const next = (await call('GET', `${links(c.id)}?limit=15&cursor=${page.nextCursor}`, c.creator)).json();
    expect(next.items).toHaveLength(5);
    expect(next.nextCursor).toBeNull();
  });
});

describe('invite links: joining', () => {
  it('public group: the preview is open to visitors; accepting makes an active member and counts one use', async () => {
    const c = await groupCast(t.app, false);
    const link = await makeLink(c.id, c.creator, { joinMode: 'request' });
    const preview = await call('GET', `/api/invites/${link.token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.json()).toMatchObject({ group: { id: c.id, name: 'Open Crew' }, outcome: 'join', status: 'active', invitedBy: { firstName: 'Creator' }, membershipStatus: null });

    const newcomer = await person(t.app, 'Nina');
    expect((await call('POST', `/api/invites/${link.token}/accept`)).statusCode).toBe(401);
    const joined = await call('POST', `/api/invites/${link.token}/accept`, newcomer);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ groupId: c.id, userId: newcomer.id, role: 'member', status: 'active' });
    const again = await call('POST', `/api/invites/${link.token}/accept`, newcomer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.group.alreadyMember);
    expect((await call('GET', `/api/invites/${link.token}`, newcomer)).json().membershipStatus).toBe('active');
    expect((await call('GET', links(c.id), c.creator)).json().items[0].useCount).toBe(1);
    await t.app.jobs.runDue();
    // The cast's own joins notify the creator too, in the same run of jobs: their order among equal times is not fixed.
    const joinedNotes = (await inbox(t.app, c.creator)).filter((n) => n.type === 'new_member').map((n) => n.body);
    expect(joinedNotes).toContain('Nina Tester joined the group.');
  });

  it('private group: a request link puts people on the waiting list, a direct link makes them members', async () => {
    const c = await groupCast(t.app, true);
    const request = await makeLink(c.id, c.creator);
    const direct = await makeLink(c.id, c.creator, { joinMode: 'join' });
    expect((await call('GET', `/api/invites/${request.token}`)).json().outcome).toBe('request');
    expect((await call('GET', `/api/invites/${direct.token}`)).json().outcome).toBe('join');

    const asker = await person(t.app, 'Asker');
    expect((await call('POST', `/api/invites/${request.token}/accept`, asker)).json()).toMatchObject({ status: 'waiting' });
    const twice = await call('POST', `/api/invites/${request.token}/accept`, asker);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(INVITES.messages.alreadyRequested);
    expect((await call('GET', `/api/groups/${c.id}/posts`, asker)).statusCode).toBe(404);

    // The waiting user from the cast and the asker take the direct link: both become active.
    for (const who of [c.waiting, asker]) {
      expect((await call('POST', `/api/invites/${direct.token}/accept`, who)).json()).toMatchObject({ status: 'active' });
      expect((await call('GET', `/api/groups/${c.id}/posts`, who)).statusCode).toBe(200);
    }
    expect((await call('GET', `/api/groups/${c.id}`, c.creator)).json().memberCount).toBe(5);
  });

  it('refuses blocked users (403), revoked (404), expired and used-up links (409), unknown tokens (404)', async () => {
    const c = await groupCast(t.app, false);
    const link = await makeLink(c.id, c.creator, { maxUses: 2 });
    const blocked = await call('POST', `/api/invites/${link.token}/accept`, c.blocked);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MESSAGES.group.blocked);
    expect((await call('GET', `/api/invites/${link.token}`, c.blocked)).json().membershipStatus).toBe('blocked');

    const [a, b, d] = [await person(t.app, 'A'), await person(t.app, 'B'), await person(t.app, 'D')];
    expect((await call('POST', `/api/invites/${link.token}/accept`, a)).statusCode).toBe(200);
    expect((await call('POST', `/api/invites/${link.token}/accept`, b)).statusCode).toBe(200);
    const usedUp = await call('POST', `/api/invites/${link.token}/accept`, d);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().message).toBe(INVITES.messages.linkUsedUp);
    expect((await call('GET', `/api/invites/${link.token}`)).json().status).toBe('used_up');

    const expiring = await makeLink(c.id, c.creator, { expiresInDays: 1 });
    await t.app.db.update(groupInviteLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(groupInviteLinks.id, expiring.id));
    const expired = await call('POST', `/api/invites/${expiring.token}/accept`, d);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(INVITES.messages.linkExpired);

    const revokedLink = await makeLink(c.id, c.creator);
    await call('DELETE', `${links(c.id)}/${revokedLink.id}`, c.creator);
    const revoked = await call('POST', `/api/invites/${revokedLink.token}/accept`, d);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(INVITES.messages.linkRevoked);

    const unknown = await call('POST', '/api/invites/not-a-token/accept', d);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVITES.messages.linkNotFound);
    expect((await call('GET', '/api/invites/not-a-token')).statusCode).toBe(404);
    expect((await call('GET', `/api/groups/${c.id}/members`, d)).json().items.map((m: { userId: string }) => m.userId)).not.toContain(d.id);
  });

  it('never exceeds the use limit under concurrent joins', async () => {
    const c = await groupCast(t.app, false);
    const link = await makeLink(c.id, c.creator, { maxUses: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => person(t.app, `Racer${i}`)));
    const answers = await Promise.all(people.map((p) => call('POST', `/api/invites/${link.token}/accept`, p)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await call('GET', links(c.id), c.creator)).json().items[0]).toMatchObject({ useCount: 3, status: 'used_up' });
  });
});
