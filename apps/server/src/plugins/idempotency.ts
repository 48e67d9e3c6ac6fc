/**
 * `Idempotency-Key` on the create requests (issue 19: comments, posts, groups, events). The first request with a key
 * claims it and its successful answer is kept for 24 hours; the same key from the same user on the same request then
 * answers that again (`Idempotent-Replayed: true`) and creates nothing. While the first is still running a repeat gets
 * 409; a key reused for another request (another route, or the same route with another body: issue 33, point 7)
 * gets 422; a failed first answer frees the key. Keys are per user. Requests without the header are unchanged.
 */
import fp from 'fastify-plugin';
import { MESSAGES } from '@kickoff/shared';
import { badRequest, conflict, AppError } from '../lib/errors';
import { claimKey, releaseKey, saveAnswer } from '../lib/idempotency/idempotency-repository';
import { compareFingerprints, requestFingerprint } from '../lib/idempotency/request-fingerprint';

/** The routes (method and pattern) that honour the header. */
export const IDEMPOTENT_ROUTES = new Set(['POST /api/events', 'POST /api/groups', 'POST /api/events/:id/comments', 'POST /api/groups/:id/posts']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: { userId: string; key: string };
  }
}

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined || !request.user) return;
      if (!IDEMPOTENT_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
      const key = String(header).trim();
      if (key.length < 1 || key.length > 200) throw badRequest(MESSAGES.common.idempotencyKeyInvalid, { 'idempotency-key': MESSAGES.common.idempotencyKeyInvalid });
      const target = requestFingerprint({
        method: request.method,
        path: request.url.split('?')[0]!,
        isMultipart: request.isMultipart(),
        contentLength: request.headers['content-length'],
        body: request.body,
      });
      const result = await claimKey(app.db, request.user.id, key, target);
      if (result.claimed) {
        request.idempotencyKey = { userId: request.user.id, key };
        return;
      }
      const { stored } = result;
      const match = compareFingerprints(stored.request, target);
      if (match !== 'same') throw new AppError(422, match === 'other-route' ? MESSAGES.common.idempotencyKeyReused : MESSAGES.common.idempotencyKeyOtherBody);
      if (stored.status === null || stored.body === null) throw conflict(MESSAGES.common.idempotencyKeyRunning);
      return reply.code(stored.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(stored.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyKey;
      if (!claim) return payload;
      request.idempotencyKey = undefined;
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') await saveAnswer(app.db, claim.userId, claim.key, reply.statusCode, payload);
      else await releaseKey(app.db, claim.userId, claim.key);
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
