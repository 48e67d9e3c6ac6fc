/**
 * Answers in the person's language (issue 30): every JSON answer's `message` and `fields` that are texts of MESSAGES
 * (validation, errors, success notes) are replaced by their translation in the request's language (the signed-in
 * person's setting, else Accept-Language, else English). Code keeps throwing the English texts; an unknown language
 * answers in English, and nothing here can fail a request.
 */
import fp from 'fastify-plugin';
import { localize, requestLanguage } from '../lib/i18n';
import { mergeVary } from './http-cache';

type Answer = { message?: unknown; fields?: unknown };

export default fp(
  async (app) => {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const answer = payload as Answer;
      if (typeof answer.message !== 'string' && !(answer.fields && typeof answer.fields === 'object')) return payload;
      const language = requestLanguage(request);
      reply.header('vary', mergeVary(reply.getHeader('vary'), ['Accept-Language']));
      if (language === 'en') return payload;
      const out: Answer = { ...answer };
      if (typeof answer.message === 'string') out.message = localize(answer.message, language);
      if (answer.fields && typeof answer.fields === 'object' && !Array.isArray(answer.fields)) {
        out.fields = Object.fromEntries(
          Object.entries(answer.fields as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? localize(v, language) : v]),
        );
      }
      return out;
    });
  },
  { name: 'i18n' },
);
