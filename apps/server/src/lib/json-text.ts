/**
 * An answer whose JSON is already written (Discover's cards come from PostgreSQL as JSON text, issue 17): sent as it
 * is, never parsed or serialized again. The route still declares the answer's schema (OpenAPI, the web's types);
 * `events-cards.test.ts` holds the text to it.
 */
import type { FastifyReply } from 'fastify';

export class JsonText {
  constructor(readonly text: string) {}
}

export const jsonText = (text: string) => new JsonText(text);

/** A handler's answer: an object (serialized by the route's schema) or JSON text (sent as it is). */
export function sendAnswer<T>(reply: FastifyReply, answer: T | JsonText): T | FastifyReply {
  if (!(answer instanceof JsonText)) return answer;
  // A string with a JSON content type skips Fastify's serializer.
  return reply.type('application/json; charset=utf-8').send(answer.text);
}
