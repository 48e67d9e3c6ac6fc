/** HTTP glue of the events routes: lenient JSON bodies. */
import type { FastifyInstance } from 'fastify';
import { useJsonBodies } from '../../lib/json-body';

/** Accepts an empty JSON body (the event card's join sends none). */
export function lenientJson(app: FastifyInstance) {
  useJsonBodies(app, { allowEmpty: true });
}
