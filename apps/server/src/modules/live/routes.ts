/**
 * `GET /api/live?topics=event:<id>,group:<id>,me`: the live channel (issue 13), one per tab. Authenticated like every
 * API call (the `Authorization` header, or the session cookie): no token ever goes in the URL. Signed out, public
 * event and group topics only. No topic or over 50: 400; `me` without a session: 401; a refused topic: a `topic-error`
 * event naming it (never `error`, which an `EventSource` takes for a broken connection: issue 27), the rest go on.
 * `Last-Event-ID` resumes from the replay window, or answers `reset` (the client refetches).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_MAX_TOPICS, LIVE_TOPIC_ERROR_EVENT, MESSAGES } from '@kickoff/shared';
import { badRequest, unauthorized } from '../../lib/errors';
import { errorResponses } from '../../lib/error-responses';
import { serviceContext } from '../../lib/context';
import { hashToken } from '../../lib/sessions/session-cache';
import { requestSessionToken } from '../../plugins/auth';
import { authorizeTopics, isGrant, parseTopics, type TopicGrant } from './service';
import { SseStream } from './stream';

/** Unsent bytes a stream may hold before its client counts as too slow and is dropped. */
export const LIVE_MAX_BUFFERED = 64 * 1024;

/** The stream's events, for the API document (third-party clients). */
const LIVE_STREAM_DESCRIPTION = [
  'One stream per tab. `topics` is a comma-separated list (1 to 50) of `event:<id>`, `group:<id>` and `me`; a topic is',
  'allowed exactly when its GET would be (signed out: public events and public groups only; `me` needs a session).',
  'Authenticate with the `Authorization` header or the session cookie, never in the URL. Events of the stream:',
  '',
  '- `ready`: `{ topics, resumed }`, the topics followed.',
  '- `message` (with an `id:`): one `LiveMessage`, ids and counters only (`counts`, `participants`, `comments`, `updated`,',
  '  `deleted` of an event; `members`, `posts`, `updated`, `deleted` of a group; the user\'s own news on `me`).',
  `- \`${LIVE_TOPIC_ERROR_EVENT}\`: \`{ topic, message }\`, a topic refused, or no longer allowed (removed from the group, the group turned`,
  '  private); the stream and its other topics go on. It is never named `error`: `EventSource` fires `error` for a broken',
  '  connection and would reconnect.',
  '- `reset`: messages may have been missed (a `Last-Event-ID` out of the replay window, or the bus reconnected): refetch.',
  '- `revoked`: the session ended; the stream closes. `shutdown`: the server is closing, reconnect after its `retry:`.',
  '',
  'Reconnect with `Last-Event-ID` to get what was missed within the last 2 minutes. A `: ping` comment every 25 s.',
].join('\n');

const querySchema = z.object({ topics: z.string().max(LIVE_MAX_TOPICS * 50).optional() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/live',
    {
      schema: {
        tags: ['live'],
        security: [],
        summary: 'Live updates of events, groups and the signed-in user (text/event-stream)',
        description: LIVE_STREAM_DESCRIPTION,
        querystring: querySchema,
        response: { 200: z.string().describe('text/event-stream'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const asked = parseTopics(request.query.topics);
      if (asked.length > LIVE_MAX_TOPICS) throw badRequest(MESSAGES.live.tooManyTopics, { topics: MESSAGES.live.tooManyTopics });
      // A stream that follows nothing would only hold a connection.
      if (asked.length === 0) throw badRequest(MESSAGES.live.noTopics, { topics: MESSAGES.live.noTopics });
      if (asked.includes('me') && !request.user) throw unauthorized();
      const ctx = serviceContext(app, request);
      const answers = await authorizeTopics(ctx, asked);
      const { hub } = app.live;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold the stream back in their buffers.
        'x-accel-buffering': 'no',
      });
      raw.socket?.setNoDelay(true);
      const token = request.user ? requestSessionToken(request) : null;
      const stream = new SseStream(raw, request.user?.id ?? null, token, token ? hashToken(token) : null, LIVE_MAX_BUFFERED);
      stream.onEnd = () => hub.remove(stream);
      const grants = new Map<string, TopicGrant>();
      for (const answer of answers) {
        if (isGrant(answer)) {
          grants.set(answer.asked, answer);
          stream.topics.set(answer.topic, { members: answer.members });
        }
      }
      // Re-checks every followed topic after the user's standing changed (removed, blocked, moved to waiting...).
      stream.recheck = async () => {
        try {
          const followed = [...grants.values()].filter((g) => g.asked !== 'me');
          const now = await authorizeTopics(ctx, followed.map((g) => g.asked));
          if (!stream.open) return;
          followed.forEach((g, i) => {
            const answer = now[i]!;
            // Still allowed, and still allowed the discussion if it was: goes on. Losing the discussion (removed,
            // blocked, moved to waiting) ends the subscription like losing the topic.
            if (isGrant(answer) && (answer.members || !g.members)) hub.subscribe(stream, answer.topic, answer.members);
            else {
              grants.delete(g.asked);
              hub.unsubscribe(stream, g.topic);
              stream.event(LIVE_TOPIC_ERROR_EVENT, isGrant(answer) ? { topic: g.asked, message: MESSAGES.live.forbiddenTopic } : answer);
            }
          });
        } catch (error) {
          request.log.warn({ err: error }, 'live: could not re-check topics');
        }
      };
      if (raw.closed || raw.destroyed) return;
      hub.add(stream);
      const lastEventId = request.headers['last-event-id'];
      const resumed = typeof lastEventId === 'string' && lastEventId !== '' && hub.replay(stream, lastEventId);
      stream.event('ready', { topics: [...grants.keys()], resumed }, hub.lastId);
      if (typeof lastEventId === 'string' && lastEventId !== '' && !resumed) stream.reset();
      for (const answer of answers) if (!isGrant(answer)) stream.event(LIVE_TOPIC_ERROR_EVENT, answer);
    },
  );
};

export default routes;
