/** Invitations by email (issue 18): the invitee hears of it, sees it, accepts or declines; blocked users refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITES, MESSAGES, type GroupInvitationPage } from '@kickoff/shared';
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

async function invite(groupId: string, creator: Parameters<typeof call>[2], email: string): Promise<string> {
  const res = await call('POST', `/api/groups/${groupId}/add-member`, creator, { email });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invitationId as string;
}

describe('invitations', () => {
  it('reach the invitee as a notification and in their list; accepting makes an active member of a private group', async () => {
    const c = await groupCast(t.app, true);
    const guest = await person(t.app, 'Gina');
    const id = await invite(c.id, c.creator, guest.email);
    await t.app.jobs.runDue();
    const note = (await inbox(t.app, guest)).find((n) => n.type === 'group_invitation');
    expect(note).toMatchObject({ title: "You're invited to Private Crew", data: { groupId: c.id } });

    const list = (await call('GET', '/api/user/invitations', guest)).json() as GroupInvitationPage;
    expect(list.items).toEqual([expect.objectContaining({ id, status: 'pending', group: expect.objectContaining({ id: c.id, name: 'Private Crew', isPrivate: true }), invitedBy: { firstName: 'Creator', lastName: 'Tester' } })]);
    expect((await call('GET', '/api/user/invitations')).statusCode).toBe(401);
    // Someone else's invitation is not found to them.
    for (const who of [c.member, c.creator]) expect((await call('POST', `/api/invitations/${id}/accept`, who)).statusCode).toBe(404);

    const accepted = await call('POST', `/api/invitations/${id}/accept`, guest);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ invitation: { id, status: 'accepted' }, membership: { groupId: c.id, userId: guest.id, status: 'active' } });
    expect((await call('GET', `/api/groups/${c.id}/posts`, guest)).statusCode).toBe(200);
    const twice = await call('POST', `/api/invitations/${id}/decline`, guest);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(INVITES.messages.alreadyAnswered);
    expect((await call('GET', '/api/user/invitations', guest)).json().items).toEqual([]);
    expect((await call('GET', `/api/groups/${c.id}`, c.creator)).json().memberCount).toBe(4);
  });

  it('declining changes nothing but the invitation; the creator may invite again later', async () => {
    const c = await groupCast(t.app, false);
    const guest = await person(t.app, 'Dan');
    const id = await invite(c.id, c.creator, guest.email);
    const declined = await call('POST', `/api/invitations/${id}/decline`, guest);
    expect(declined.json()).toMatchObject({ invitation: { status: 'declined' }, membership: null });
    expect((await call('GET', `/api/groups/${c.id}/members`, c.creator)).json().items.map((m: { userId: string }) => m.userId)).not.toContain(guest.id);
    expect(await invite(c.id, c.creator, guest.email)).not.toBe(id);
  });

  it('joining through a link closes a pending invitation', async () => {
    const c = await groupCast(t.app, false);
    const guest = await person(t.app, 'Lia');
    await invite(c.id, c.creator, guest.email);
    expect((await call('POST', `/api/groups/${c.id}/join`, guest)).statusCode).toBe(200);
    const link = (await call('POST', `/api/groups/${c.id}/invite-links`, c.creator, {})).json();
    const other = await person(t.app, 'Oli');
    await invite(c.id, c.creator, other.email);
    expect((await call('POST', `/api/invites/${link.token}/accept`, other)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/invitations', other)).json().items).toEqual([]);
  });

  it('refuses blocked users: the creator cannot invite them (409) and an invitation from before the block cannot be accepted (403)', async () => {
    const c = await groupCast(t.app, true);
    const refused = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: c.blocked.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.group.userBlocked);

    const guest = await person(t.app, 'Bo');
    const id = await invite(c.id, c.creator, guest.email);
    expect((await call('POST', `/api/groups/${c.id}/block`, c.creator, { blockedUserId: guest.id, reason: 'Spam' })).statusCode).toBe(200);
    const accept = await call('POST', `/api/invitations/${id}/accept`, guest);
    expect(accept.statusCode).toBe(403);
    expect(accept.json().message).toBe(MESSAGES.group.blocked);
    // Declining stays possible, and is all that is.
    expect((await call('POST', `/api/invitations/${id}/decline`, guest)).statusCode).toBe(200);
  });

  it('only the creator invites; self-invites and unknown invitations are refused', async () => {
    const c = await groupCast(t.app, false);
    const guest = await person(t.app, 'Ivy');
    expect((await call('POST', `/api/groups/${c.id}/add-member`, c.member, { email: guest.email })).statusCode).toBe(403);
    const self = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: c.creator.email });
    expect(self.statusCode).toBe(409);
    expect((await call('POST', '/api/invitations/nope/accept', guest)).statusCode).toBe(404);
  });
});

describe('a withdrawn invitation', () => {
  it('takes its notification with it, whether the notification was written already or not yet', async () => {
    const c = await groupCast(t.app, true);
    const [ann, ben] = [await person(t.app, 'Ana'), await person(t.app, 'Bo')];
    const url = `/api/groups/${c.id}/invitations`;
    const annId = await invite(c.id, c.creator, ann.email);
    await t.app.jobs.runDue();
    expect((await inbox(t.app, ann)).filter((n) => n.type === 'group_invitation')).toHaveLength(1);
    expect((await call('DELETE', `${url}/${annId}`, c.creator)).statusCode).toBe(200);
    expect((await inbox(t.app, ann)).filter((n) => n.type === 'group_invitation')).toEqual([]);
    expect((await call('GET', '/api/notifications/unread-count', ann)).json().unreadCount).toBe(0);

    // Withdrawn before its job ran: the notification is never written.
    const benId = await invite(c.id, c.creator, ben.email);
    expect((await call('DELETE', `${url}/${benId}`, c.creator)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect((await inbox(t.app, ben)).filter((n) => n.type === 'group_invitation')).toEqual([]);
  });
});

describe("the creator's sent invitations", () => {
  it('lists the pending ones with their invitees, and withdraws one: it leaves the invitee\'s list and cannot be accepted', async () => {
    const c = await groupCast(t.app, true);
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const annId = await invite(c.id, c.creator, ann.email);
    await invite(c.id, c.creator, ben.email);
    const url = `/api/groups/${c.id}/invitations`;
    const list = (await call('GET', `${url}?limit=1`, c.creator)).json();
    expect(list.items).toEqual([expect.objectContaining({ invitee: expect.objectContaining({ id: ben.id, firstName: 'Ben', email: ben.email }) })]);
    expect((await call('GET', `${url}?cursor=${list.nextCursor}`, c.creator)).json().items.map((i: { id: string }) => i.id)).toEqual([annId]);
    for (const [who, status] of [[c.admin, 403], [c.member, 403], [c.stranger, 404], [c.blocked, 403], [undefined, 401]] as const) {
      expect((await call('GET', url, who)).statusCode).toBe(status);
      expect((await call('DELETE', `${url}/${annId}`, who)).statusCode).toBe(status);
    }

    expect((await call('DELETE', `${url}/${annId}`, c.creator)).json()).toEqual({ ok: true });
    expect((await call('GET', '/api/user/invitations', ann)).json().items).toEqual([]);
    expect((await call('POST', `/api/invitations/${annId}/accept`, ann)).statusCode).toBe(404);
    const again = await call('DELETE', `${url}/${annId}`, c.creator);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(INVITES.messages.notPending);
    // Answered invitations leave the creator's list.
    const benId = (await call('GET', '/api/user/invitations', ben)).json().items[0].id;
    await call('POST', `/api/invitations/${benId}/decline`, ben);
    expect((await call('GET', url, c.creator)).json().items).toEqual([]);
  });
});
