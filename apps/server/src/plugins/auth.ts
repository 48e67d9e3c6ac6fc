/**
 * Identity: mounts Better Auth under /api/auth and resolves the caller of every request from its bearer token
 * (or Better Auth's session cookie). Routes call `app.requireUser(request)` or read `request.user`.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { createAuth, type Auth } from '../modules/auth/auth';
import { LogSmsSender, TwilioSmsSender, type SmsSender } from '../modules/auth/sms';
import { parseTestPhoneNumbers } from '../modules/auth/test-numbers';
import { SessionCache, hashToken, type SessionUser } from '../lib/sessions/session-cache';
import { findSessionByToken } from '../lib/sessions/session-repository';
import { PgRevocationBus, type RevocationBus } from '../lib/sessions/session-revocation';
import { RedisRevocationBus } from '../lib/sessions/session-revocation-redis';
import { MESSAGES } from '@kickoff/shared';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    sessionCache: SessionCache;
    /** How revocations reach the other server processes: Redis pub/sub, PostgreSQL LISTEN/NOTIFY, or null (PGlite). */
    revocationBus: RevocationBus | null;
    sms: SmsSender;
    /** Returns the signed-in user or throws 401. */
    requireUser(request: FastifyRequest): SessionUser;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export interface AuthPluginOptions {
  sms?: SmsSender;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.toLowerCase().startsWith('bearer ')) return null;
  const raw = header.slice(7).trim();
  if (!raw) return null;
  // Better Auth may hand out "token.signature"; the session token is the part before the dot.
  return sessionTokenOf(raw);
}

function cookieToken(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const match = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie);
  return match ? sessionTokenOf(match[1]!) : null;
}

/**
 * The session token of a bearer value or cookie ("token.signature", URL-encoded): a malformed encoding is no token
 * (not signed in), never a 500.
 */
function sessionTokenOf(encoded: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return decoded.split('.')[0] || null;
}

