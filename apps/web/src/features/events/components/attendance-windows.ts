/** When game day's attendance and check-in are open (issue 14): small, so the event page can ask without loading them. */
import { ATTENDANCE_RULES as ATTENDANCE } from '@kickoff/shared';
import type { EventDetail } from '../api/types';

const MINUTE = 60_000;
type Timed = Pick<EventDetail, 'dateTime' | 'cancelledAt'>;

/** Hosts take attendance from the start until 7 days after; not for a cancelled event. */
export function attendanceOpen(event: Timed, now = Date.now()): boolean {
  const start = new Date(event.dateTime).getTime();
  return !event.cancelledAt && now >= start && now <= start + ATTENDANCE.markWindowDays * 24 * 60 * MINUTE;
}

/** Check-in runs from 30 minutes before to 60 minutes after the start. */
export function checkInOpen(event: Timed, now = Date.now()): boolean {
  const start = new Date(event.dateTime).getTime();
  return !event.cancelledAt && now >= start - ATTENDANCE.checkInOpensMinutesBefore * MINUTE && now <= start + ATTENDANCE.checkInClosesMinutesAfter * MINUTE;
}
