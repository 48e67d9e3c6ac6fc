/**
 * The API helper of spec §7: bearer token and credentials on every call, errors as "<status>: <text>",
 * and the query-key-to-URL rule for the default query function.
 */
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { noteAnswer } from './offline/saved-copies';
import { currentLanguage } from './i18n';

export const TOKEN_STORAGE_KEY = 'kickoff.token';

let currentToken: string | null = null;

/** The signed-in session's token; the auth provider keeps it current. */
export function setCurrentToken(token: string | null) {
  currentToken = token;
}

export function getToken(): string | null {
  if (currentToken) return currentToken;
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
    /** The `message` of a JSON error body (rulings §1), if any. */
    public readonly serverMessage?: string,
    public readonly fields?: Record<string, string>,
    /** A 429's `Retry-After`, in seconds, when the server said how long to wait. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body}`);
  }
}

/** The session's token and the active language (issue 30: the server's messages follow it). */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  const language = { 'Accept-Language': currentLanguage() };
  return token ? { Authorization: `Bearer ${token}`, ...language } : language;
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = (await res.text()) || res.statusText;
  let message: string | undefined;
  let fields: Record<string, string> | undefined;
  try {
    const json = JSON.parse(text) as { message?: string; fields?: Record<string, string> };
    message = json.message;
    fields = json.fields;
  } catch {
    // not JSON: the text itself is the message
  }
  const retryAfter = Number(res.headers.get('retry-after'));
  return new ApiError(res.status, text, message, fields, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
}

/** Throws ApiError when the answer is not OK. Notes whether it is the service worker's saved copy. */
export async function throwIfResNotOk(res: Response) {
  noteAnswer(res);
  if (!res.ok) throw await toApiError(res);
}

/** Extra headers of one call (the `Idempotency-Key` of a create, lib/idempotency.ts). */
export interface RequestOptions {
  headers?: Record<string, string>;
}

/** Sends a request with JSON (or FormData) and returns the response. */
export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: { ...authHeaders(), ...(data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** Sends a request and reads JSON (null for 204). */
export async function apiJson<T>(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Query parameters, empty values dropped (spec §7): `undefined`, `null` and `''` are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function withParams(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** "/api/groups/<id>/members": the parts after the base URL-encoded. */
export function apiPath(base: string, ...parts: string[]): string {
  return [base, ...parts.map(encodeURIComponent)].join('/');
}

/**
 * GET and read JSON: the one place a response body becomes a type. Each operation's fetcher
 * (`features/<x>/api/get-*.ts`) names what its call answers, so queries infer their data type from the fetcher
 * instead of casting the default query function's result.
 */
export async function apiGet<T>(path: string, { params, signal }: { params?: QueryParams; signal?: AbortSignal } = {}): Promise<T> {
  const res = await fetch(withParams(path, params), { headers: authHeaders(), credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The HTTP status of a failed call (0 when it failed without an answer). */
export function errorStatus(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/** The first key segment is the path; further segments are path parts, or query parameters when an object. */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const [first, ...rest] = queryKey as unknown[];
  const url = String(first);
  if (rest.length && rest[0] !== null && typeof rest[0] === 'object') return withParams(url, rest[0] as QueryParams);
  return apiPath(url, ...rest.map(String));
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function of spec §7 (the key is the URL). Every feature query names its own typed fetcher; this
 * stays as the spec's fallback for a query without one.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: QueryFunctionContext): Promise<T> => {
    const res = await fetch(urlFromQueryKey(queryKey), { headers: authHeaders(), credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
