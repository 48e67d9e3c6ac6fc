/** Releasing the places of people who lost sight of events; apart from service-participants.ts to avoid a cycle. */
import type { Transaction } from '@kickoff/db';
import { lockPlacesOfOutsiders, removeOutsiderCoHostings } from './repository-participants';
import { notify } from '../notifications';
import { promoteWaitlisted, releaseParty } from './service-paid-places';

/**
 * Losing sight ends participation (rulings §12, issue 33): after a group turned private (its upcoming events) or an
 * event moved into group `groupId` (`eventIds`), everyone who cannot see them there loses their place and any co-host
 * role, the waitlists move up first come, first served, reminders go, and each released person gets one notice per
 * event that names only the title they knew (`knownTitle`: the title before an edit that may have changed it). Runs in
 * the caller's transaction, before the caller's own promotions; events' organizers are never released.
 */
export async function releaseOutsiders(
  tx: Transaction,
  input: { groupId: string; eventIds?: string[]; actorId: string; knownTitle?: string },
): Promise<number> {
  const places = await lockPlacesOfOutsiders(tx, input.groupId, input.eventIds);
  if (places.length === 0) return 0;
  await removeOutsiderCoHostings(tx, input.groupId, input.eventIds);
  const byEvent = new Map<string, typeof places>();
  for (const place of places) byEvent.set(place.eventId, [...(byEvent.get(place.eventId) ?? []), place]);
  for (const [eventId, released] of byEvent) {
    // Every outsider goes before anyone moves up, so an outsider on the waitlist is never promoted.
    for (const place of released) await releaseParty(tx, { id: place.participantId, eventId, userId: place.userId }, 'host');
    const freed = released.some((place) => place.status === 'registered');
    const promoted = freed ? await promoteWaitlisted(tx, eventId, released[0]!.capacity) : [];
    const userIds = released.map((place) => place.userId);
    await notify.participationChanged(tx, { eventId, actorId: input.actorId, promotedUserIds: promoted, changedUserIds: userIds });
    for (const place of released) {
      await notify.lostSight(tx, { eventId, groupId: input.groupId, userId: place.userId, title: input.knownTitle ?? place.title, actorId: input.actorId });
    }
  }
  return places.length;
}
