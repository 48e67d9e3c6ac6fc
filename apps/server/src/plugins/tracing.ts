/**
 * HTTP server spans (issue 31 point 2), when `OTEL_EXPORTER_OTLP_ENDPOINT` turned tracing on (`lib/tracing`); else this
 * plugin adds nothing. A request's span is named by its method and route template (`GET /api/events/:id`, never the
 * raw URL; a request no route matched is named by its method alone), continues a W3C `traceparent` sent by a proxy,
 * and carries the request id (`kickoff.request_id`, as in the request's log lines, which carry its `trace_id` too).
 *
 * The span is made the active context in onRequest and again before validation and the handler: a body is read from
 * the socket's events, which run outside it, so the hooks after body parsing enter it again (as @fastify/request-context
 * does). Database statements, outgoing calls and log lines of the request are then its children.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { tracing, type RequestSpan } from '../lib/tracing';

declare module 'fastify' {
  interface FastifyRequest {
    traceSpan: RequestSpan | null;
    traceError: unknown;
  }
}

export default fp(
  async (app) => {
    const tracer = tracing();
    if (!tracer) return;
    app.decorateRequest('traceSpan', null);
    app.decorateRequest('traceError', undefined);

    app.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url;
      const span = tracer.startRequestSpan(route ? `${request.method} ${route}` : request.method, request.headers, {
        'http.request.method': request.method,
        'http.route': route,
        'kickoff.request_id': request.id,
      });
      request.traceSpan = span;
      span.run(done);
    });
    const reenter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (request.traceSpan) request.traceSpan.run(done);
      else done();
    };
    app.addHook('preValidation', reenter);
    app.addHook('preHandler', reenter);
    app.addHook('onError', (request, _reply, error, done) => {
      request.traceError = error;
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const span = request.traceSpan;
      if (span) {
        request.traceSpan = null;
        span.setAttributes({ 'http.response.status_code': reply.statusCode });
        span.end(reply.statusCode >= 500 ? (request.traceError ?? true) : undefined);
      }
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      const span = request.traceSpan;
      if (span) {
        request.traceSpan = null;
        span.setAttributes({ 'kickoff.aborted': true });
        span.end();
      }
      done();
    });
  },
  { name: 'tracing', dependencies: ['config'] },
);
