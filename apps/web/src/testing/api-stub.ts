/**
 * The network edge of route tests: `fetch` replaced by a stub that answers JSON for "METHOD /path" keys and records
 * every call. Unknown calls answer 404 (and are recorded), so a test sees what the screen asked for.
 */
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the FormData of a multipart call, or undefined. */
  body: unknown;
}

/** A fixed answer (JSON), or one computed from the call (stateful fakes); a Response is sent as it is. */
export type Answer = ((call: ApiCall) => unknown) | Response | Record<string, unknown> | unknown[] | string | number | boolean | null;

export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
}

export const noContent = () => new Response(null, { status: 204 });

function readBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body ? JSON.parse(body) : undefined;
  return body;
}

export function stubApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const call: ApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(init?.headers),
      body: readBody(init?.body),
    };
    calls.push(call);
    const answer = answers[`${call.method} ${call.path}`];
    if (answer === undefined) return json({ message: 'Not found' }, 404);
    const value = typeof answer === 'function' ? await answer(call) : answer;
    return value instanceof Response ? value : json(value);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    /** The calls to one "METHOD /path". */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
