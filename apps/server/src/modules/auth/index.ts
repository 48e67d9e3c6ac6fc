/** The auth module's front door: what other modules may use of it. */
export { literalPhoneNumber, normalizePhoneNumber } from './phone';
export { deleteSessionsOf } from './repository-sessions';
