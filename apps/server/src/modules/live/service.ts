/**
 * Who may follow which live topic (issue 13). A topic is allowed exactly when the GET behind it would be, at that
 * moment, through the same loaders and policies: `event:<id>` = `GET /api/events/{id}` (signed out: public events
 * only), `group:<id>` = `GET /api/groups/{id}` (signed out: public groups only, issue 27), and the group's discussion
 * messages only to those who may read its posts (active members, not blocked); `me` = the signed-in user. Checked at
 * subscribe time and again when the user's standing changes (a membership message on their own topic).
 *
 * Lists follow many events and groups at once (Discover, the dashboard, a group's games: issue 27), so the event
 * topics of one request are checked together in one query (`visibleEventIds`), and the group topics in another
 * (`loadAccessMany`), whatever their number (at most 50).
 */
import { MESSAGES, type LiveTopicError } from '@kickoff/shared';
import type { ServiceContext } from '../../lib/context';
import { eventTopic, groupTopic, userTopic } from '../../lib/live/messages';
import { visibleEventIds } from '../events';
import { isActiveMember, isBlocked, loadAccessMany, type GroupAccess } from '../groups';

export interface TopicGrant {
  /** The topic as the client named it. */
  asked: string;
  /** The server's topic (`me` is `user:<id>`). */
  topic: string;
  /** May receive members-only messages (a group's discussion). */
  members: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Splits `topics=a,b,c` (blanks and repeats dropped). */
export function parseTopics(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((t) => t.trim()).filter(Boolean))];
}

/** A user id no account has: a visitor's access to a group (no membership, no block). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const idsOf = (asked: string[], kind: 'event' | 'group') =>
  asked.filter((t) => t.startsWith(`${kind}:`) && UUID.test(t.slice(kind.length + 1))).map((t) => t.slice(kind.length + 1));

/**
 * Answers each asked topic, in order: a grant, or the error naming it. The event topics are checked in one query, the
 * group topics in another, whatever their number: a list's cards cost what one page costs.
 */
export async function authorizeTopics(ctx: ServiceContext, asked: string[]): Promise<(TopicGrant | LiveTopicError)[]> {
  const eventIds = idsOf(asked, 'event');
  const groupIds = idsOf(asked, 'group');
  const [visibleEvents, groupAccess] = await Promise.all([
    eventIds.length ? visibleEventIds(ctx, eventIds) : new Set<string>(),
    groupIds.length ? loadAccessMany(ctx.db, groupIds, ctx.user?.id ?? NOBODY) : new Map<string, GroupAccess>(),
  ]);
  return asked.map((topic) => authorizeTopic(ctx, topic, visibleEvents, groupAccess));
}

function authorizeTopic(ctx: ServiceContext, asked: string, visibleEvents: Set<string>, groupAccess: Map<string, GroupAccess>): TopicGrant | LiveTopicError {
  // 404 and 403 alike: a topic the caller may not read says no more than that.
  const refused = { topic: asked, message: MESSAGES.live.forbiddenTopic };
  if (asked === 'me') {
    return ctx.user ? { asked, topic: userTopic(ctx.user.id), members: false } : { topic: asked, message: MESSAGES.live.signInNeeded };
  }
  const colon = asked.indexOf(':');
  const kind = asked.slice(0, colon);
  const id = asked.slice(colon + 1);
  if (colon < 0 || !UUID.test(id) || (kind !== 'event' && kind !== 'group')) return { topic: asked, message: MESSAGES.live.unknownTopic };
  if (kind === 'event') return visibleEvents.has(id) ? { asked, topic: eventTopic(id), members: false } : refused;
  const access = groupAccess.get(id);
  if (!access) return refused;
  // Visitors: a public group's page (its member count, edits), never its discussion.
  if (!ctx.user) return access.group.isPrivate ? refused : { asked, topic: groupTopic(id), members: false };
  return { asked, topic: groupTopic(id), members: isActiveMember(access) && !isBlocked(access) };
}

export const isGrant = (value: TopicGrant | LiveTopicError): value is TopicGrant => 'members' in value;
