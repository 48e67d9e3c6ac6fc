/**
 * The modules' hooks, wired once: dependencies between modules point one way (docs/architecture.md), and a module
 * that must hear of a change in one below it subscribes to that module's hooks here. Called by `buildApp()` and by
 * the admin CLI (its account deletion deletes groups); subscribing twice keeps one.
 */
import { deleteGroupEvents, releaseLapsedHold, releaseOutsiders, releasePlacesInGroup } from './modules/events';
import { onHoldLapsed } from './modules/payments';
import { onGroupDeleting, onGroupMadePrivate, onMembershipEnded } from './modules/groups';

export function connectModules(): void {
  onMembershipEnded(releasePlacesInGroup);
  onGroupMadePrivate(releaseOutsiders);
  onGroupDeleting(deleteGroupEvents);
  onHoldLapsed(releaseLapsedHold);
}
