/**
 * The event form of spec §5: its values and defaults. The shared createEventInputSchema / updateEventInputSchema
 * validate them (they accept raw numbers, booleans and arrays as well as multipart text).
 */
import { LIMITS, type SkillLevel } from '@kickoff/shared';

export interface EventFormValues {
  title: string;
  sportType: string;
  /** datetime-local value: the wall-clock time at the event's place, in `timeZone` */
  dateTime: string;
  /** IANA zone of the event's place; '' = the organizer's device zone. Choosing a place sets it. */
  timeZone: string;
  duration: number;
  location: string;
  /** Set by choosing a place or moving the pin; null = not on the map. */
  latitude: number | null;
  longitude: number | null;
  capacity: number;
  groupId: string;
  eventType: 'game' | 'event';
  skillLevel: SkillLevel;
  price: string;
  description: string;
  equipmentRequired: string;
  waiver: string;
  gameRules: string;
  allowWaitlist: boolean;
  sendReminders: boolean;
  postToGroups: boolean;
  isRecurring: boolean;
  recurringType: 'weekly' | 'monthly';
  recurringDays: string[];
  /** YYYY-MM-DD or '' */
  recurringEndDate: string;
  coHostIds: string[];
}

export const eventFormDefaults: EventFormValues = {
  title: '',
  sportType: '',
  dateTime: '',
  timeZone: '',
  duration: LIMITS.eventDurationDefault,
  location: '',
  latitude: null,
  longitude: null,
  capacity: LIMITS.eventCapacityDefault,
  groupId: '',
  eventType: 'game',
  skillLevel: 'any',
  price: '0.00',
  description: '',
  equipmentRequired: '',
  waiver: '',
  gameRules: '',
  allowWaitlist: true,
  sendReminders: true,
  postToGroups: false,
  isRecurring: false,
  recurringType: 'weekly',
  recurringDays: [],
  recurringEndDate: '',
  coHostIds: [],
};
