import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { ThreadedComment } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, join, makeGroup, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let coHost: Person;
let member: Person;
let other: Person;
let stranger: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  [organizer, coHost, member, other, stranger] = await Promise.all(['Olga', 'Cora', 'Mia', 'Ollie', 'Sam'].map((n) => person(t.app, n)));
  groupId = await makeGroup(t.app, organizer);
  await addMember(t.app, groupId, coHost.id);
});
afterAll(async () => {
  await t?.close();
});

const comment = (eventId: string, user: Person, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: user.headers, payload });
const comments = async (eventId: string, user: Person) =>
  (await t.app.inject({ url: `/api/events/${eventId}/comments`, headers: user.headers })).json() as ThreadedComment[];
const remove = (commentId: string, user: Person) =>
  t.app.inject({ method: 'DELETE', url: `/api/events/comments/${commentId}`, headers: user.headers });

describe('comments', () => {
  it('threads replies one level deep; a reply to a reply attaches to the top-level comment', async () => {
    const e = await createEvent(t.app, organizer, groupId);
    const top = await comment(e.id, member, { content: '  Who brings the ball?  ' });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({ content: 'Who brings the ball?', parentCommentId: null, author: { firstName: 'Mia' } });
    const reply = (await comment(e.id, other, { content: 'I will', parentCommentId: top.json().id })).json();
    const nested = (await comment(e.id, member, { content: 'Thanks!', parentCommentId: reply.id })).json();
    expect(nested.parentCommentId).toBe(top.json().id);
    const list = await comments(e.id, stranger);
    expect(list).toHaveLength(1);
    expect(list[0].replies.map((r) => r.content)).toEqual(['I will', 'Thanks!']);
  });

  it('validates content and the parent', async () => {
    const e = await createEvent(t.app, organizer, groupId);
    const blank = await comment(e.id, member, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Comment cannot be empty');
    const long = await comment(e.id, member, { content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Comment must be at most 2000 characters');
    expect((await comment(e.id, member, { content: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await comment(e.id, member, { content: 'hi', parentCommentId: 'missing' })).statusCode).toBe(404);
    expect((await comment('missing', member, { content: 'hi' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${e.id}/comments`, payload: { content: 'hi' } })).statusCode).toBe(401);
  });

  it('lets the author and the hosts delete; deleting removes the replies', async () => {
    const e = await createEvent(t.app, organizer, groupId, { coHostIds: JSON.stringify([coHost.id]) });
    const a = (await comment(e.id, member, { content: 'first' })).json();
    await comment(e.id, other, { content: 'reply', parentCommentId: a.id });
    const b = (await comment(e.id, member, { content: 'second' })).json();
    const c = (await comment(e.id, member, { content: 'third' })).json();
    const denied = await remove(a.id, other);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Only the author or the event hosts can delete this comment');
    expect((await remove(a.id, member)).statusCode).toBe(200);
    expect((await remove(b.id, coHost)).statusCode).toBe(200);
    expect((await remove(c.id, organizer)).statusCode).toBe(200);
    expect(await comments(e.id, member)).toEqual([]);
    expect((await remove(a.id, member)).statusCode).toBe(404);
  });

  it("hides a private group's comments from non-members", async () => {
    const privateGroup = await makeGroup(t.app, organizer, { isPrivate: true });
    const e = await createEvent(t.app, organizer, privateGroup);
    const own = (await comment(e.id, organizer, { content: 'members only' })).json();
    expect((await t.app.inject({ url: `/api/events/${e.id}/comments`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await comment(e.id, stranger, { content: 'hi' })).statusCode).toBe(404);
    expect((await remove(own.id, stranger)).statusCode).toBe(404);
  });

  it("deletes through the event's own path; a comment of another event is not found there", async () => {
    const e = await createEvent(t.app, organizer, groupId);
    const elsewhere = await createEvent(t.app, organizer, groupId);
    const own = (await comment(e.id, member, { content: 'mine' })).json();
    const removeAt = (eventId: string) => t.app.inject({ method: 'DELETE', url: `/api/events/${eventId}/comments/${own.id}`, headers: member.headers });
    const wrong = await removeAt(elsewhere.id);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Comment not found');
    expect(await comments(e.id, member)).toHaveLength(1);
    expect((await removeAt(e.id)).statusCode).toBe(200);
    expect(await comments(e.id, member)).toEqual([]);
  });
});

function parseIcs(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { root, events: root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('calendar', () => {
  it('serves an .ics with start, end, time zone, title, location and URL', async () => {
    const e = await createEvent(t.app, organizer, groupId, {
      title: 'Night game, 5v5; bring lights',
      dateTime: '2030-11-05T18:30',
      timeZone: 'America/Chicago',
      duration: '120',
      location: 'Pier 4, Lot B',
    });
    const res = await t.app.inject({ url: `/api/events/${e.id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const { events } = parseIcs(res.body);
    expect(events).toHaveLength(1);
    const ev = events[0];
    expect(ev.summary).toBe('Night game, 5v5; bring lights');
    expect(ev.location).toBe('Pier 4, Lot B');
    expect(ev.startDate.zone?.tzid ?? ev.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
    expect(ev.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
    expect(ev.startDate.toJSDate().toISOString()).toBe('2030-11-06T00:30:00.000Z');
    expect(ev.endDate.toJSDate().toISOString()).toBe('2030-11-06T02:30:00.000Z');
    expect(ev.component.getFirstPropertyValue('url')).toBe(`http://localhost:3000/events/${e.id}`);
  });

  it('hides private events from the .ics too', async () => {
    const privateGroup = await makeGroup(t.app, organizer, { isPrivate: true });
    const e = await createEvent(t.app, organizer, privateGroup);
    expect((await t.app.inject({ url: `/api/events/${e.id}/calendar.ics`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/events/${e.id}/calendar.ics`, headers: organizer.headers })).statusCode).toBe(200);
  });

  it('gives each user a private, revocable feed of the events they take part in', async () => {
    const e1 = await createEvent(t.app, organizer, groupId, { title: 'Feed one', dateTime: '2030-03-01T10:00', timeZone: 'Europe/Berlin' });
    const e2 = await createEvent(t.app, organizer, groupId, { title: 'Feed two' });
    await createEvent(t.app, organizer, groupId, { title: 'Not joined' });
    await join(t.app, member, e1.id);
    await join(t.app, member, e2.id);
    expect((await t.app.inject({ url: '/api/user/calendar-feed' })).statusCode).toBe(401);
    const feed = (await t.app.inject({ url: '/api/user/calendar-feed', headers: member.headers })).json();
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]+\.ics$/);
    const again = (await t.app.inject({ url: '/api/user/calendar-feed', headers: member.headers })).json();
    expect(again.url).toBe(feed.url);
    const path = new URL(feed.url).pathname;
    const ics = await t.app.inject({ url: path });
    expect(ics.statusCode).toBe(200);
    const { events } = parseIcs(ics.body);
    expect(events.map((ev) => ev.summary).sort()).toEqual(['Feed one', 'Feed two']);
    const berlin = events.find((ev) => ev.summary === 'Feed one')!;
    expect(berlin.startDate.toJSDate().toISOString()).toBe('2030-03-01T09:00:00.000Z');

    const rotated = (await t.app.inject({ method: 'POST', url: '/api/user/calendar-feed', headers: member.headers })).json();
    expect(rotated.url).not.toBe(feed.url);
    // A reset or turned-off URL is gone (410, issue 33): calendar apps stop asking.
    expect((await t.app.inject({ url: path })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/calendar-feed', headers: member.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: new URL(rotated.url).pathname })).statusCode).toBe(410);
  });
});
