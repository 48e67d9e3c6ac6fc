/**
 * Game day attendance (issue 14): hosts mark each registered party attended or no-show from the start until 7 days
 * after; a participant checks in from 30 minutes before to 60 minutes after the start, within 300 m of the place
 * when both the event and the device know where they are. Reliability: attended / marked over the last 12 months,
 * seen by hosts beside names and by the member on their own.
 */
import { z } from 'zod';
import { ATTENDANCE } from './attendance-texts';

export const ATTENDANCE_VALUES = ['attended', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE_VALUES)[number];

/** PUT /api/events/{id}/participants/{participantId}/attendance */
export const markAttendanceInputSchema = z.object({
  attendance: z.enum(ATTENDANCE_VALUES, { error: ATTENDANCE.messages.valueInvalid }),
});
export type MarkAttendanceInput = z.input<typeof markAttendanceInputSchema>;

/** POST /api/events/{id}/check-in: the device's position when it gives one (both or neither). */
export const checkInInputSchema = z.preprocess(
  (v) => v ?? {},
  z
    .object({
      latitude: z.number({ error: ATTENDANCE.messages.positionInvalid }).min(-90).max(90).optional(),
      longitude: z.number({ error: ATTENDANCE.messages.positionInvalid }).min(-180).max(180).optional(),
    })
    .refine((p) => (p.latitude === undefined) === (p.longitude === undefined), { message: ATTENDANCE.messages.positionInvalid, path: ['latitude'] }),
);
export type CheckInInput = z.input<typeof checkInInputSchema>;

/** A member's record over the last 12 months; `rate` is attended / marked (null before any mark). */
export const reliabilitySchema = z.object({ attended: z.number(), noShows: z.number(), rate: z.number().nullable() });
export type Reliability = z.infer<typeof reliabilitySchema>;

