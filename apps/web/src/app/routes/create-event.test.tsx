import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { groupMemberSchema, MESSAGES, placeSchema, wallClockToOffsetDateTime, type GroupMember } from '@kickoff/shared';
import { json, stubApi, type ApiCall } from '@/testing/api-stub';
import { aGroup, anEvent, aProfile, signedInAnswers, viewer } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value `days` from now at 19:00 on the device's clock (the form starts in the device's zone). */
function localIn(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T19:00`;
}

const myGroup = () => aGroup({ creatorId: viewer.id, organizerId: viewer.id, isCreator: true, membershipRole: 'organizer' });

function fillRequired(dateTime: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Event title' }), { target: { value: 'Tuesday night futsal' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Sport' }), { target: { value: 'soccer' } });
  fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: dateTime } });
  fireEvent.change(screen.getByLabelText('Location', { selector: 'input' }), { target: { value: 'Eastside Rec Center' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Group' }), { target: { value: 'group-1' } });
}

/** The message under the date field (its aria-describedby), not the toast's copy of it. */
function dateFieldMessage(): string | null {
  const input = screen.getByLabelText('Date and time');
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function member(userId: string, firstName: string, lastName: string): GroupMember {
  return groupMemberSchema.parse({
    id: `m-${userId}`,
    userId,
    role: 'member',
    status: 'active',
    joinedAt: '2026-01-10T10:00:00.000Z',
    user: { firstName, lastName, email: null, profileImageUrl: null },
  });
}

describe('/create-event', () => {
  it('checks the event in the spec words, then sends the multipart form and opens the new event', { timeout: 60_000 }, async () => {
    const myGroup = aGroup({ creatorId: viewer.id, organizerId: viewer.id, isCreator: true, membershipRole: 'organizer' });
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/created-groups': [myGroup],
      'GET /api/groups/group-1/members': { items: [], nextCursor: null, counts: { active: 1, waiting: 0, blocked: 0, total: 1 } },
      'GET /api/places': [],
      'POST /api/events': anEvent({ id: 'event-new', title: 'Tuesday night futsal' }),
      'PUT /api/user/role': { rolePreference: 'organizer' },
    });
    const { router } = renderApp('/create-event');

    expect(await screen.findByRole('heading', { level: 1, name: 'Organize Your Own Event' })).toBeTruthy();
    const submit = await screen.findByRole('button', { name: 'Create Event' });
    fireEvent.click(submit);
    expect(await screen.findByText(MESSAGES.event.titleRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.event.sportRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.event.locationRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.event.groupRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/events')).toHaveLength(0);

    const dateTime = new Date(Date.now() + 7 * 86_400_000);
    const local = `${dateTime.getFullYear()}-${String(dateTime.getMonth() + 1).padStart(2, '0')}-${String(dateTime.getDate()).padStart(2, '0')}T19:00`;
    fireEvent.change(screen.getByRole('textbox', { name: 'Event title' }), { target: { value: 'Tuesday night futsal' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sport' }), { target: { value: 'soccer' } });
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: local } });
    fireEvent.change(screen.getByLabelText('Location', { selector: 'input' }), { target: { value: 'Eastside Rec Center' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Group' }), { target: { value: 'group-1' } });
    fireEvent.click(submit);

    expect(await screen.findByText('Event Created!')).toBeTruthy();
    const [call] = api.callsTo('POST /api/events');
    const form = call!.body as FormData;
    expect(form.get('title')).toBe('Tuesday night futsal');
    expect(form.get('sportType')).toBe('soccer');
    expect(form.get('location')).toBe('Eastside Rec Center');
    expect(form.get('groupId')).toBe('group-1');
    // The wall-clock time with its zone's offset that day (an unambiguous instant), and the zone beside it.
    expect(form.get('dateTime')).toBe(wallClockToOffsetDateTime(local, String(form.get('timeZone'))));
    expect(form.get('dateTime')).toMatch(new RegExp(`^${local}:00[+-]\\d{2}:\\d{2}$`));
    expect(form.get('capacity')).toBe('20');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/events/event-new'), { timeout: 15_000 }); // issue 18
  });

  it("refuses a past start under the date field before sending, shows the server's refusal there too, and retries with the same Idempotency-Key", { timeout: 60_000 }, async () => {
    let answers = 0;
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/created-groups': [myGroup()],
      'GET /api/groups/group-1/members': { items: [], nextCursor: null, counts: { active: 1, waiting: 0, blocked: 0, total: 1 } },
      'GET /api/places': [],
      'PUT /api/user/role': { rolePreference: 'organizer' },
      // The first answer: the server's clock says the start has passed (the client's clock was behind).
      'POST /api/events': () =>
        ++answers === 1
          ? json({ message: MESSAGES.event.dateTimePast, fields: { dateTime: MESSAGES.event.dateTimePast } }, 400)
          : anEvent({ id: 'event-new', title: 'Tuesday night futsal' }),
    });
    const { router } = renderApp('/create-event');
    const submit = await screen.findByRole('button', { name: 'Create Event' });

    fillRequired(localIn(-2));
    fireEvent.click(submit);
    await vi.waitFor(() => expect(dateFieldMessage()).toBe(MESSAGES.event.dateTimePast), { timeout: 15_000 });
    expect(document.activeElement).toBe(screen.getByLabelText('Date and time'));
    expect(api.callsTo('POST /api/events')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: localIn(5) } });
    await vi.waitFor(() => expect(dateFieldMessage()).toBeNull(), { timeout: 15_000 });
    fireEvent.click(submit);
    await vi.waitFor(() => expect(dateFieldMessage()).toBe(MESSAGES.event.dateTimePast), { timeout: 15_000 });
    expect(screen.getByLabelText('Date and time').getAttribute('aria-invalid')).toBe('true');

    // Sent again unchanged: the same action, the same key.
    fireEvent.click(submit);
    expect(await screen.findByText('Event Created!')).toBeTruthy();
    const keys = api.callsTo('POST /api/events').map((c: ApiCall) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/events/event-new'), { timeout: 15_000 }); // issue 18
  });

  it('finds co-hosts among every active member by name, a page at a time, and keeps the chosen ones in view', { timeout: 60_000 }, async () => {
    const everyone = [
      member(viewer.id, viewer.firstName!, viewer.lastName!),
      ...Array.from({ length: 25 }, (_, i) => member(`user-${i}`, `Player${pad(i)}`, 'Smith')),
      member('user-zoe', 'Zoe', 'Quinn'),
    ];
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/created-groups': [myGroup()],
      'GET /api/places': [],
      'PUT /api/user/role': { rolePreference: 'organizer' },
      'POST /api/events': anEvent({ id: 'event-new', title: 'Tuesday night futsal' }),
      // The server's rule: q matches the start of a first, last or full name; cursor = the offset here.
      'GET /api/groups/group-1/members': ({ search }) => {
        const q = (search.get('q') ?? '').toLowerCase();
        const found = everyone.filter((m) =>
          [m.user.firstName, m.user.lastName, `${m.user.firstName} ${m.user.lastName}`].some((n) => n.toLowerCase().startsWith(q)),
        );
        const from = Number(search.get('cursor') ?? 0);
        const limit = Number(search.get('limit'));
        const next = from + limit < found.length ? String(from + limit) : null;
        return { items: found.slice(from, from + limit), nextCursor: next, counts: { active: everyone.length, waiting: null, blocked: null, total: null } };
      },
    });
    renderApp('/create-event');
    await screen.findByRole('button', { name: 'Create Event' });
    fillRequired(localIn(5));

    const picker = await screen.findByRole('group', { name: 'Co-hosts (optional)' });
    await within(picker).findByRole('checkbox', { name: 'Player00 Smith' });
    // The organizer is not offered as their own co-host.
    expect(within(picker).queryByRole('checkbox', { name: /Marco Member/ })).toBeNull();
    expect(within(picker).queryByRole('checkbox', { name: 'Zoe Quinn' })).toBeNull();
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Player01 Smith' }));

    fireEvent.click(within(picker).getByRole('button', { name: 'Load more members' }));
    fireEvent.click(await within(picker).findByRole('checkbox', { name: 'Zoe Quinn' }));
    expect(within(picker).queryByRole('button', { name: 'Load more members' })).toBeNull();
    const firstPage = api.callsTo('GET /api/groups/group-1/members')[0]!;
    expect(firstPage.search.get('status')).toBe('active');
    expect(api.callsTo('GET /api/groups/group-1/members').at(-1)!.search.get('cursor')).toBe('20');

    // A search that lists neither chosen co-host: both stay in view, and can be taken off there.
    fireEvent.change(within(picker).getByRole('searchbox', { name: "Search the group's members" }), { target: { value: 'player1' } });
    await vi.waitFor(() => expect(within(picker).queryByRole('checkbox', { name: 'Player00 Smith' })).toBeNull(), { timeout: 15_000 });
    expect(api.callsTo('GET /api/groups/group-1/members').at(-1)!.search.get('q')).toBe('player1');
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(10);
    const chosen = within(picker).getByRole('list', { name: 'Chosen co-hosts' });
    expect(within(chosen).getByRole('button', { name: 'Remove co-host Player01 Smith' })).toBeTruthy();
    expect(within(chosen).getByRole('button', { name: 'Remove co-host Zoe Quinn' })).toBeTruthy();

    fireEvent.change(within(picker).getByRole('searchbox', { name: "Search the group's members" }), { target: { value: 'nobody' } });
    expect(await within(picker).findByText('No members match "nobody"', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove co-host Player01 Smith' }));

    // Paging, searching and choosing never submitted the form.
    expect(api.callsTo('POST /api/events')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event Created!')).toBeTruthy();
    const form = api.callsTo('POST /api/events')[0]!.body as FormData;
    expect(JSON.parse(String(form.get('coHostIds')))).toEqual(['user-zoe']);
  });
});

describe('/create-event: the event time zone (issue 15)', () => {
  it("starts in the organizer's profile zone, says so under the date, and sends the time with that zone's offset", { timeout: 60_000 }, async () => {
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile({ timezone: 'Asia/Tokyo' }),
      'GET /api/user/created-groups': [myGroup()],
      'GET /api/groups/group-1/members': { items: [], nextCursor: null, counts: { active: 1, waiting: 0, blocked: 0, total: 1 } },
      'GET /api/places': [],
      'POST /api/events': anEvent({ id: 'event-new', title: 'Tuesday night futsal' }),
      'PUT /api/user/role': { rolePreference: 'organizer' },
    });
    renderApp('/create-event');
    // The device runs in Chicago (vitest.config.ts); the profile says Tokyo.
    const zone = (await screen.findByRole('combobox', { name: 'Time zone' })) as HTMLSelectElement;
    await vi.waitFor(() => expect(zone.value).toBe('Asia/Tokyo'), { timeout: 15_000 });
    fillRequired('2031-01-14T19:00');
    expect(screen.getByText("Time at the event's place: Asia / Tokyo (GMT+9). That is Tue, Jan 14, 2031 · 4:00 AM CST where you are.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event Created!')).toBeTruthy();
    const form = api.callsTo('POST /api/events')[0]!.body as FormData;
    expect(form.get('dateTime')).toBe('2031-01-14T19:00:00+09:00');
    expect(form.get('timeZone')).toBe('Asia/Tokyo');
  });

  it('says at once under the date that a time the clocks skip does not exist, and refuses it on submit', { timeout: 60_000 }, async () => {
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile({ timezone: 'America/Chicago' }),
      'GET /api/user/created-groups': [myGroup()],
      'GET /api/groups/group-1/members': { items: [], nextCursor: null, counts: { active: 1, waiting: 0, blocked: 0, total: 1 } },
      'GET /api/places': { items: [] },
      'PUT /api/user/role': { rolePreference: 'organizer' },
    });
    renderApp('/create-event');
    const zone = (await screen.findByRole('combobox', { name: 'Time zone' })) as HTMLSelectElement;
    await vi.waitFor(() => expect(zone.value).toBe('America/Chicago'), { timeout: 15_000 });
    fillRequired('2031-03-09T02:30');
    const gap = '2:30 AM does not exist on Sun, Mar 9, 2031 in America/Chicago: the clocks go forward that night. Choose a later time.';
    // The hint says it before anything is sent; on submit the same words become the field's error.
    expect(screen.getByText(gap)).toBeTruthy();
    expect(dateFieldMessage()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await vi.waitFor(() => expect(dateFieldMessage()).toBe(gap), { timeout: 15_000 });
    expect(api.callsTo('POST /api/events')).toHaveLength(0);
  });

  it("follows the chosen place's zone over the profile's, keeping the typed wall-clock time", { timeout: 60_000 }, async () => {
    const london = placeSchema.parse({
      name: 'London',
      label: 'London, England, GB',
      country: 'GB',
      latitude: 51.50853,
      longitude: -0.12574,
      population: 8961989,
      timeZone: 'Europe/London',
      source: 'city',
    });
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile({ timezone: 'Asia/Tokyo' }),
      'GET /api/user/created-groups': [myGroup()],
      'GET /api/groups/group-1/members': { items: [], nextCursor: null, counts: { active: 1, waiting: 0, blocked: 0, total: 1 } },
      'GET /api/places': { items: [london] },
      'POST /api/events': anEvent({ id: 'event-new', title: 'Tuesday night futsal' }),
      'PUT /api/user/role': { rolePreference: 'organizer' },
    });
    renderApp('/create-event');
    const zone = (await screen.findByRole('combobox', { name: 'Time zone' })) as HTMLSelectElement;
    await vi.waitFor(() => expect(zone.value).toBe('Asia/Tokyo'), { timeout: 15_000 });
    fillRequired('2031-01-14T19:00');
    // Type a place and choose it: the zone becomes the place's; the time stays 7:00 PM, now in London.
    const location = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.change(location, { target: { value: 'Londo' } });
    fireEvent.click(await screen.findByRole('option', { name: /London, England, GB/ }, { timeout: 15_000 }));
    expect(zone.value).toBe('Europe/London');
    expect(screen.getByText("Time at the event's place: Europe / London (GMT). That is Tue, Jan 14, 2031 · 1:00 PM CST where you are.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event Created!')).toBeTruthy();
    const form = api.callsTo('POST /api/events')[0]!.body as FormData;
    expect(form.get('dateTime')).toBe('2031-01-14T19:00:00+00:00');
    expect(form.get('timeZone')).toBe('Europe/London');
    expect(form.get('location')).toBe('London, England, GB');
  });
});

describe('/create-event?venueId= ("Create a game here", issue 28)', () => {
  it('starts at the venue: its name as the place, its pin, zone and sport', { timeout: 60_000 }, async () => {
    stubApi({
      ...signedInAnswers,
      'GET /api/user/created-groups': [myGroup()],
      'GET /api/groups/group-1/members': { items: [], nextCursor: null, counts: { active: 1, waiting: 0, blocked: 0, total: 1 } },
      'GET /api/places': [],
      'GET /api/venues/venue-7': {
        id: 'venue-7', name: 'Zilker Park - Field 3', address: null, latitude: 30.2695, longitude: -97.7664, timeZone: 'America/Chicago',
        sports: ['soccer'], setting: null, surface: null, lights: null, parking: null, restrooms: null, accessibility: null, imageUrl: null,
        distanceKm: null, canEdit: false, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
      },
    });
    renderApp('/create-event?venueId=venue-7');
    const location = (await screen.findByLabelText('Location', { selector: 'input' })) as HTMLInputElement;
    expect(location.value).toBe('Zilker Park - Field 3');
    expect((screen.getByRole('combobox', { name: 'Sport' }) as HTMLSelectElement).value).toBe('soccer');
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('America/Chicago');
    expect(await screen.findByText('On the map: shows up in Near me searches.')).toBeTruthy();
  });
});
