/**
 * Cross-origin access for the origins listed in CORS_ORIGINS, and for no one else. Without the variable nothing is
 * registered: the API is same-origin only (the web app and the native shell both call it from its own origin).
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

export default fp(
  async (app) => {
    const allowed = new Set(app.config.CORS_ORIGINS);
    if (allowed.size === 0) return;
    await app.register(cors, {
      // A function (not the list itself) so other origins get no CORS headers at all and their preflight is a 404,
      // as without CORS; listed origins are echoed, never `*`, and every answer carries `Vary: Origin`.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
      // The web client sends `credentials: 'include'` on every call (spec §7); browsers drop such an answer without this.
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // last-event-id: the live stream's resume (issue 13).
      allowedHeaders: ['authorization', 'content-type', 'x-captcha-response', 'if-none-match', 'idempotency-key', 'last-event-id'],
      // Google sign-in reads the bearer token from this header.
      exposedHeaders: ['set-auth-token'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
