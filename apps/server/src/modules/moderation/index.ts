/** The moderation module's front door (issue 34): what the admin command uses. */
export { setModerator } from './service-console';