/** The session token a request carries (bearer, else the cookie), or null. */
export function requestSessionToken(request: FastifyRequest): string | null {
  return bearerToken(request) ?? cookieToken(request);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Better Auth's session reads: their answers carry every session's raw token, which no client needs. */
const SESSION_READS = new Set(['/api/auth/get-session', '/api/auth/list-sessions']);

/**
 * Drops `token` from the sessions of a session read (issue 21): a stolen session must not hand over the others. The
 * caller already holds its own token; "sign out everywhere" (`revoke-sessions`) needs none.
 */
export function withoutSessionTokens(json: string): string {
  if (!json) return json;
  const strip = (session: unknown) => {
    if (session && typeof session === 'object' && 'token' in session) delete (session as { token?: unknown }).token;
  };
  const value = JSON.parse(json) as unknown;
  if (Array.isArray(value)) value.forEach(strip);
  else if (value && typeof value === 'object' && 'session' in value) strip((value as { session: unknown }).session);
  return JSON.stringify(value);
}

/** The `{ message }` of a Better Auth refusal that came as plain text. */
function plainErrorMessage(status: number): string {
  if (status === 404) return MESSAGES.common.notFound;
  if (status === 401) return MESSAGES.common.userNotAuthenticated;
  if (status === 403) return MESSAGES.common.forbidden;
  if (status === 429) return MESSAGES.common.rateLimited;
  if (status >= 500) return MESSAGES.common.internal;
  return MESSAGES.common.invalidInput;
}

/** A write's Origin is trusted, or the same as the host it was sent to; a request without Origin is not a browser's. */
function sameSiteWrite(request: FastifyRequest, trusted: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (trusted.has(origin)) return true;
  return origin === `${request.protocol}://${request.host}`;
}

export default fp<AuthPluginOptions>(
  async (app, opts) => {
    const { config } = app;
    const sms =
      opts.sms ??
      (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM_NUMBER
        ? new TwilioSmsSender({
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM_NUMBER,
            baseUrl: config.TWILIO_API_BASE_URL,
          })
        : new LogSmsSender(app.log));
    app.log.info({ sender: sms.name }, 'sms sender');
    const testNumbers = parseTestPhoneNumbers(app.config.AUTH_TEST_PHONE_NUMBERS);
    const auth = createAuth({ config: app.config, db: app.db, sms, testNumbers });
    const cache = new SessionCache();
    // Other server processes hear about revoked sessions at once: through Redis when configured, else through the
    // shared PostgreSQL database (LISTEN/NOTIFY). PGlite is one process: nothing to tell.
    const bus: RevocationBus | null = app.redis
      ? new RedisRevocationBus(app.redis, config.REDIS_KEY_PREFIX, cache, app.log)
      : app.dbHandle.pool
        ? new PgRevocationBus(app.dbHandle.pool, cache, app.log)
        : null;
    if (bus) {
      await bus.start();
      cache.publish = (revocation) => bus.publish(revocation);
      app.addHook('onClose', async () => bus.close());
    }
    app.decorate('auth', auth);
    app.decorate('sms', sms);
    app.decorate('sessionCache', cache);
    app.decorate('revocationBus', bus);
    app.decorateRequest('user', null);

    app.decorate('requireUser', (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      return request.user;
    });

    // Origins that may write with the session cookie: the app's own and CORS_ORIGINS'.
    const trustedOrigins = new Set([new URL(config.publicUrl).origin, ...config.CORS_ORIGINS]);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
      const bearer = bearerToken(request);
      const token = bearer ?? cookieToken(request);
      if (!token) return;
      // A cookie rides along on any site's request: a write signed by the cookie must come from a trusted page (the
      // browser sends Origin on every cross-site write). Bearer clients are unaffected (no ambient credential).
      if (!bearer && !SAFE_METHODS.has(request.method) && !sameSiteWrite(request, trustedOrigins)) throw forbidden(MESSAGES.common.forbiddenOrigin);
      // While the revocation listener is down, a cached session could be a revoked one: ask the database.
      const useCache = !bus || bus.listening;
      const cached = useCache ? cache.get(token) : undefined;
      if (cached) {
        request.user = cached.user;
        return;
      }
      const generation = cache.currentGeneration;
      const found = await findSessionByToken(app.db, token);
      if (!found) return;
      if (useCache) cache.set(token, found.sessionId, found.user, found.expiresAt, generation);
      request.user = found.user;
    });

    // Sign-out and Better Auth's revoke endpoints end sessions in the database; drop them from the cache too.
    const REVOKES_ALL = new Set(['/api/auth/revoke-sessions', '/api/auth/revoke-other-sessions']);
    /** The caller's user id, read before Better Auth deletes the sessions that would tell it. */
    async function callerId(request: FastifyRequest): Promise<string | undefined> {
      const token = bearerToken(request) ?? cookieToken(request);
      if (!token) return undefined;
      return cache.get(token)?.user.id ?? (await findSessionByToken(app.db, token))?.user.id;
    }
    /** Resolves once the other server processes have been told, so the answer goes out after the revocation. */
    async function revokeCachedSessions(pathname: string, request: FastifyRequest, userId: string | undefined) {
      if (pathname === '/api/auth/sign-out') {
        const token = bearerToken(request) ?? cookieToken(request);
        if (token) await cache.revoke({ kind: 'token', tokenHash: hashToken(token) });
      } else if (pathname === '/api/auth/revoke-session') {
        const revoked = (request.body as { token?: unknown } | null)?.token;
        if (typeof revoked === 'string') await cache.revoke({ kind: 'token', tokenHash: hashToken(revoked.split('.')[0]!) });
      } else if (userId) {
        await cache.revoke({ kind: 'user', userId });
      }
    }

    // Better Auth speaks Fetch API Request/Response; this bridges Fastify to it.
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        const url = new URL(request.url, app.config.publicUrl);
        const headers = new Headers();
        for (const [key, value] of Object.entries(request.headers)) {
          if (value === undefined || key === 'x-kickoff-client-ip') continue;
          headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
        }
        headers.set('x-kickoff-client-ip', request.ip);
        const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
        if (hasBody) headers.set('content-type', 'application/json');
        const userId = REVOKES_ALL.has(url.pathname) ? await callerId(request) : undefined;
        const response = await auth.handler(
          new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }),
        );
        if (response.ok) await revokeCachedSessions(url.pathname, request, userId);
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key === 'set-cookie') return;
          if (key === 'content-length' || key === 'content-encoding') return;
          reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        reply.header('access-control-expose-headers', 'set-auth-token');
        const text = await response.text();
        if (!response.ok && !/^application\/json/i.test(response.headers.get('content-type') ?? '')) {
          // Better Auth answers some refusals (a disabled or unknown path: 404) in plain text; every API error is JSON.
          return reply.type('application/json; charset=utf-8').send({ message: plainErrorMessage(response.status) });
        }
        return reply.send((SESSION_READS.has(url.pathname) && response.ok ? withoutSessionTokens(text) : text) || null);
      },
    });
  },
  { name: 'auth', dependencies: ['database', 'config', 'redis'] },
);
