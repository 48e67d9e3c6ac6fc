/**
 * The one service context: what a service may use besides its input, built the same way by every route. Services
 * take it and know nothing of HTTP. `onUserChanged` is how a service that changed a user's account or role (a new
 * organizer, a profile edit) drops that user's cached sessions, on every instance (the revocation bus).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@kickoff/db';
import { uploadsOf, type ImageService } from './images';
import type { RateLimiter } from './rate-limit/rate-limit';
import type { SessionUser } from './sessions/session-cache';

export interface ServiceContext<U extends SessionUser | null = SessionUser | null> {
  db: Database;
  /** The caller; null when signed out (routes open to visitors). */
  user: U;
  /** Uploads count against the caller's upload limit (`lib/images/upload-limit.ts`). */
  images: ImageService;
  /** The app's rate limiter (Redis or database). */
  limiter: RateLimiter;
  onUserChanged: (userId: string) => void;
  /** Public data became private (a group turned private): public answers kept in memory go, on every instance. */
  onPublicDataHidden: () => Promise<void>;
}

/** The context of a route that needs a session. */
export type SignedInContext = ServiceContext<SessionUser>;

/** The context of a request, signed in or not. */
export function serviceContext(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  return {
    db: app.db,
    user: request.user,
    images: uploadsOf(app.images, app.rateLimiter, request.user?.id ?? null),
    limiter: app.rateLimiter,
    onUserChanged: (userId) => app.sessionCache.revokeUser(userId),
    onPublicDataHidden: () => app.sessionCache.revokePublic(),
  };
}

/** The context of a request that needs a session (401 without one). */
export function signedInContext(app: FastifyInstance, request: FastifyRequest): SignedInContext {
  return { ...serviceContext(app, request), user: app.requireUser(request) };
}
