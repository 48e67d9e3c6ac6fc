/** The users module's front door: what other modules may use of it (the `users` table is written only here). */
export { findUserByEmail, homeAreaOf, reminderHoursOf, setReminderHours, setRolePreferenceOrganizer, userExists } from './repository';
export { nameNewAccount } from './service';
