/**
 * Taking a place in one statement. A popular event's joins serialise on its row lock; here the lock is held for the
 * length of one statement (no round trip to the server while it is held): the statement locks the event row, decides
 * against its `places_taken` counter (current: `for update` reads the newest version), inserts the party (the
 * counter trigger then updates the locked row) and schedules the joiner's own reminder, all or nothing. A member the
 * group's no-show rule holds (`heldByNoShowLimit`, decided before: repository-attendance.ts `noShowsSince`) joins on
 * the waitlist even when the party fits, marked so that automatic promotion passes them by.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@kickoff/db';
import { reminderJobsFor } from '../notifications';
import type { ParticipantListRow } from './repository-participants';

export type TakePlaceOutcome =
  | { taken: true; participant: ParticipantListRow; organizerId: string; held: boolean }
  | { taken: false; reason: 'notFound' | 'cancelled' | 'started' | 'full' | 'alreadyJoined' };

interface TakePlaceRow {
  found: boolean;
  cancelled: boolean | null;
  open: boolean | null;
  fits: boolean | null;
  allow_waitlist: boolean | null;
  participant_id: string | null;
  status: 'registered' | 'waitlisted' | null;
  guest_count: number | null;
  joined_ms: number | null;
  organizer_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  image: string | null;
  already: boolean;
  [key: string]: unknown;
}

export async function takePlace(
  db: DbOrTx,
  input: { eventId: string; userId: string; guestCount: number; heldByNoShowLimit?: number | null },
): Promise<TakePlaceOutcome> {
  const { eventId, userId, guestCount } = input;
  const held = input.heldByNoShowLimit ?? null;
  const places = 1 + guestCount;
  const result = await db.execute<TakePlaceRow>(sql`
    with e as (
      select id, organizer_id, capacity, places_taken, allow_waitlist, date_time, send_reminders, cancelled_at, places_taken + ${places}::int <= capacity as fits
      from events where id = ${eventId} for update
    ), ins as (
      insert into event_participants (id, event_id, user_id, status, guest_count, held_no_show_limit)
      select ${randomUUID()}, e.id, ${userId}, case when e.fits and ${held}::int is null then 'registered' else 'waitlisted' end, ${guestCount}::int, ${held}::int
      from e where e.date_time > now() and e.cancelled_at is null and (e.fits or e.allow_waitlist)
      on conflict (event_id, user_id) do nothing
      returning id, status, guest_count, joined_at
    ), reminder as (
      ${reminderJobsFor(sql`select e.id, ${userId}::text, e.date_time from e join ins on ins.status = 'registered' where e.send_reminders`)}
    )
    select true as found, e.cancelled_at is not null as cancelled, e.date_time > now() as open, e.fits, e.allow_waitlist, e.organizer_id,
      ins.id as participant_id, ins.status, ins.guest_count, floor(extract(epoch from ins.joined_at) * 1000)::float8 as joined_ms,
      u.first_name, u.last_name, u.email, u.image,
      exists (select 1 from event_participants p where p.event_id = e.id and p.user_id = ${userId}) as already
    from e left join ins on true left join users u on ins.id is not null and u.id = ${userId}`);
  const [row] = (result as unknown as { rows: TakePlaceRow[] }).rows;
  if (!row) return { taken: false, reason: 'notFound' };
  if (row.participant_id && row.status) return { taken: true, participant: insertedRow(row, userId, held), organizerId: row.organizer_id, held: held !== null };
  // Nothing inserted: the party exists (a second join), the event was cancelled, the game started, or it is full
  // without a waitlist.
  if (row.already) return { taken: false, reason: 'alreadyJoined' };
  if (row.cancelled) return { taken: false, reason: 'cancelled' };
  if (!row.open) return { taken: false, reason: 'started' };
  if (!row.fits && !row.allow_waitlist) return { taken: false, reason: 'full' };
  return { taken: false, reason: 'alreadyJoined' };
}

/** The party just inserted, as the participant list reads it: nothing recorded yet (attendance, check-in, level). */
function insertedRow(row: TakePlaceRow, userId: string, held: number | null): ParticipantListRow {
  const guestCount = Number(row.guest_count ?? 0);
  return {
    id: row.participant_id!,
    userId,
    status: row.status!,
    guestCount,
    places: 1 + guestCount,
    joinedAt: new Date(Number(row.joined_ms)),
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    email: row.email ?? '',
    image: row.image,
    attendance: null,
    checkedInAt: null,
    heldNoShowLimit: held,
    level: null,
  };
}
