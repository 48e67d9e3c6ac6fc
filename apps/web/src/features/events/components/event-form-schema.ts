/**
 * The event form of spec §5: its values and defaults. The shared createEventInputSchema / updateEventInputSchema
 * validate them (they accept raw numbers, booleans and arrays as well as multipart text).
 */
import { LIMITS, type SkillLevel } from '@kickoff/shared';

export interface EventFormValues {
  title: string;
  sportType: string;
  /** datetime-local value, in the organizer's zone */
  dateTime: string;
  duration: number;
  location: string;
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
  duration: LIMITS.eventDurationDefault,
  location: '',
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
