/**
 * HTTP caching of the public reads (Discover and featured events, one event, the group list): a weak ETag over the JSON answer,
 * 304 when If-None-Match matches, and Cache-Control. Signed-out answers are the same for everyone: `public,
 * max-age=0, s-maxage=5, must-revalidate` (browsers revalidate each time, a 304 for the ETag; shared caches keep a copy
 * 5 s at most, so a group made private is gone from them within seconds: issue 33, point 9e). Signed-in answers carry the caller's own state (joined, member): `private, no-cache`, so only the
 * caller's browser keeps them and revalidates each time (a 304 still saves the body). Runs before compression (that
 * hook is per route, these are global), so the tag is over the uncompressed JSON.
 *
 * Signed-out answers are also kept in memory for a few seconds (a micro-cache, bounded in entries and bytes): they are
 * the landing page's and shared links' reads, so many visitors then cost one query every few seconds, and a hit is
 * sent gzipped once for all (compressing each answer again cost more than the rest of a hit). `PUBLIC_LIST_CACHE_MS`
 * sets it (default 5000 in production, 0 — off — otherwise, so tests see their own writes at once); it never serves
 * longer than the shared max-age it announces.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { floorToMinute } from '../lib/minute';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lookups of the signed-out micro-cache since start (metrics: `kickoff_http_cache_lookups_total`). */
    microCacheStats: { hits: number; misses: number };
  }
  interface FastifyRequest {
    /** Answered from the signed-out micro-cache (no route handler ran): the entry. */
    microHit?: Cached;
    /** This request computes the answer that concurrent identical requests wait for. */
    microOwner?: (entry: Cached | null) => void;
  }
}

