/**
 * Fills an empty Kickoff with a believable Austin sports community, entirely through the real API (app.inject), so
 * every rule holds (capacity, waitlists, private groups, blocks, co-hosts). Deterministic: the same people, groups
 * and events every time, dated from today.
 */
import { randomBytes } from 'node:crypto';
import type { App } from '../../apps/server/src/app';
import { DEMO_CODE, PEOPLE, demoPhone } from './people.mjs';
import { avatarPng, bannerPng, rng } from './images';

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

const GROUPS = [
  { owner: 0, name: 'Riverside Sunday Soccer', sportType: 'soccer', location: 'Butler Park, Austin', isPrivate: false, description: 'Friendly 7v7 pickup every weekend by the river. All levels, bring a light and a dark shirt.' },
  { owner: 0, name: 'East Austin Hoops', sportType: 'basketball', location: 'Givens Rec Center, Austin', isPrivate: false, description: 'Full-court runs after work. Winners stay on, everybody plays.' },
  { owner: 0, name: 'Zilker Pickleball Club', sportType: 'pickleball', location: 'Zilker Park Courts, Austin', isPrivate: false, description: 'Open play, round robins and clinics for new dinkers. Paddles to borrow.' },
  { owner: 2, name: 'Lady Bird Lake Runners', sportType: 'running', location: 'Lady Bird Lake Trail, Austin', isPrivate: false, description: 'Easy social runs, tempo Tuesdays and a coffee after. 5K to half-marathon pace groups.' },
  { owner: 3, name: 'South Congress Tennis Ladder', sportType: 'tennis', location: 'Austin High Tennis Center', isPrivate: true, description: 'A competitive singles and doubles ladder. Members only: ask to join and tell us your level.' },
  { owner: 3, name: 'Barton Springs Swim Crew', sportType: 'swimming', location: 'Barton Springs Pool, Austin', isPrivate: false, description: 'Early laps in the springs, open-water sessions in summer. Coffee afterwards is mandatory.' },
  { owner: 4, name: 'Sunrise Yoga Collective', sportType: 'yoga', location: 'Auditorium Shores, Austin', isPrivate: true, description: 'Small-group vinyasa at sunrise on the lawn. Limited mats, so membership is by request.' },
  { owner: 2, name: 'Hill Country Cyclists', sportType: 'cycling', location: 'Mellow Johnny’s, Austin', isPrivate: false, description: 'No-drop Saturday rides into the Hill Country and a faster Wednesday loop.' },
  { owner: 5, name: 'Beach Volleyball ATX', sportType: 'volleyball', location: 'Zilker Sand Courts, Austin', isPrivate: false, description: 'Doubles and fours on the sand. We rotate partners so everyone meets everyone.' },
  { owner: 5, name: 'Austin Flag Football League', sportType: 'football', location: 'Mueller Lake Park, Austin', isPrivate: true, description: 'Seasonal 5v5 flag football teams. Invitation and waitlist only during the season.' },
  { owner: 6, name: 'Mueller Cricket Club', sportType: 'cricket', location: 'Mueller Central Park, Austin', isPrivate: false, description: 'Tape-ball T20 on Sundays and net sessions midweek. Kit provided.' },
  { owner: 4, name: 'Thursday Night Bowling', sportType: 'bowling', location: 'Dart Bowl, Austin', isPrivate: false, description: 'Casual league night with handicaps, cheap lanes and loud shoes.' },
] as const;

/** Event ideas per group: title, description, local hour, duration, capacity, price, skill. */
const IDEAS: Record<string, [string, string, number, number, number, string, string][]> = {
  soccer: [
    ['Sunday Pickup 7v7', 'Two fields, rolling subs, bring shin guards. We split teams on the spot.', 10, 120, 20, '0', 'any'],
    ['Thursday Night Small-Sided', 'Fast 5v5 under the lights. Games to 3 goals, winners stay on.', 19, 90, 12, '5', 'intermediate'],
    ['Beginners Footy Clinic', 'Touch, passing and small games for people new to soccer.', 9, 90, 16, '0', 'beginner'],
  ],
  basketball: [
    ['After-Work Full Court', 'Runs to 15, call your own fouls. Gym fee covered by the group.', 18, 120, 15, '3', 'intermediate'],
    ['Saturday 3v3 Tournament', 'Sign up solo, we draw teams. Prizes for the top two squads.', 11, 180, 24, '10', 'any'],
  ],
  pickleball: [
    ['Open Play Round Robin', 'Rotate partners every game. Loaner paddles at the check-in table.', 8, 120, 16, '0', 'any'],
    ['3.5+ Drill Session', 'Third-shot drops, resets and stacking. Bring water and a towel.', 18, 90, 8, '12', 'advanced'],
  ],
  running: [
    ['Easy Social 5K', 'Conversational pace around the lake, then breakfast tacos.', 7, 60, 40, '0', 'beginner'],
    ['Tempo Tuesday', '2 mile warm-up, 3 miles at tempo, cool down together.', 18, 90, 25, '0', 'intermediate'],
  ],
  tennis: [
    ['Ladder Match Night', 'Challenge matches for the ladder. Scores go on the board at the end.', 18, 120, 12, '8', 'advanced'],
    ['Doubles Social Mixer', 'Rotating doubles sets, snacks courtside.', 10, 150, 16, '5', 'intermediate'],
  ],
  swimming: [
    ['Sunrise Laps', 'Structured 2K workout with lanes by pace.', 6, 60, 18, '5', 'intermediate'],
    ['Open Water Skills', 'Sighting, drafting and starts with a lifeguard on site.', 8, 90, 10, '15', 'advanced'],
  ],
  yoga: [
    ['Sunrise Flow on the Lawn', 'All-levels vinyasa with a view of the skyline. Bring a mat if you have one.', 7, 60, 14, '10', 'any'],
    ['Restorative Yin Evening', 'Long holds and breath work to reset after the week.', 19, 90, 12, '12', 'beginner'],
  ],
  cycling: [
    ['No-Drop Hill Country Ride', '40 miles at a social pace with a regroup at every turn.', 8, 180, 30, '0', 'intermediate'],
    ['Wednesday Fast Loop', '25 miles, pacelines, lights required.', 18, 90, 20, '0', 'advanced'],
  ],
  volleyball: [
    ['Sand Doubles Night', 'King of the court format, partners rotate every game.', 18, 120, 16, '0', 'intermediate'],
    ['Beginner Fours', 'Learn to pass, set and rotate in a relaxed four-a-side game.', 10, 120, 16, '0', 'beginner'],
  ],
  football: [
    ['Flag Football Scrimmage', 'Full 5v5 scrimmage ahead of league week. Flags and cones provided.', 10, 120, 20, '0', 'intermediate'],
  ],
  cricket: [
    ['Sunday T20 Tape Ball', 'Two teams of eleven, 20 overs a side. Tea at the innings break.', 13, 240, 22, '5', 'any'],
    ['Midweek Nets', 'Batting and bowling practice in the nets, coaching for beginners.', 18, 90, 14, '0', 'beginner'],
  ],
  bowling: [
    ['League Night', 'Three games with handicaps. Shoes included in the lane fee.', 19, 150, 24, '18', 'any'],
  ],
};

