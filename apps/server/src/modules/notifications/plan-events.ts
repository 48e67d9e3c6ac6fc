/** Who hears of an event's news and what they read: comments, new events, places, cancellations, teams, changes. */
import type { DbOrTx } from '@kickoff/db';
import * as repo from './repository';
import { clip, formatEventDate, LOST_ACCESS, mailEvent, unique, type EventPayload, type Planned } from './plan-common';

/** Recipients and texts of an event's news; null when its subject is gone. */
export async function planEventNews(db: DbOrTx, p: EventPayload): Promise<Planned | null> {
  switch (p.type) {
    case 'event_comment': {
      const comment = await repo.commentInfo(db, p.commentId);
      const event = comment && (await repo.eventInfo(db, comment.eventId));
      if (!comment || !event) return null;
      const name = await repo.userName(db, p.actorId);
      const audience = await repo.eventAudienceIds(db, event.id, event.groupId);
      const parentAuthor = comment.parentAuthorId ? await repo.seeingEventsAmong(db, event.groupId, [comment.parentAuthorId]) : [];
      return {
        type: p.type,
        userIds: unique([...audience, ...parentAuthor]),
        title: comment.parentCommentId ? `New reply on ${event.title}` : `New comment on ${event.title}`,
        body: clip(`${name}: ${comment.content}`),
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `event_comment:${p.commentId}`,
        event: mailEvent(event),
      };
    }
    case 'new_event': {
      const event = await repo.eventInfo(db, p.eventId);
      // "Post to group" off: the event is not announced (the hosts' reminders are still scheduled).
      if (!event || !event.postToGroups) return null;
      const members = await repo.activeMemberIds(db, event.groupId);
      // Followers of a private group who are not members may not see its events.
      const followers = event.groupIsPrivate ? [] : await repo.followerIds(db, event.groupId);
      return {
        type: p.type,
        userIds: unique([...members, ...followers]),
        title: `New event in ${event.groupName}`,
        body: clip(`${event.title} · ${formatEventDate(event.dateTime, event.timeZone)}`),
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `new_event:${p.eventId}`,
        event: mailEvent(event),
      };
    }
    case 'waitlist_promoted': {
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, event.groupId, p.userIds),
        title: `You're in! ${event.title}`,
        body: `A place opened up: you moved off the waitlist for ${formatEventDate(event.dateTime, event.timeZone)}.`,
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `waitlist_promoted:${p.eventId}:${p.at}`,
        event: mailEvent(event),
      };
    }
    case 'event_cancelled': {
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, p.groupId, p.userIds),
        title: `Event cancelled: ${p.title}`,
        body: p.reason
          ? `${formatEventDate(new Date(p.dateTime), p.timeZone)} is cancelled: ${p.reason}`
          : `${formatEventDate(new Date(p.dateTime), p.timeZone)} was cancelled by the organizer.`,
        // A cancelled event stays and opens; a deleted one is gone, so its group opens.
        data: { groupId: p.groupId, eventId: p.reason ? p.eventId : null },
        sourceKey: `event_cancelled:${p.eventId}`,
        event: { title: p.title, dateTime: p.dateTime, timeZone: p.timeZone },
      };
    }
    case 'teams_published': {
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, event.groupId, p.userIds),
        title: `Teams are out: ${event.title}`,
        body: `See which team you're on for ${formatEventDate(event.dateTime, event.timeZone)}.`,
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `teams_published:${p.eventId}:${p.at}`,
        event: mailEvent(event),
      };
    }
    case 'event_updated': {
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      const when = formatEventDate(event.dateTime, event.timeZone);
      const parts = [p.changes.includes('time') ? `New time: ${when}` : when];
      if (p.changes.includes('place')) parts.push(`New place: ${event.location}`);
      if (p.changes.includes('price')) parts.push('The price changed');
      if (p.changes.includes('capacity')) parts.push('The number of places changed');
      return {
        type: p.type,
        userIds: (await repo.eventAudienceIds(db, event.id, event.groupId)).filter((id) => id !== p.actorId),
        title: `Changed: ${event.title}`,
        body: clip(`${parts.join('. ')}.`),
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `event_updated:${p.eventId}:${p.at}`,
        event: mailEvent(event),
      };
    }
    case 'participation_changed': {
      if (p.change === 'lost_access') {
        // No link and no event details: the person may not open it any more (issue 33).
        return {
          type: p.type,
          userIds: await repo.notBlockedAmong(db, p.groupId, [p.userId]),
          title: LOST_ACCESS.title(p.title),
          body: LOST_ACCESS.body,
          data: { groupId: null, eventId: null },
          sourceKey: `participation_changed:${p.eventId}:${p.userId}:${p.at}`,
        };
      }
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      const when = formatEventDate(event.dateTime, event.timeZone);
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, event.groupId, [p.userId]),
        title: p.change === 'removed' ? `You were removed from ${event.title}` : `You're on the waitlist for ${event.title}`,
        body: p.change === 'removed' ? `A host took you off ${when}.` : `A host moved you to the waitlist for ${when}. You'll hear when a place opens up.`,
        data: { groupId: event.groupId, eventId: p.change === 'removed' ? null : event.id },
        sourceKey: `participation_changed:${p.eventId}:${p.userId}:${p.at}`,
        event: mailEvent(event),
      };
    }
  }
}
