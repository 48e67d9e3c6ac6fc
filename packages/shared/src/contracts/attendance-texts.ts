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
    checkInTooFar: (metres: number) => `You are ${metres.toLocaleString('en-US')} m from the place: check in within 300 m of it`,
    checkedIn: "You're checked in",
  },
} as const;
