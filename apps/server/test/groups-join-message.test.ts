/** A request to join a private group may carry a message to its creator (issue 26): stored, shown, bounded. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type GroupMemberPage } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { caller, createGroup, person } from './helpers/groups';
import { inbox } from './helpers/notifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);

describe('join request message', () => {
  it('reaches the creator on Manage Members and in the join-request notification, and nobody else', async () => {
    const creator = await person(t.app, 'Cleo');
    const asker = await person(t.app, 'Ari');
    const member = await person(t.app, 'Mo');
    const groupId = await createGroup(t.app, creator, { isPrivate: true });
    await call('POST', `/api/groups/${groupId}/join`, member);
    expect((await call('PATCH', `/api/groups/${groupId}/members/${member.id}/status`, creator, { status: 'active' })).statusCode).toBe(200);

    const message = '  I play D-level, usually left back.  ';
    const res = await call('POST', `/api/groups/${groupId}/join`, asker, { message });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'waiting' });

    const waiting = (await call('GET', `/api/groups/${groupId}/members?status=waiting`, creator)).json() as GroupMemberPage;
    expect(waiting.items.find((m) => m.userId === asker.id)?.joinMessage).toBe('I play D-level, usually left back.');
    const active = (await call('GET', `/api/groups/${groupId}/members`, member)).json() as GroupMemberPage;
    expect(active.items.every((m) => m.joinMessage === undefined)).toBe(true);

    await t.app.jobs.runDue();
    // The member's earlier request is in the inbox too, possibly with the same time: pick the asker's by name.
    const note = (await inbox(t.app, creator)).find((n) => n.body.startsWith('Ari'));
    expect(note).toMatchObject({ type: 'join_request' });
    expect(note!.body).toContain('"I play D-level, usually left back."');
  });

  it('refuses a message over 300 characters with the field named; a request without one still works', async () => {
    const creator = await person(t.app, 'Cy');
    const asker = await person(t.app, 'Al');
    const groupId = await createGroup(t.app, creator, { isPrivate: true });
    const long = await call('POST', `/api/groups/${groupId}/join`, asker, { message: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ message: MESSAGES.group.joinMessageTooLong });
    expect((await call('POST', `/api/groups/${groupId}/join`, asker, { message: 'x'.repeat(300) })).statusCode).toBe(200);

    const plain = await person(t.app, 'Pl');
    expect((await call('POST', `/api/groups/${groupId}/join`, plain)).statusCode).toBe(200);
    const waiting = (await call('GET', `/api/groups/${groupId}/members?status=waiting`, creator)).json() as GroupMemberPage;
    expect(waiting.items.find((m) => m.userId === plain.id)?.joinMessage).toBeNull();
    await t.app.jobs.runDue();
    expect((await inbox(t.app, creator)).find((n) => n.body.startsWith('Pl'))?.body).toMatch(/asked to join\. Approve/);
  });

  it('keeps no message for a public group, where joining needs no approval', async () => {
    const creator = await person(t.app, 'Pu');
    const joiner = await person(t.app, 'Jo');
    const groupId = await createGroup(t.app, creator);
    expect((await call('POST', `/api/groups/${groupId}/join`, joiner, { message: 'hello' })).json()).toMatchObject({ status: 'active' });
    const members = (await call('GET', `/api/groups/${groupId}/members`, creator)).json() as GroupMemberPage;
    expect(members.items.find((m) => m.userId === joiner.id)?.joinMessage).toBeUndefined();
  });
});
