/**
 * The events module's front door: what other modules may use of it. Events depend on groups (a group's access decides
 * who sees its events), never the reverse: groups tell events about membership changes through their hook
 * (`groups/membership-hooks.ts`, wired in `app.ts`).
 */
export { cancelInTransaction, getEvent } from './service';
export { releasePlacesInGroup } from './service-participants';
export { toEventResponse } from './mapper';
export { runPreparedViews, soonestFirst, visibleTo, type EventView } from './repository';
