/**
 * The live bus (issue 13): one LiveHub of this process's streams, the transport that carries committed messages to
 * every process (Redis with REDIS_URL, else PostgreSQL LISTEN/NOTIFY, else in-process on PGlite), the outbox that
 * holds a transaction's messages until it commits, and the links to session revocation and graceful shutdown.
 */
import fp from 'fastify-plugin';
import { LiveHub } from '../lib/live/hub';
import { installLiveOutbox } from '../lib/live/outbox';
import { withCounters } from '../lib/live/live-repository';
import { LocalLiveTransport, PgLiveTransport, RedisLiveTransport, type LiveTransport } from '../lib/live/transport';
import type { LiveEnvelope } from '../lib/live/messages';
import { findSessionByToken } from '../lib/sessions/session-repository';
import type { SseStream } from '../modules/live/stream';

/** The `retry:` hint of a stream closed by a shutdown: clients come back after this, to another instance. */
export const LIVE_RETRY_MS = 2_000;
/** Streams re-checked at once after public data was hidden (each re-check reads the database). */
const RECHECK_CONCURRENCY = 8;

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      hub: LiveHub;
      transport: LiveTransport;
      /** Resolves once every message published so far has been handed to the transport (tests). */
      flushed(): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    const hub = new LiveHub();
    const transport: LiveTransport = app.redis
      ? new RedisLiveTransport(app.redis, app.config.REDIS_KEY_PREFIX, app.log)
      : app.dbHandle.pool
        ? new PgLiveTransport(app.dbHandle.pool, app.log)
        : new LocalLiveTransport();
    await transport.start(
      (messages) => hub.deliver(messages),
      () => hub.resetAll(),
    );
    // Committed messages leave in commit order, each flush with its counters read after the commit.
    let chain: Promise<void> = Promise.resolve();
    const sink = (messages: LiveEnvelope[]) => {
      chain = chain
        .then(async () => transport.publish(await withCounters(app.db, messages)))
        .catch((error: unknown) => app.log.error({ err: error }, 'live: could not publish'));
    };
    const uninstall = installLiveOutbox(app.db, sink);
    hub.onAccessChanged = (clients) => void recheckAll(clients as SseStream[]);
    app.decorate('live', { hub, transport, flushed: () => chain });

    // Revoked sessions end their streams at once; a user's revocation (a profile or role change, or "sign out
    // everywhere") re-checks each of their streams' sessions, and the survivors hear that their user changed.
    app.sessionCache.onRevocation = (revocation) => {
      // Public data became private (a group turned private): every stream re-checks its topics, a few at a time.
      if (revocation.kind === 'public') {
        void recheckAll([...hub.clients] as SseStream[]);
        return;
      }
      for (const client of hub.clients) {
        const stream = client as SseStream;
        if (revocation.kind === 'token' && stream.tokenHash === revocation.tokenHash) stream.revoked();
        else if (revocation.kind === 'user' && stream.userId === revocation.userId && stream.token) {
          const token = stream.token;
          void findSessionByToken(app.db, token)
            .then((found) => {
              if (!found) stream.revoked();
              else stream.send(hub.lastId, { topic: `user:${stream.userId}`, kind: 'user' });
            })
            .catch((error: unknown) => app.log.warn({ err: error }, 'live: could not re-check a session'));
        }
      }
    };

    async function recheckAll(streams: SseStream[]) {
      const next = async (): Promise<void> => {
        const stream = streams.pop();
        if (!stream) return;
        await stream.recheck?.();
        return next();
      };
      await Promise.all(Array.from({ length: RECHECK_CONCURRENCY }, next));
    }

    // Streams never end by themselves: close them before the server waits for its connections to finish.
    app.addHook('preClose', async () => hub.closeAll(LIVE_RETRY_MS));
    app.addHook('onClose', async () => {
      await chain;
      uninstall();
      await transport.close();
    });
  },
  { name: 'live', dependencies: ['database', 'redis', 'auth'] },
);
