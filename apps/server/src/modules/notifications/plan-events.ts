/** Who hears of an event's news and what they read: comments, new events, places, cancellations, teams, changes. */
import type { DbOrTx } from '@kickoff/db';
import type { Language } from '@kickoff/shared';
import * as repo from './repository';
import { t } from '../../lib/i18n';
import { clip, formatEventDate, lostAccessWords, mailEvent, say, unique, type EventPayload, type Planned } from './plan-common';

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
        ...say((l) => ({
          title: t(l, comment.parentCommentId ? 'notify.reply.title' : 'notify.comment.title', { event: event.title }),
          body: clip(t(l, 'notify.authorSaid', { name, text: comment.content })),
        })),
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
        ...say((l) => ({
          title: t(l, 'notify.newEvent.title', { group: event.groupName }),
          body: clip(t(l, 'notify.newEvent.body', { title: event.title, date: formatEventDate(event.dateTime, event.timeZone, l) })),
        })),
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
        ...say((l) =>
          p.paymentDueAt
            ? {
                title: t(l, 'notify.offered.title', { event: event.title }),
                body: t(l, 'notify.offered.body', { date: formatEventDate(new Date(p.paymentDueAt), event.timeZone, l) }),
              }
            : {
                title: t(l, 'notify.promoted.title', { event: event.title }),
                body: t(l, 'notify.promoted.body', { date: formatEventDate(event.dateTime, event.timeZone, l) }),
              },
        ),
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `waitlist_promoted:${p.eventId}:${p.at}`,
        event: mailEvent(event),
      };
    }
    case 'event_cancelled': {
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, p.groupId, p.userIds),
        ...say((l) => {
          const date = formatEventDate(new Date(p.dateTime), p.timeZone, l);
          return {
            title: t(l, 'notify.cancelled.title', { event: p.title }),
            body: p.reason ? t(l, 'notify.cancelled.bodyReason', { date, reason: p.reason }) : t(l, 'notify.cancelled.body', { date }),
          };
        }),
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
        ...say((l) => ({
          title: t(l, 'notify.teams.title', { event: event.title }),
          body: t(l, 'notify.teams.body', { date: formatEventDate(event.dateTime, event.timeZone, l) }),
        })),
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `teams_published:${p.eventId}:${p.at}`,
        event: mailEvent(event),
      };
    }
    case 'event_updated': {
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      const changed = (l: Language) => {
        const when = formatEventDate(event.dateTime, event.timeZone, l);
        const parts = [p.changes.includes('time') ? t(l, 'notify.updated.newTime', { date: when }) : when];
        if (p.changes.includes('place')) parts.push(t(l, 'notify.updated.newPlace', { place: event.location }));
        if (p.changes.includes('price')) parts.push(t(l, 'notify.updated.price'));
        if (p.changes.includes('capacity')) parts.push(t(l, 'notify.updated.capacity'));
        return parts;
      };
      return {
        type: p.type,
        userIds: (await repo.eventAudienceIds(db, event.id, event.groupId)).filter((id) => id !== p.actorId),
        ...say((l) => ({ title: t(l, 'notify.updated.title', { event: event.title }), body: clip(`${changed(l).join('. ')}.`) })),
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
          ...lostAccessWords(p.title),
          data: { groupId: null, eventId: null },
          sourceKey: `participation_changed:${p.eventId}:${p.userId}:${p.at}`,
        };
      }
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      const removed = p.change === 'removed';
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, event.groupId, [p.userId]),
        ...say((l) => {
          const date = formatEventDate(event.dateTime, event.timeZone, l);
          return removed
            ? { title: t(l, 'notify.removed.title', { event: event.title }), body: t(l, 'notify.removed.body', { date }) }
            : { title: t(l, 'notify.waitlisted.title', { event: event.title }), body: t(l, 'notify.waitlisted.body', { date }) };
        }),
        data: { groupId: event.groupId, eventId: p.change === 'removed' ? null : event.id },
        sourceKey: `participation_changed:${p.eventId}:${p.userId}:${p.at}`,
        event: mailEvent(event),
      };
    }
  }
}
