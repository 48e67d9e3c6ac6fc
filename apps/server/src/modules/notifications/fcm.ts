/**
 * Firebase Cloud Messaging, HTTP v1: a service account signs a JWT (RS256) that is exchanged for an OAuth2 access
 * token at the account's token URI (JWT-bearer grant), then each message is POSTed to
 * `{base}/v1/projects/{projectId}/messages:send`. Base URLs are configurable so tests use local stand-ins. They come
 * from the operator, not from users (a device token only travels in the JSON body), so plain `fetch` is used, with
 * redirects refused and a deadline per request.
 */
import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PushSendError } from './push-http';
import { traced } from '../../lib/tracing';

export { PushSendError } from './push-http';

export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** String values only (FCM data payload); spec §3: type, groupId, eventId. */
  data: Record<string, string>;
}

export type SendResult = 'sent' | 'dead';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/** Reads the service account from JSON text or a file path (FCM_SERVICE_ACCOUNT). */
export function parseServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const parsed = JSON.parse(text) as Partial<ServiceAccount>;
  if (!parsed.project_id || !parsed.client_email || !parsed.private_key) {
    throw new Error('FCM service account needs project_id, client_email and private_key');
  }
  return parsed as ServiceAccount;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signServiceAccountJwt(account: ServiceAccount, now = Math.floor(Date.now() / 1000)): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(
    JSON.stringify({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri ?? DEFAULT_TOKEN_URI,
      iat: now,
      exp: now + 3600,
    }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${claims}`);
  return `${header}.${claims}.${signer.sign(account.private_key).toString('base64url')}`;
}

/** A fetch that never follows a redirect and gives up at the deadline (a timeout is a retryable failure). */
async function fetchOnce(url: string, init: RequestInit, timeoutMs: number, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable';
    throw new PushSendError(`${what} failed (${reason})`);
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => undefined);
    throw new PushSendError(`${what} failed (redirect ${response.status} not followed)`, response.status);
  }
  return response;
}

export class FcmSender {
  readonly name = 'fcm';
  private accessToken: { value: string; expiresAt: number } | undefined;
  /** One token exchange at a time: a user's devices are sent to in parallel. */
  private exchanging: Promise<string> | undefined;

  constructor(
    private readonly account: ServiceAccount,
    private readonly apiBaseUrl = 'https://fcm.googleapis.com',
    private readonly timeoutMs = 5000,
  ) {}

  private async token(): Promise<string> {
    if (this.accessToken && this.accessToken.expiresAt > Date.now() + 60_000) return this.accessToken.value;
    this.exchanging ??= this.exchange().finally(() => (this.exchanging = undefined));
    return this.exchanging;
  }

  private async exchange(): Promise<string> {
    const response = await fetchOnce(
      this.account.token_uri ?? DEFAULT_TOKEN_URI,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion: signServiceAccountJwt(this.account),
        }),
      },
      this.timeoutMs,
      'FCM token exchange',
    );
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) throw new PushSendError(`FCM token exchange failed (${response.status})`, response.status);
    this.accessToken = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  /** Sends one message to one device token; 'dead' means the token is gone and should be removed. */
  send(token: string, message: PushMessage): Promise<SendResult> {
    // One span per message when tracing is on (lib/tracing); no device token in it.
    return traced('push.send', { 'kickoff.push.provider': 'fcm' }, () => this.sendNow(token, message));
  }

  private async sendNow(token: string, message: PushMessage): Promise<SendResult> {
    const url = `${this.apiBaseUrl.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(this.account.project_id)}/messages:send`;
    const response = await fetchOnce(
      url,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: message.title, body: message.body },
            data: message.data,
            android: { priority: 'high', notification: { click_action: 'FCM_PLUGIN_ACTIVITY' } },
          },
        }),
      },
      this.timeoutMs,
      'FCM send',
    );
    if (response.ok) return 'sent';
    const error = (await response.json().catch(() => ({}))) as {
      error?: { status?: string; details?: { errorCode?: string }[] };
    };
    const codes = [error.error?.status, ...(error.error?.details ?? []).map((d) => d.errorCode)];
    if (response.status === 404 || response.status === 410 || codes.includes('UNREGISTERED')) return 'dead';
    if (response.status === 401) this.accessToken = undefined;
    throw new PushSendError(`FCM send failed (${response.status} ${codes.filter(Boolean).join(',')})`, response.status);
  }
}
