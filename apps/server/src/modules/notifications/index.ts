/** The notifications module's front door: the one call each action of another module makes to notify (`notify.*`). */
export * as notify from './triggers';
export { reminderJobsFor } from './repository';
