/** Attendance's rules and texts (issue 14), apart from the zod contracts so screens can show them cheaply. */
/** The windows and the radius alone (screens that only ask "is it open?" load just these). */
export const ATTENDANCE_RULES = {
  /** Hosts mark from the start until this many days after it. */
  markWindowDays: 7,
  checkInOpensMinutesBefore: 30,
  checkInClosesMinutesAfter: 60,
  checkInRadiusMetres: 300,
} as const;

export const ATTENDANCE = {
  ...ATTENDANCE_RULES,
  messages: {
    valueInvalid: 'Attendance must be attended or no_show',
    positionInvalid: 'Give both latitude and longitude, or neither',
    hostsOnly: 'Only the organizer and co-hosts can take attendance',
    beforeStart: 'Attendance opens when the event starts',
    windowClosed: 'Attendance can be changed until 7 days after the event',
    waitlisted: 'Only registered participants can be marked',
    cancelled: 'A cancelled event has no attendance',
    checkInNotParticipant: 'Only registered participants can check in',
    checkInTooEarly: 'Check-in opens 30 minutes before the start',
    checkInClosed: 'Check-in closed 60 minutes after the start',
    /** Where the event and the device both know their place; `{metres}` is how far the device was. */
    /** An event with a place point: self check-in must send the device's position (issue 33). */
    checkInNeedsPosition: 'Share your location to check in: you must be within 300 m of the place',
    checkInTooFar: (metres: number) => `You are ${metres.toLocaleString('en-US')} m from the place: check in within 300 m of it`,
    checkedIn: "You're checked in",
  },
} as const;

/**
 * A group's no-show rule (issue 14): its creator may set N (1-20, off by default); members with N or more no-shows in
 * the last 90 days (at any group's events) join this group's events on the waitlist, and only a host moves them up.
 */
export const NO_SHOW_RULE = {
  windowDays: 90,
  min: 1,
  max: 20,
  /** The group page and the edit form. */
  groupText: (limit: number) =>
    `Members with ${limit} or more no-shows in the last 90 days join this group's events on the waitlist; a host can still give them a place.`,
  /** The member the rule put on the waitlist, on the event page. */
  heldText: (limit: number) =>
    `This group puts members with ${limit} or more no-shows in the last 90 days on the waitlist. A host can still give you a place; it is not given automatically.`,
  /** The hosts' participant list. */
  hostBadge: 'No-show rule',
  hostText: (limit: number) => `On the waitlist by the group's no-show rule (${limit} or more in 90 days): activate to give a place.`,
} as const;

/**
 * The game's own mark beside a name for hosts (issue 26: say which record): "Attendance: not marked yet", "Attendance:
 * checked in", "Attendance: attended", "Attendance: no-show".
 */
export function attendanceText(p: { attendance?: 'attended' | 'no_show' | null; checkedIn?: boolean }): string {
  const mark = p.attendance === 'attended' ? 'attended' : p.attendance === 'no_show' ? 'no-show' : p.checkedIn ? 'checked in' : 'not marked yet';
  return `Attendance: ${mark}`;
}

/** "Reliability 67% (2 of 3)" beside a name for hosts; "Reliability: no games marked yet" before any mark. */
export function reliabilityText(r: { attended: number; noShows: number; rate: number | null } | null | undefined): string | null {
  if (!r) return null;
  if (r.rate === null) return 'Reliability: no games marked yet';
  return `Reliability ${Math.round(r.rate * 100)}% (${r.attended} of ${r.attended + r.noShows})`;
}
