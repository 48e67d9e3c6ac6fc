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
import { spamBrakes, type SpamBrakes } from './spam/spam-brakes';
import type { StripeGateway } from './stripe/gateway';

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
  /** Spam brakes on new accounts (issue 34): links and hourly limits of posts, comments and joins. */
  spam: SpamBrakes;
  /** Stripe (issue 29); null when STRIPE_SECRET_KEY is unset: no online payments. */
  stripe: StripeGateway | null;
  /** The app's public address (Stripe's return pages). */
  publicUrl: string;
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
    spam: spamBrakes(app.config, app.rateLimiter, request.ip),
    stripe: app.stripe,
    publicUrl: app.config.publicUrl,
  };
}

/** The context of a request that needs a session (401 without one). */
export function signedInContext(app: FastifyInstance, request: FastifyRequest): SignedInContext {
  return { ...serviceContext(app, request), user: app.requireUser(request) };
}

/**
 * The context of a read-only route of lists, details or search: its `db` is the read handle (`app.readerFor`: a read
 * replica when DATABASE_READ_URL is set and the caller has not written lately, else the primary). Its services may
 * only read: a write sent there is refused by the replica and run on the primary, with a warning.
 */
export async function readContext(app: FastifyInstance, request: FastifyRequest): Promise<ServiceContext> {
  return { ...serviceContext(app, request), db: await app.readerFor(request) };
}

/** `readContext` of a route that needs a session (401 without one). */
export async function signedInReadContext(app: FastifyInstance, request: FastifyRequest): Promise<SignedInContext> {
  const user = app.requireUser(request);
  return { ...(await readContext(app, request)), user };
}
