/**
 * HTTP caching of the public lists (Discover and featured events, the group list): a weak ETag over the JSON answer,
 * 304 when If-None-Match matches, and Cache-Control. Signed-out answers are the same for everyone: `public,
 * max-age=30`. Signed-in answers carry the caller's own state (joined, member): `private, no-cache`, so only the
 * caller's browser keeps them and revalidates each time (a 304 still saves the body). Runs before compression (that
 * hook is per route, these are global), so the tag is over the uncompressed JSON.
 *
 * Signed-out answers are also kept in memory for a few seconds (a micro-cache, bounded in size): the featured list sums
 * the places of every event of the coming week, and Discover and the group list are the landing page's; many
 * visitors then cost one query every few seconds. `PUBLIC_LIST_CACHE_MS` sets it (default 5000 in production, 0 —
 * off — otherwise, so tests see their own writes at once); it never serves longer than the max-age it announces.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Answered from the signed-out micro-cache (no route handler ran). */
    microCached?: boolean;
    /** This request computes the answer that concurrent identical requests wait for. */
    microOwner?: (entry: Cached | null) => void;
  }
}

/** Routes (as registered) whose GET answers are cached. */
export const CACHED_ROUTES = new Set(['/api/events', '/api/groups']);
export const PUBLIC_MAX_AGE = 30;

function matches(ifNoneMatch: string, etag: string): boolean {
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Adds names to a Vary header without dropping what others set (CORS adds `Origin`). */
function mergeVary(current: unknown, names: string[]): string {
  const list = String(Array.isArray(current) ? current.join(',') : (current ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  for (const name of names) if (!list.some((v) => v.toLowerCase() === name.toLowerCase())) list.push(name);
  return list.join(', ');
}

const MAX_ENTRIES = 1000;

export interface Cached {
  payload: string;
  etag: string;
  contentType: string;
  expiresAt: number;
}

export default fp(
  async (app) => {
    const env = process.env.PUBLIC_LIST_CACHE_MS;
    const ttlMs = Math.min(PUBLIC_MAX_AGE * 1000, env !== undefined && env !== '' ? Number(env) || 0 : app.config.NODE_ENV === 'production' ? 5000 : 0);
    const micro = new Map<string, Cached>();
    /** Misses being computed: concurrent identical signed-out requests wait for the first instead of all querying. */
    const inflight = new Map<string, Promise<Cached | null>>();
    const cacheable = (request: FastifyRequest) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      CACHED_ROUTES.has(request.routeOptions.url ?? '') &&
      !request.headers.authorization &&
      !request.headers.cookie;

    if (ttlMs > 0) {
      app.addHook('onRequest', async (request, reply) => {
        if (!cacheable(request)) return;
        let hit = micro.get(request.url);
        if (hit && hit.expiresAt < Date.now()) {
          micro.delete(request.url);
          hit = undefined;
        }
        if (!hit) {
          const pending = inflight.get(request.url);
          if (pending) hit = (await pending) ?? undefined;
        }
        if (!hit) {
          if (!inflight.has(request.url)) {
            let settle!: (entry: Cached | null) => void;
            const promise = new Promise<Cached | null>((resolve) => (settle = resolve));
            const url = request.url;
            inflight.set(url, promise);
            const owner = (entry: Cached | null) => {
              clearTimeout(timer);
              if (inflight.get(url) === promise) inflight.delete(url);
              settle(entry);
            };
            const timer = setTimeout(() => owner(null), 30_000);
            timer.unref();
            request.microOwner = owner;
          }
          return;
        }
        request.microCached = true;
        reply.header('content-type', hit.contentType);
        return reply.send(hit.payload);
      });
    }

    // Whatever happened (error, other status), waiters must not wait for an owner that stored nothing.
    app.addHook('onResponse', async (request) => request.microOwner?.(null));
    app.addHook('onRequestAbort', async (request) => request.microOwner?.(null));

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200 || !CACHED_ROUTES.has(request.routeOptions.url ?? '')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const personal = Boolean(request.user || request.headers.authorization || request.headers.cookie);
      const cached = request.microCached ? micro.get(request.url) : undefined;
      const etag = cached?.etag ?? `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      if (ttlMs > 0 && !personal && !request.microCached && typeof payload === 'string') {
        if (micro.size >= MAX_ENTRIES) micro.delete(micro.keys().next().value!);
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        const entry = { payload, etag, contentType, expiresAt: Date.now() + ttlMs };
        micro.set(request.url, entry);
        request.microOwner?.(entry);
      }
      reply.header('etag', etag);
      reply.header('cache-control', personal ? 'private, no-cache' : `public, max-age=${PUBLIC_MAX_AGE}`);
      reply.header('vary', mergeVary(reply.getHeader('vary'), ['Authorization', 'Cookie', 'Accept-Encoding']));
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && matches(ifNoneMatch, etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        reply.removeHeader('content-type');
        return '';
      }
      return payload;
    });
  },
  { name: 'http-cache' },
);