/** Routes (as registered) whose GET answers are cached. */
export const CACHED_ROUTES = new Set(['/api/events', '/api/events/:id', '/api/groups']);
/** Seconds a shared cache (CDN, proxy) may keep a signed-out answer; browsers revalidate every time. */
export const PUBLIC_SHARED_MAX_AGE = 5;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_SHARED_MAX_AGE}, must-revalidate`;

/** An instant with seconds, as a crowd's clocks send it: `2026-12-05T10:30:17.123Z`, `2026-12-05T10:30:17-06:00`. */
const INSTANT_WITH_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The micro-cache's key of a signed-out read: its URL, with a `from` instant given to the second or finer put to its
 * minute (Discover answers the same for every `from` in one minute), so that a crowd whose clocks differ by seconds
 * shares one answer. Other values stay as sent (an invalid one must reach validation, never a cached answer).
 */
export function microCacheKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0 || !url.includes('from=', at)) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const from = params.get('from');
  if (!from || !INSTANT_WITH_SECONDS.test(from)) return url;
  const time = Date.parse(from);
  if (Number.isNaN(time)) return url;
  params.set('from', floorToMinute(new Date(time)).toISOString());
  return `${url.slice(0, at)}?${params.toString()}`;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Adds names to a Vary header without dropping what others set (CORS adds `Origin`). */
export function mergeVary(current: unknown, names: string[]): string {
  const list = String(Array.isArray(current) ? current.join(',') : (current ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  for (const name of names) if (!list.some((v) => v.toLowerCase() === name.toLowerCase())) list.push(name);
  return list.join(', ');
}

const MAX_ENTRIES = 1000;
/** Bytes of JSON (and its gzip) the micro-cache holds at most: it must not be what grows the server's memory. */
const MAX_BYTES = 8 * 1024 * 1024;
/** Smaller answers are sent as they are (the threshold of @fastify/compress, used by compress-small too). */
export const GZIP_THRESHOLD = 1024;

export interface Cached {
  payload: string;
  etag: string;
  contentType: string;
  expiresAt: number;
  /** The payload gzipped, made on the first hit that accepts gzip. */
  gzip?: Buffer;
}

/** The encoding is acceptable to the client (not refused with q=0) and compression was not switched off. */
export function acceptsEncoding(request: FastifyRequest, encoding: 'gzip' | 'br'): boolean {
  const accept = request.headers['accept-encoding'];
  if (!accept || request.headers['x-no-compression'] !== undefined) return false;
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

export const acceptsGzip = (request: FastifyRequest) => acceptsEncoding(request, 'gzip');

export default fp(
  async (app) => {
    const env = process.env.PUBLIC_LIST_CACHE_MS;
    const ttlMs = Math.min(PUBLIC_SHARED_MAX_AGE * 1000, env !== undefined && env !== '' ? Number(env) || 0 : app.config.NODE_ENV === 'production' ? 5000 : 0);
    const micro = new Map<string, Cached>();
    const stats = { hits: 0, misses: 0 };
    app.decorate('microCacheStats', stats);
    let microBytes = 0;
    const size = (entry: Cached) => entry.payload.length + (entry.gzip?.length ?? 0);
    // A group turned private (here or on another instance, through the revocation bus): no public copy may outlive it.
    app.sessionCache.purgePublic = () => {
      micro.clear();
      microBytes = 0;
    };
    const forget = (url: string) => {
      const entry = micro.get(url);
      if (!entry) return;
      microBytes -= size(entry);
      micro.delete(url);
    };
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
        const key = microCacheKey(request.url);
        let hit = micro.get(key);
        if (hit && hit.expiresAt < Date.now()) {
          forget(key);
          hit = undefined;
        }
        if (!hit) {
          const pending = inflight.get(key);
          if (pending) hit = (await pending) ?? undefined;
        }
        if (!hit) {
          stats.misses++;
          if (!inflight.has(key)) {
            let settle!: (entry: Cached | null) => void;
            const promise = new Promise<Cached | null>((resolve) => (settle = resolve));
            const url = key;
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
        stats.hits++;
        request.microHit = hit;
        reply.header('content-type', hit.contentType);
        if (hit.payload.length >= GZIP_THRESHOLD && acceptsGzip(request)) {
          if (!hit.gzip) {
            hit.gzip = gzipSync(hit.payload);
            if (micro.get(key) === hit) microBytes += hit.gzip.length;
          }
          // Already compressed: the compression plugin leaves it as it is.
          reply.header('content-encoding', 'gzip');
          return reply.send(hit.gzip);
        }
        return reply.send(hit.payload);
      });
    }

    // Whatever happened (error, other status), waiters must not wait for an owner that stored nothing.
    app.addHook('onResponse', async (request) => request.microOwner?.(null));
    app.addHook('onRequestAbort', async (request) => request.microOwner?.(null));

    app.addHook('onSend', async (request, reply, payload) => {
      const cacheable = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200 && CACHED_ROUTES.has(request.routeOptions.url ?? '');
      if (!cacheable) {
        // Every other API answer may be someone's own data (profile, members with emails, the feed URL): no shared
        // or stored copy, unless the route chose its own policy.
        if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
        return payload;
      }
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const personal = Boolean(request.user || request.headers.authorization || request.headers.cookie);
      const etag = request.microHit?.etag ?? `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      if (ttlMs > 0 && !personal && !request.microHit && typeof payload === 'string' && payload.length <= MAX_BYTES / 8) {
        const key = microCacheKey(request.url);
        forget(key);
        while (micro.size > 0 && (micro.size >= MAX_ENTRIES || microBytes + payload.length > MAX_BYTES)) forget(micro.keys().next().value!);
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        const entry: Cached = { payload, etag, contentType, expiresAt: Date.now() + ttlMs };
        micro.set(key, entry);
        microBytes += size(entry);
        request.microOwner?.(entry);
      }
      reply.header('etag', etag);
      reply.header('cache-control', personal ? 'private, no-cache' : PUBLIC_CACHE_CONTROL);
      reply.header('vary', mergeVary(reply.getHeader('vary'), ['Authorization', 'Cookie', 'Accept-Encoding']));
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && matches(ifNoneMatch, etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        reply.removeHeader('content-type');
        reply.removeHeader('content-encoding');
        return '';
      }
      return payload;
    });
  },
  { name: 'http-cache', dependencies: ['auth'] },
);
