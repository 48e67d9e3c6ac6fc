/**
 * Traces (issue 31 point 2, docs/operations.md "Traces"), off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set. This front
 * door loads nothing of OpenTelemetry: `startTracing` imports the SDK (`./otel`) when tracing is turned on, and while
 * it is off `traced` only calls its function and `logTraceIds` answers undefined.
 *
 * Spans of outgoing calls go through `traced` (SMS, push, mail; a payment provider's calls too):
 *
 *     await traced('payment.charge', { 'kickoff.payment.provider': 'stripe' }, () => provider.charge(...));
 *
 * Names are low-cardinality words (never ids: those go in attributes); attributes never carry personal data
 * (phone numbers, addresses, tokens).
 */
export type SpanAttributes = Record<string, string | number | boolean | undefined>;
export type SpanKindName = 'server' | 'client' | 'internal' | 'consumer' | 'producer';

export interface TracedOptions {
  kind?: SpanKindName;
  /** Starts a trace of its own instead of joining the active one (jobs: the request that queued one is long done). */
  root?: boolean;
}

export interface RequestSpan {
  /** Runs `fn` with this span as the active one (the spans `fn` starts are its children). */
  run<T>(fn: () => T): T;
  setAttributes(attributes: SpanAttributes): void;
  /** Ends it; `error` marks it failed (5xx, an exception). */
  end(error?: unknown): void;
}

export interface Tracing {
  /** A server span, its parent taken from the W3C `traceparent` header when there is one. */
  startRequestSpan(name: string, headers: Record<string, unknown>, attributes: SpanAttributes): RequestSpan;
  traced<T>(name: string, attributes: SpanAttributes, fn: () => Promise<T>, options?: TracedOptions): Promise<T>;
  /**
   * A child of the active span, ended by calling the answered function; undefined (no span) outside any span, so
   * work outside requests and jobs (the job queue's idle polls) is not traced.
   */
  startChildSpan(name: string, attributes: SpanAttributes, kind?: SpanKindName): ((error?: unknown) => void) | undefined;
  /** The active span's ids, for log lines; undefined outside any span. */
  logTraceIds(): { trace_id: string; span_id: string } | undefined;
  /** Sends the spans ended so far (tests, shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** The collector's base URL; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  serviceName: string;
  /** Where a failed export is told (at most once a minute). */
  warn(message: string): void;
  /** Spans waiting in memory for export at most (a collector that is away drops the rest); default 2,048. */
  maxQueueSize?: number;
  /** How often ended spans are sent; default 5 s. */
  scheduledDelayMs?: number;
}

let current: Tracing | null = null;

/** The running tracing, or null when it is off. */
export function tracing(): Tracing | null {
  return current;
}

/** Turns tracing on for this process (once; a second call answers the first one's). */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  if (current) return current;
  const { createTracing } = await import('./otel');
  current = await createTracing(options);
  return current;
}

/** Stops tracing: sends what is left, and the process runs untraced. */
export async function stopTracing(): Promise<void> {
  const running = current;
  current = null;
  await running?.shutdown();
}

/** Runs `fn` in a span named `name` (a child of the active span) when tracing is on; otherwise just runs it. */
export function traced<T>(name: string, attributes: SpanAttributes, fn: () => Promise<T>, options?: TracedOptions): Promise<T> {
  return current ? current.traced(name, attributes, fn, options) : fn();
}

/** The active span's `trace_id` and `span_id` (pino's mixin adds them to every log line while tracing is on). */
export function logTraceIds(): { trace_id: string; span_id: string } | undefined {
  return current?.logTraceIds();
}

/**
 * A span name for one SQL statement: its operation and the table of its outer statement (`SELECT events`; string literals
 * and subqueries in parentheses are skipped), never its values.
 */
export function sqlSpanName(text: string): SqlSpanName {
  let known = spanNames.get(text);
  if (!known) {
    known = nameStatement(text);
    // The app's statement texts are a bounded set; the cap only guards against that ever changing.
    if (spanNames.size >= 2000) spanNames.clear();
    spanNames.set(text, known);
  }
  return known;
}

interface SqlSpanName {
  name: string;
  operation: string;
  table?: string;
}
const spanNames = new Map<string, SqlSpanName>();

function nameStatement(text: string): SqlSpanName {
  const operation = (/^\s*(\w+)/.exec(text)?.[1] ?? 'query').toUpperCase();
  let outer = (text.length > 20_000 ? text.slice(0, 20_000) : text).replace(/'(?:[^']|'')*'/g, "''");
  for (let i = 0; i < 20; i++) {
    const next = outer.replace(/\([^()]*\)/g, ' ');
    if (next === outer) break;
    outer = next;
  }
  const table = /\b(?:from|into|update)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(outer)?.[1];
  return { name: table ? `${operation} ${table}` : operation, operation, table };
}
