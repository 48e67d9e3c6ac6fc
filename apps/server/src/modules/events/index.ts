/**
 * The events module's front door: what other modules may use of it. Events depend on groups (a group's access decides
 * who sees its events), never the reverse: groups tell events about membership changes and deleted groups through
 * their hooks (`groups/hooks.ts`, subscribed in `src/connect-modules.ts`).
 */
export { cancelInTransaction, deleteGroupEvents, getEvent, visibleEventIds } from './service';
export { releasePlacesInGroup } from './service-participants';
export { groupsWithUpcomingPlaces } from './repository-participants';
export { hideCommentByModerator } from './service-comments';
export { releaseOutsiders } from './service-release';
export { toEventResponse } from './mapper';
export { runPreparedViews, soonestFirst, visibleTo, type EventView } from './repository';
export { releaseLapsedHold } from './service-paid-places';
