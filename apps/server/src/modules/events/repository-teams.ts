/** Balanced teams and players' levels (issue 14): `events.teams` (jsonb, read only here) and `user_sport_skills`. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { eventParticipants, events, userSportSkills, users, type DbOrTx, type EventTeams } from '@kickoff/db';
import type { PlayerLevel } from '@kickoff/shared';

export interface TeamPlayerRow {
  participantId: string;
  userId: string;
  guestCount: number;
  firstName: string;
  lastName: string;
  level: PlayerLevel | null;
}

/** The registered parties of an event in join order, with each member's own level in the event's sport. */
export async function registeredPlayers(db: DbOrTx, eventId: string, sportType: string): Promise<TeamPlayerRow[]> {
  return db
    .select({
      participantId: eventParticipants.id,
      userId: eventParticipants.userId,
      guestCount: eventParticipants.guestCount,
      firstName: users.firstName,
      lastName: users.lastName,
      level: userSportSkills.level,
    })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .leftJoin(userSportSkills, and(eq(userSportSkills.userId, eventParticipants.userId), eq(userSportSkills.sportType, sportType)))
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.status, 'registered')))
    .orderBy(asc(eventParticipants.joinedAt), asc(eventParticipants.id));
}

export async function readTeams(db: DbOrTx, eventId: string): Promise<EventTeams | null> {
  const [row] = await db.select({ teams: events.teams }).from(events).where(eq(events.id, eventId));
  return row?.teams ?? null;
}

export async function writeTeams(db: DbOrTx, eventId: string, teams: EventTeams): Promise<void> {
  await db.update(events).set({ teams }).where(eq(events.id, eventId));
}

export async function listSkills(db: DbOrTx, userId: string): Promise<{ sportType: string; level: PlayerLevel }[]> {
  return db
    .select({ sportType: userSportSkills.sportType, level: userSportSkills.level })
    .from(userSportSkills)
    .where(eq(userSportSkills.userId, userId))
    .orderBy(asc(userSportSkills.sportType));
}

/** Replaces the member's levels with these (a sport left out has no level). */
export async function replaceSkills(db: DbOrTx, userId: string, skills: { sportType: string; level: PlayerLevel }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userSportSkills).where(eq(userSportSkills.userId, userId));
    if (skills.length) await tx.insert(userSportSkills).values(skills.map((s) => ({ userId, ...s, updatedAt: sql`now()` })));
  });
}