const COMMENTS = [
  'Count me in! Should I bring anything?',
  'Is there parking close by?',
  'First time coming, how early should I arrive?',
  'Bringing a friend who just moved to Austin.',
  'Weather looks perfect for this one.',
  'Can’t wait, last week was so much fun.',
];
const REPLIES = [
  'Just yourself and some water! We have the rest.',
  'Street parking on the east side is easiest.',
  'Ten minutes early is plenty, we warm up together.',
  'The more the merrier, welcome!',
  'See you there!',
];
const POSTS = [
  'Great turnout this week, thanks everyone for coming out!',
  'We are looking for a couple of volunteers to help set up next time. Reply here if you can.',
  'Reminder: check the event page for the latest time and place before you head out.',
  'Photos from the last session are up, tag yourselves!',
  'New faces are always welcome. Invite a friend to the next one.',
];

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
    people.push(person);
  }
  const organizer = people[0]!;
  const member = people[1]!;

  // ---- groups -------------------------------------------------------------------------------------------------
  log(`  groups (${GROUPS.length}) with members, waiting lists, blocks and posts...`);
  const groups: { id: string; sportType: string; owner: Person; members: Person[]; isPrivate: boolean; spec: (typeof GROUPS)[number] }[] = [];
  for (const [i, spec] of GROUPS.entries()) {
    const owner = people[spec.owner]!;
    const form = multipart(
      { name: spec.name, sportType: spec.sportType, description: spec.description, location: spec.location, isPrivate: String(spec.isPrivate) },
      { field: 'groupImage', data: await bannerPng(spec.sportType, i) },
    );
    const group = await call<{ id: string }>('POST', '/api/groups', owner, form.payload, form.headers);
    groups.push({ id: group.id, sportType: spec.sportType, owner, members: [owner], isPrivate: spec.isPrivate, spec });
  }

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
      await call('POST', `/api/groups/${g.id}/posts`, author, { content: POSTS[(gi + k) % POSTS.length] });
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
  const weekday = (day: string) => ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${day}T12:00:00Z`).getUTCDay()]!;

  let created = 0;
  const allEvents: { id: string; group: (typeof groups)[number]; capacity: number; allowWaitlist: boolean }[] = [];
  async function createEvent(g: (typeof groups)[number], idea: (typeof IDEAS)[string][number], daysAhead: number, options: { recurringWeeks?: number; capacity?: number; allowWaitlist?: boolean; image?: boolean; coHosts?: Person[] } = {}) {
    const [title, description, hour, duration, capacity, price, skill] = idea;
    const day = localDay(daysAhead);
    const fields: Record<string, string> = {
      title,
      description,
      sportType: g.sportType,
      dateTime: `${day}T${pad(hour)}:${random() < 0.5 ? '00' : '30'}`,
      timeZone: 'America/Chicago',
      duration: String(duration),
      location: g.spec.location,
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
      fields.recurringEndDate = localDay(daysAhead + 7 * (options.recurringWeeks - 1));
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
  let n = 0;
  while (created < 60) {
    const g = groups[n % groups.length]!;
    const ideas = IDEAS[g.sportType]!;
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
        const comment = await call<{ id: string }>('POST', `/api/events/${e.id}/comments`, p, { content: COMMENTS[(ei + k) % COMMENTS.length] });
        if (k === 0) await call('POST', `/api/events/${e.id}/comments`, e.group.owner, { content: REPLIES[ei % REPLIES.length], parentCommentId: comment.id });
      }
    }
  }
  return { users: people.length, groups: groups.length, events: created };
}
