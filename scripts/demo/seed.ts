/**
 * Fills an empty Kickoff with a believable Austin sports community, entirely through the real API (app.inject), so
 * every rule holds (capacity, waitlists, private groups, blocks, co-hosts). Deterministic: the same people, groups
 * and events every time, dated from today.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../../apps/server/src/app';
import { DEMO_CODE, PEOPLE, demoPhone } from './people.mjs';
import { avatarPng, bannerPng, rng } from './images';
import { COMMENTS, GROUPS, GROUP_VENUES, IDEAS, POSTS, VENUES } from './content';

interface Person {
  index: number;
  id: string;
  headers: { authorization: string };
  firstName: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function multipart(fields: Record<string, string>, file?: { field: string; data: Buffer }) {
  const boundary = `----kickoffdemo${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="image.png"\r\nContent-Type: image/png\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface SeedSummary {
  users: number;
  groups: number;
  events: number;
}

export async function seedDemo(app: App, log: (line: string) => void): Promise<SeedSummary> {
  const random = rng(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

  async function call<T = unknown>(method: Method, url: string, who?: Person, payload?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
    return (res.body ? res.json() : null) as T;
  }
  /** Calls whose refusal is part of the story (a full event without waitlist): ignored. */
  async function attempt(method: Method, url: string, who: Person, payload?: unknown) {
    const res = await app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as string }) });
    return res.statusCode < 300;
  }

  // ---- people -------------------------------------------------------------------------------------------------
  log(`  people (${PEOPLE.length}) with generated avatars...`);
  const people: Person[] = [];
  for (const [index, [firstName, lastName, area]] of PEOPLE.entries()) {
    const phoneNumber = demoPhone(index);
    await call('POST', '/api/auth/phone-number/send-otp', undefined, { phoneNumber });
    const { token, user } = await call<{ token: string; user: { id: string } }>('POST', '/api/auth/phone-number/verify', undefined, {
      phoneNumber,
      code: DEMO_CODE,
    });
    const person: Person = { index, id: user.id, headers: { authorization: `Bearer ${token}` }, firstName };
    const form = multipart(
      {
        firstName,
        lastName,
        email: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@kickoff.example',
        location: `${area}, Austin, TX`,
        timezone: 'America/Chicago',
      },
      { field: 'profileImage', data: await avatarPng(index) },
    );
    await call('PUT', '/api/user/profile', person, form.payload, form.headers);
    // The one step outside the API: the demo's addresses are fictional (@kickoff.example, no mailbox to read a code
    // from), so their claims are marked verified here, as the code would, and group creators can find them by email.
    await app.db.execute(
      sql`with claim as (delete from email_claims where user_id = ${user.id} returning email) update users set email = claim.email, email_verified = true from claim where users.id = ${user.id}`,
    );
    people.push(person);
  }
  const organizer = people[0]!;
  const member = people[1]!;

  // ---- venues (issue 28): real Austin places, added by the organizer like anyone signed in --------------------------
  log(`  venues (${VENUES.length})...`);
  const venueByName = new Map<string, { id: string; name: string; latitude: number; longitude: number }>();
  for (const v of VENUES) venueByName.set(v.name, await call('POST', '/api/venues', organizer, v as never));

  // ---- groups -------------------------------------------------------------------------------------------------
  log(`  groups (${GROUPS.length}) with members, waiting lists, blocks and posts...`);
  const groups: { id: string; sportType: string; owner: Person; members: Person[]; isPrivate: boolean; spec: (typeof GROUPS)[number] }[] = [];
  for (const [i, spec] of GROUPS.entries()) {
    const owner = people[spec.owner]!;
    const form = multipart(
      {
        name: spec.name,
        sportType: spec.sportType,
        description: spec.description,
        location: spec.location,
        // The real venue (issue 12: Discover's "Near me" and the map).
        latitude: String(spec.latitude),
        longitude: String(spec.longitude),
        isPrivate: String(spec.isPrivate),
      },
      { field: 'groupImage', data: await bannerPng(spec.sportType, i) },
    );
    const group = await call<{ id: string }>('POST', '/api/groups', owner, form.payload, form.headers);
    groups.push({ id: group.id, sportType: spec.sportType, owner, members: [owner], isPrivate: spec.isPrivate, spec });
  }

  let firstSoccerPost = '';
  // Memberships: the demo member is in five groups (two private ones approved) and waits for a third private one.
  const memberGroups = new Set([0, 1, 3, 4, 6]);
  for (const [gi, g] of groups.entries()) {
    const size = 6 + Math.floor(random() * 12);
    const candidates = people.filter((p) => p.index !== g.owner.index && p.index > 1 && p.index !== 0);
    const chosen = new Set<Person>();
    while (chosen.size < Math.min(size, candidates.length)) chosen.add(pick(candidates));
    if (memberGroups.has(gi)) chosen.add(member);
    // The demo organizer also plays in two groups they do not run.
    if (gi === 3 || gi === 7) chosen.add(organizer);
    for (const p of chosen) {
      await call('POST', `/api/groups/${g.id}/join`, p);
      if (g.isPrivate) await call('PATCH', `/api/groups/${g.id}/members/${p.id}/status`, g.owner, { status: 'active' });
      g.members.push(p);
    }
    if (g.isPrivate) {
      // Two people wait for approval, one is blocked.
      const outsiders = people.filter((p) => !g.members.includes(p) && p.index > 1);
      const waiting = [outsiders[0], outsiders[1]].filter(Boolean) as Person[];
      if (gi === 9) waiting.push(member);
      for (const p of waiting) await call('POST', `/api/groups/${g.id}/join`, p);
      const blocked = outsiders[2];
      if (blocked) {
        await call('POST', `/api/groups/${g.id}/join`, blocked);
        await call('POST', `/api/groups/${g.id}/block`, g.owner, { blockedUserId: blocked.id, reason: 'Repeated no-shows without notice' });
      }
    }
    const postCount = 2 + Math.floor(random() * 3);
    for (let k = 0; k < postCount; k++) {
      const author = k === 0 ? g.owner : pick(g.members);
      const post = await call<{ id: string }>('POST', `/api/groups/${g.id}/posts`, author, { content: POSTS[(gi + k) % POSTS.length] });
      if (gi === 0 && k === 0) firstSoccerPost = post.id;
    }
  }
  await call('PUT', '/api/user/role', member, { rolePreference: 'member' });

  // ---- events ------------------------------------------------------------------------------------------------
  log('  events (60) with participants, guests, waitlists, co-hosts and comments...');
  const pad = (n: number) => String(n).padStart(2, '0');
  const localDay = (daysAhead: number) => {
    const d = new Date(Date.now() + daysAhead * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
    return parts; // YYYY-MM-DD
  };
  const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const weekday = (day: string) => WEEK[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
  /**
   * The day a title or its group's name promises ("Sunday Pickup", "Tempo Tuesday", "Thursday Night Bowling",
   * "Midweek Nets"), so no "Sunday" game falls on a Tuesday (issue 19); null when neither names a day.
   */
  const promisedDay = (title: string, groupName: string): number | null => {
    for (const text of [title, groupName]) {
      const named = WEEK.findIndex((d) => new RegExp(`\\b${d}\\b`, 'i').test(text));
      if (named >= 0) return named;
      if (/\bmidweek\b/i.test(text)) return 3;
      if (/\bweekend\b/i.test(text)) return 6;
    }
    return null;
  };
  /** `daysAhead`, moved on to the promised weekday when there is one. */
  const onPromisedDay = (daysAhead: number, title: string, groupName: string) => {
    const want = promisedDay(title, groupName);
    if (want === null) return daysAhead;
    const have = WEEK.indexOf(weekday(localDay(daysAhead)));
    return daysAhead + ((want - have + 7) % 7);
  };

  let created = 0;
  const allEvents: { id: string; group: (typeof groups)[number]; capacity: number; allowWaitlist: boolean }[] = [];
  async function createEvent(g: (typeof groups)[number], idea: (typeof IDEAS)[string][number], daysAhead: number, options: { recurringWeeks?: number; capacity?: number; allowWaitlist?: boolean; image?: boolean; coHosts?: Person[] } = {}) {
    const [title, description, hour, duration, capacity, price, skill] = idea;
    // The group's venues take turns (issue 28: Directions lead to the right field).
    const played = GROUP_VENUES[g.spec.name] ?? [];
    const venue = played.length ? venueByName.get(played[created % played.length]!) : undefined;
    const startsIn = onPromisedDay(daysAhead, title, g.spec.name);
    const day = localDay(startsIn);
    const fields: Record<string, string> = {
      title,
      description,
      sportType: g.sportType,
      dateTime: `${day}T${pad(hour)}:${random() < 0.5 ? '00' : '30'}`,
      timeZone: 'America/Chicago',
      duration: String(duration),
      location: venue ? `${venue.name}, Austin` : g.spec.location,
      latitude: String(venue?.latitude ?? g.spec.latitude),
      longitude: String(venue?.longitude ?? g.spec.longitude),
      ...(venue ? { venueId: venue.id } : {}),
      capacity: String(options.capacity ?? capacity),
      price,
      skillLevel: skill,
      groupId: g.id,
      allowWaitlist: String(options.allowWaitlist ?? true),
      equipmentRequired: pick(['Water bottle and comfortable shoes', 'Bring your own gear if you have it', '']),
      gameRules: random() < 0.4 ? 'Be kind, call your own fouls, rotate fairly.' : '',
      coHostIds: JSON.stringify((options.coHosts ?? []).map((p) => p.id)),
    };
    if (options.recurringWeeks) {
      fields.isRecurring = 'true';
      fields.recurringType = 'weekly';
      fields.recurringDays = JSON.stringify([weekday(day)]);
      fields.recurringEndDate = localDay(startsIn + 7 * (options.recurringWeeks - 1));
    }
    const form = multipart(fields, options.image ? { field: 'eventImage', data: await bannerPng(g.sportType, 100 + created) } : undefined);
    const event = await call<{ id: string; recurringSeriesId: string | null; occurrencesCreated: number }>('POST', '/api/events', g.owner, form.payload, form.headers);
    created += event.occurrencesCreated;
    const ids = [event.id];
    if (event.recurringSeriesId && event.occurrencesCreated > 1) {
      const page = await call<{ items: { id: string; recurringSeriesId: string | null }[] }>('GET', `/api/events?groupId=${g.id}&limit=50`, g.owner);
      for (const e of page.items) if (e.recurringSeriesId === event.recurringSeriesId && e.id !== event.id) ids.push(e.id);
    }
    for (const id of ids) allEvents.push({ id, group: g, capacity: Number(fields.capacity), allowWaitlist: fields.allowWaitlist === 'true' });
  }

  // Four weekly series of five (20 events), then one-off events spread over the next five weeks up to 60.
  await createEvent(groups[0]!, IDEAS.soccer![0]!, 2, { recurringWeeks: 5, image: true, coHosts: [groups[0]!.members[1]!] });
  await createEvent(groups[3]!, IDEAS.running![1]!, 1, { recurringWeeks: 5 });
  await createEvent(groups[2]!, IDEAS.pickleball![0]!, 3, { recurringWeeks: 5, image: true });
  await createEvent(groups[11]!, IDEAS.bowling![0]!, 4, { recurringWeeks: 5 });
  // One-off events never repeat a series' idea in its group (two identical cards on one day read as a mistake).
  const seriesIdeas = new Set([`${groups[0]!.id}:${IDEAS.soccer![0]![0]}`, `${groups[3]!.id}:${IDEAS.running![1]![0]}`, `${groups[2]!.id}:${IDEAS.pickleball![0]![0]}`, `${groups[11]!.id}:${IDEAS.bowling![0]![0]}`]);
  let n = 0;
  while (created < 60) {
    const g = groups[n % groups.length]!;
    const ideas = IDEAS[g.sportType]!.filter((i) => !seriesIdeas.has(`${g.id}:${i[0]}`));
    if (ideas.length === 0) {
      n += 1;
      continue;
    }
    const idea = ideas[Math.floor(n / groups.length) % ideas.length]!;
    const daysAhead = 1 + ((n * 5) % 34) + (n < 12 ? 0 : 1);
    const full = n % 6 === 1;
    await createEvent(g, idea, n < 10 ? 1 + (n % 6) : daysAhead, {
      capacity: full ? 6 : undefined,
      allowWaitlist: n % 12 !== 7,
      image: n % 3 === 0,
      coHosts: n % 4 === 0 && g.members.length > 2 ? [g.members[2]!] : [],
    });
    n += 1;
  }

  // Participants: group members (and, for public groups, a few others) join, some with guests; full events fill up
  // and the rest wait. The demo member takes part in several events of their groups.
  for (const [ei, e] of allEvents.entries()) {
    const pool = e.group.isPrivate ? e.group.members.slice(1) : [...e.group.members.slice(1), ...people.slice(2, 12)];
    const unique = [...new Set(pool)].filter((p) => p !== e.group.owner);
    const want = e.capacity <= 6 ? e.capacity + 3 : Math.floor(e.capacity * (0.3 + random() * 0.6));
    const memberJoins = ei % 3 === 0 && e.group.members.includes(member);
    const joiners = memberJoins ? [member, ...unique.filter((p) => p !== member)] : unique.filter((p) => p !== member);
    let places = 1;
    for (const p of joiners) {
      if (places >= want) break;
      const guestCount = random() < 0.15 ? 1 + Math.floor(random() * 2) : 0;
      if (await attempt('POST', `/api/events/${e.id}/join`, p, { guestCount })) places += 1 + guestCount;
    }
    if (ei % 4 === 0) {
      const talkers = joiners.slice(0, 3);
      for (const [k, p] of talkers.entries()) {
        const [text, answer] = COMMENTS[(ei + k) % COMMENTS.length]!;
        const comment = await call<{ id: string }>('POST', `/api/events/${e.id}/comments`, p, { content: text });
        if (k === 0) await call('POST', `/api/events/${e.id}/comments`, e.group.owner, { content: answer, parentCommentId: comment.id });
      }
    }
  }
  // The soccer organizer moves the Sunday series' kickoff half an hour later from its second game on ("this and all
  // following"), and says so in the group's first post (edited): the people in those games hear of the new time
  // (event_updated), as they would in the app.
  const soccer = groups[0]!;
  const series = [];
  for (const e of allEvents.filter((x) => x.group === soccer).slice(0, 5)) {
    series.push(await call<{ id: string; dateTime: string; recurringSeriesId: string | null }>('GET', `/api/events/${e.id}`, soccer.owner));
  }
  const [, second] = series.filter((e) => e.recurringSeriesId).sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  if (second) {
    const later = new Date(Date.parse(second.dateTime) + 30 * 60_000);
    const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .format(later)
      .replace(' ', 'T');
    await call('PATCH', `/api/events/${second.id}`, soccer.owner, { series: 'following', dateTime: wall });
    await call('PATCH', `/api/groups/${soccer.id}/posts/${firstSoccerPost}`, soccer.owner, {
      content: `${POSTS[0]} From next week on we kick off half an hour later, the event pages have the new time.`,
    });
  }
  return { users: people.length, groups: groups.length, events: created };
}
