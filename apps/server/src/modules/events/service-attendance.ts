/**
 * Game day attendance (issue 14): hosts mark registered parties attended or no-show from the start until 7 days
 * after (and may change a mark); a participant checks in from 30 minutes before to 60 minutes after the start, within
 * 300 m of the place when the event has coordinates (the device must then send its position). Guests count with
 * their party.
 */
import { ATTENDANCE, MESSAGES, type Attendance, type CheckInInput, type ParticipantResponse, type Reliability } from '@kickoff/shared';
import { badRequest, conflict, notFound } from '../../lib/errors';
import * as live from '../../lib/live/publish';
import { assertNotBlocked, assertVisible } from './policy';
import { loadEventAccess, loadHostedEvent } from './access';
import { findParticipant, loadEvent } from './repository-participants';
import { markUnmarkedAttended, setAttendance } from './repository-attendance';
import { NO_RECORD, reliabilityOf } from '../../lib/attendance/reliability-repository';
import { getParticipants } from './service-participants';
import type { EventsContext } from './service';

const M = ATTENDANCE.messages;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Metres between two points along the surface (haversine on earthdistance's sphere). */
export function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_378_168 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The event a host takes attendance of, checked: hosts only, not cancelled, from the start until 7 days after. */
async function eventForMarking(ctx: EventsContext, eventId: string) {
  const event = await loadHostedEvent(ctx.db, eventId, ctx.user.id, M);
  const now = Date.now();
  if (now < event.dateTime.getTime()) throw conflict(M.beforeStart);
  if (now > event.dateTime.getTime() + ATTENDANCE.markWindowDays * DAY) throw conflict(M.windowClosed);
  return event;
}

export async function markAttendance(ctx: EventsContext, eventId: string, participantId: string, attendance: Attendance): Promise<ParticipantResponse[]> {
  await eventForMarking(ctx, eventId);
  const participant = await findParticipant(ctx.db, eventId, { id: participantId });
  if (!participant) throw notFound(MESSAGES.event.participantNotFound);
  if (participant.status !== 'registered') throw conflict(M.waitlisted);
  await setAttendance(ctx.db, participant.id, attendance);
  live.attendanceChanged(ctx.db, eventId);
  return getParticipants(ctx, eventId);
}

export async function markAllAttended(ctx: EventsContext, eventId: string): Promise<ParticipantResponse[]> {
  await eventForMarking(ctx, eventId);
  await markUnmarkedAttended(ctx.db, eventId);
  live.attendanceChanged(ctx.db, eventId);
  return getParticipants(ctx, eventId);
}

export async function checkIn(ctx: EventsContext, eventId: string, position: CheckInInput): Promise<{ attendance: 'attended'; distanceMetres: number | null }> {
  const user = ctx.user;
  const access = await loadEventAccess(ctx.db, await loadEvent(ctx.db, eventId), user.id);
  // Like a join: a blocked member hears they are blocked, wherever the event is.
  assertNotBlocked(access);
  const event = assertVisible(access);
  if (event.cancelledAt) throw conflict(M.cancelled);
  const participant = await findParticipant(ctx.db, eventId, { userId: user.id });
  if (!participant || participant.status !== 'registered') throw conflict(M.checkInNotParticipant);
  const now = Date.now();
  const start = event.dateTime.getTime();
  if (now < start - ATTENDANCE.checkInOpensMinutesBefore * MINUTE) throw conflict(M.checkInTooEarly);
  if (now > start + ATTENDANCE.checkInClosesMinutesAfter * MINUTE) throw conflict(M.checkInClosed);
  const p = position as { latitude?: number; longitude?: number };
  let distanceMetres: number | null = null;
  if (event.latitude !== null && event.longitude !== null) {
    // No position, no check-in: the 300 m rule cannot be skipped by leaving it out (issue 33); hosts still mark.
    if (p.latitude === undefined || p.longitude === undefined) throw badRequest(M.checkInNeedsPosition, { latitude: M.checkInNeedsPosition });
    distanceMetres = Math.round(metresBetween({ latitude: event.latitude, longitude: event.longitude }, { latitude: p.latitude, longitude: p.longitude }));
    if (distanceMetres > ATTENDANCE.checkInRadiusMetres) throw conflict(M.checkInTooFar(distanceMetres));
  }
  await setAttendance(ctx.db, participant.id, 'attended', true);
  live.attendanceChanged(ctx.db, eventId);
  return { attendance: 'attended', distanceMetres };
}

/** The caller's own record (hosts see others' beside their names; nobody else sees anyone's). */
export async function myReliability(ctx: EventsContext): Promise<Reliability> {
  const user = ctx.user;
  return (await reliabilityOf(ctx.db, [user.id])).get(user.id) ?? NO_RECORD;
}
