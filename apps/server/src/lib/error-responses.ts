/**
 * The error answers a route documents in OpenAPI: every route spreads `errorResponses(...)` with the statuses it can
 * really answer (rulings §1), all in the one `{ message, fields? }` shape of the error handler. The OpenAPI test checks
 * the floor: 400 where a route takes input, 401 where it needs a session, 404 where the path names a resource.
 */
import { apiErrorSchema } from '@kickoff/shared';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
