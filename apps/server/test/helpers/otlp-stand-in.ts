/**
 * An OTLP/HTTP collector stand-in: a real HTTP server (helpers/stand-in.ts) that accepts POST /v1/traces in OTLP's
 * JSON encoding, as the app's exporter sends it, and decodes the spans it received.
 */
import { startStandIn, type StandIn } from './stand-in';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  status: number;
  attributes: Record<string, string | number | boolean>;
  service: string;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status?: { code?: number };
  attributes?: OtlpAttribute[];
}
interface OtlpBody {
  resourceSpans: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

function valueOf(value: OtlpValue): string | number | boolean {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.boolValue !== undefined) return value.boolValue;
  return value.doubleValue ?? '';
}

function attributesOf(list: OtlpAttribute[] = []): Record<string, string | number | boolean> {
  return Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));
}

export interface OtlpStandIn {
  url: string;
  standIn: StandIn;
  /** Every span received so far, decoded from the JSON bodies. */
  spans(): ReceivedSpan[];
  close(): Promise<void>;
}

export async function startOtlpStandIn(): Promise<OtlpStandIn> {
  const standIn = await startStandIn((request) =>
    request.method === 'POST' && request.path === '/v1/traces' && request.headers['content-type']?.startsWith('application/json')
      ? { status: 200, json: {} }
      : { status: 404, json: { message: 'not a trace export' } },
  );
  return {
    url: standIn.url,
    standIn,
    spans() {
      const out: ReceivedSpan[] = [];
      for (const request of standIn.requests) {
        if (request.path !== '/v1/traces') continue;
        const body = JSON.parse(request.body) as OtlpBody;
        for (const resourceSpans of body.resourceSpans) {
          const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
          for (const scope of resourceSpans.scopeSpans) {
            for (const span of scope.spans) {
              out.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                kind: span.kind,
                status: span.status?.code ?? 0,
                attributes: attributesOf(span.attributes),
                service,
              });
            }
          }
        }
      }
      return out;
    },
    close: () => standIn.close(),
  };
}
