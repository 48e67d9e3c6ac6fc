/**
 * The OpenTelemetry side of `./index.ts`, imported only when tracing is turned on. Its packages are imported here at
 * run time (never at the top of the server's bundle), so a server without `OTEL_EXPORTER_OTLP_ENDPOINT` never loads
 * them.
 *
 * Spans are batched (`BatchSpanProcessor`) and sent as OTLP/HTTP JSON to `<endpoint>/v1/traces`. A collector that is
 * away costs a bounded queue (spans past it are dropped) and one warning a minute at most; requests never wait on it.
 */
import type { Attributes, Context, Span } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { SpanAttributes, SpanKindName, TracedOptions, Tracing, TracingOptions } from './index';

const WARN_EVERY_MS = 60_000;

function clean(attributes: SpanAttributes): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) if (value !== undefined) out[key] = value;
  return out;
}

export async function createTracing(options: TracingOptions): Promise<Tracing> {
  const api = await import('@opentelemetry/api');
  const { NodeTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const { context, propagation, trace, SpanKind, SpanStatusCode, ROOT_CONTEXT } = api;

  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces`, timeoutMillis: 5000 });
  let lastWarning = 0;
  /** The exporter, telling failures to the app's log (OpenTelemetry's own diagnostics stay off), once a minute. */
  const warningExporter: SpanExporter = {
    export(spans: ReadableSpan[], done: Parameters<SpanExporter['export']>[1]) {
      exporter.export(spans, (result) => {
        if (result.code !== 0 && Date.now() - lastWarning >= WARN_EVERY_MS) {
          lastWarning = Date.now();
          options.warn(`traces could not be sent to ${options.endpoint}: ${result.error?.message ?? 'export failed'} (spans are dropped; next warning in a minute at the earliest)`);
        }
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush(),
  };
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(warningExporter, {
        maxQueueSize: options.maxQueueSize ?? 2048,
        scheduledDelayMillis: options.scheduledDelayMs ?? 5000,
        exportTimeoutMillis: 5000,
      }),
    ],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  const tracer = provider.getTracer('kickoff');
  const kinds: Record<SpanKindName, (typeof SpanKind)[keyof typeof SpanKind]> = {
    server: SpanKind.SERVER,
    client: SpanKind.CLIENT,
    internal: SpanKind.INTERNAL,
    consumer: SpanKind.CONSUMER,
    producer: SpanKind.PRODUCER,
  };

  const fail = (span: Span, error: unknown) => {
    if (error instanceof Error) span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : undefined });
  };

  return {
    startRequestSpan(name, headers, attributes) {
      const parent: Context = propagation.extract(ROOT_CONTEXT, headers);
      const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes: clean(attributes) }, parent);
      const active = trace.setSpan(parent, span);
      return {
        run: (fn) => context.with(active, fn),
        setAttributes: (more) => span.setAttributes(clean(more)),
        end(error) {
          if (error) fail(span, error);
          span.end();
        },
      };
    },
    traced(name, attributes, fn, tracedOptions: TracedOptions = {}) {
      const parent = tracedOptions.root ? ROOT_CONTEXT : context.active();
      return tracer.startActiveSpan(name, { kind: kinds[tracedOptions.kind ?? 'client'], attributes: clean(attributes), root: tracedOptions.root }, parent, async (span) => {
        try {
          return await fn();
        } catch (error) {
          fail(span, error);
          throw error;
        } finally {
          span.end();
        }
      });
    },
    startChildSpan(name, attributes, kind = 'client') {
      const parent = context.active();
      if (!trace.getSpan(parent)) return undefined;
      const span = tracer.startSpan(name, { kind: kinds[kind], attributes: clean(attributes) }, parent);
      return (error?: unknown) => {
        if (error) fail(span, error);
        span.end();
      };
    },
    logTraceIds() {
      const span = trace.getSpan(context.active());
      if (!span) return undefined;
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    // A failed export was told by the exporter above: flushing and shutting down never fail the app.
    flush: () => provider.forceFlush().catch(() => undefined),
    async shutdown() {
      await provider.shutdown().catch(() => undefined);
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
