/** Typed domain errors; the one error handler maps them to the statuses of rulings §1. */
import { MESSAGES } from '@kickoff/shared';

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
    /** Sent as `Retry-After` (seconds) with a 429, so a client can say how long to wait. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, fields);
/** 401 with spec §5's text, which the client shows as it is. */
export const unauthorized = (message: string = MESSAGES.common.userNotAuthenticated) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const gone = (message: string) => new AppError(410, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, undefined, retryAfterSeconds && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : undefined);
export const serviceUnavailable = (message: string) => new AppError(503, message);
