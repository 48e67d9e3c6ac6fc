/**
 * Who may follow which live topic (issue 13). A topic is allowed exactly when the GET behind it would be, at that
 * moment, through the same loaders and policies: `event:<id>` = `GET /api/events/{id}` (signed out: public events
 * only), `group:<id>` = `GET /api/groups/{id}` (signed in), and the group's discussion messages only to those who may
 * read its posts (active members, not blocked); `me` = the signed-in user. Checked at subscribe time and again when
 * the user's standing changes (a membership message on their own topic).
 */
import { MESSAGES, type LiveTopicError } from '@kickoff/shared';
import type { ServiceContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { eventTopic, groupTopic, userTopic } from '../../lib/live/messages';
import { getEvent } from '../events';
import { isActiveMember, isBlocked, loadAccess } from '../groups';

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

export async function authorizeTopic(ctx: ServiceContext, asked: string): Promise<TopicGrant | LiveTopicError> {
  const refused = { topic: asked, message: MESSAGES.live.forbiddenTopic };
  if (asked === 'me') {
    return ctx.user ? { asked, topic: userTopic(ctx.user.id), members: false } : { topic: asked, message: MESSAGES.live.signInNeeded };
  }
  const colon = asked.indexOf(':');
  const kind = asked.slice(0, colon);
  const id = asked.slice(colon + 1);
  if (colon < 0 || !UUID.test(id) || (kind !== 'event' && kind !== 'group')) return { topic: asked, message: MESSAGES.live.unknownTopic };
  try {
    if (kind === 'event') {
      await getEvent(ctx, id);
      return { asked, topic: eventTopic(id), members: false };
    }
    if (!ctx.user) return refused;
    const access = await loadAccess(ctx.db, id, ctx.user.id);
    return { asked, topic: groupTopic(id), members: isActiveMember(access) && !isBlocked(access) };
  } catch (error) {
    // 404 and 403 alike: a topic the caller may not read says no more than that.
    if (error instanceof AppError) return refused;
    throw error;
  }
}

export const isGrant = (value: TopicGrant | LiveTopicError): value is TopicGrant => 'members' in value;
