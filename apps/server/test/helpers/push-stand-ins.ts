/**
 * Local stand-ins of the push services on 127.0.0.1: an FCM HTTP v1 server (OAuth2 JWT-bearer token endpoint that
 * checks the assertion's signature and claims, and messages:send that checks the bearer token and body) and a Web
 * Push service that verifies the VAPID header and decrypts the aes128gcm payload with the subscription's keys.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, createECDH, createPublicKey, generateKeyPairSync, hkdfSync, randomBytes, verify } from 'node:crypto';

async function listen(handler: (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

// --- FCM ------------------------------------------------------------------------------------------------------------

export interface FcmMessage {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
}

export interface FcmStandIn {
  url: string;
  serviceAccountJson: string;
  tokenExchanges: { claims: Record<string, unknown> }[];
  messages: FcmMessage[];
  /** Tokens answered with 404 UNREGISTERED. */
  deadTokens: Set<string>;
  /** Next sends answered with 503 (to test retries). */
  failNext: number;
  problems: string[];
  close(): Promise<void>;
}

export async function startFcmStandIn(projectId = 'kickoff-test'): Promise<FcmStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accessToken = `ya29.${randomBytes(12).toString('hex')}`;
  const clientEmail = `push@${projectId}.iam.gserviceaccount.com`;
  const state: Omit<FcmStandIn, 'url' | 'serviceAccountJson' | 'close'> = {
    tokenExchanges: [],
    messages: [],
    deadTokens: new Set(),
    failNext: 0,
    problems: [],
  };
  let tokenUri = '';
  const server = await listen((req, body, res) => {
    if (req.method === 'POST' && req.url === '/token') {
      const form = new URLSearchParams(body.toString('utf8'));
      const assertion = form.get('assertion') ?? '';
      const [h, c, s] = assertion.split('.');
      const signedOk = Boolean(h && c && s) && verify('RSA-SHA256', Buffer.from(`${h}.${c}`), publicKey, Buffer.from(s!, 'base64url'));
      const header = h ? (JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string }) : {};
      const claims = c ? (JSON.parse(Buffer.from(c, 'base64url').toString()) as Record<string, unknown>) : {};
      const now = Date.now() / 1000;
      const ok =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        signedOk &&
        header.alg === 'RS256' &&
        claims.iss === clientEmail &&
        claims.aud === tokenUri &&
        claims.scope === 'https://www.googleapis.com/auth/firebase.messaging' &&
        typeof claims.exp === 'number' &&
        claims.exp > now &&
        typeof claims.iat === 'number' &&
        claims.iat <= now + 5;
      if (!ok) {
        state.problems.push(`bad token exchange: ${JSON.stringify(claims)}`);
        return json(res, 400, { error: 'invalid_grant' });
      }
      state.tokenExchanges.push({ claims });
      return json(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    if (req.method === 'POST' && req.url === `/v1/projects/${projectId}/messages:send`) {
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        state.problems.push('send without a valid access token');
        return json(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      }
      const message = (JSON.parse(body.toString('utf8')) as { message: FcmMessage }).message;
      if (!message?.token || !message.notification?.title || Object.values(message.data ?? {}).some((v) => typeof v !== 'string')) {
        state.problems.push(`bad message body: ${body.toString('utf8')}`);
        return json(res, 400, { error: { code: 400, status: 'INVALID_ARGUMENT' } });
      }
      if (state.failNext > 0) {
        state.failNext--;
        return json(res, 503, { error: { code: 503, status: 'UNAVAILABLE' } });
      }
      if (state.deadTokens.has(message.token)) {
        return json(res, 404, {
          error: {
            code: 404,
            status: 'NOT_FOUND',
            details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
          },
        });
      }
      state.messages.push(message);
      return json(res, 200, { name: `projects/${projectId}/messages/${randomBytes(6).toString('hex')}` });
    }
    json(res, 404, { error: 'not found' });
  });
  tokenUri = `${server.url}/token`;
  const serviceAccountJson = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    client_email: clientEmail,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: tokenUri,
  });
  return Object.assign(state, { url: server.url, serviceAccountJson, close: server.close });
}

// --- Web Push -------------------------------------------------------------------------------------------------------

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private side, to decrypt. */
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface WebPushStandIn {
  url: string;
  /** Decrypted payloads per subscription endpoint path. */
  received: { path: string; payload: Record<string, unknown>; headers: http.IncomingHttpHeaders }[];
  gone: Set<string>;
  problems: string[];
  subscription(name: string): BrowserSubscription;
  close(): Promise<void>;
}

/** RFC 8291 decryption of one aes128gcm record (RFC 8188) with the browser's keys. */
export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `vapid t=<jwt>, k=<key>`: ES256 signature by k, audience = the push service's origin. */
function checkVapid(header: string | undefined, origin: string, expectedKey: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return `bad Authorization header: ${header}`;
  const [, jwt, k] = match;
  if (k !== expectedKey) return 'VAPID key is not the server key';
  const [h, c, s] = jwt!.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s!, 'base64url'));
  if (!ok) return 'VAPID signature does not verify';
  const claims = JSON.parse(Buffer.from(c!, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `VAPID audience ${claims.aud} is not ${origin}`;
  if (!claims.exp || claims.exp < Date.now() / 1000) return 'VAPID token expired';
  if (!claims.sub) return 'VAPID subject missing';
  return null;
}

export async function startWebPushStandIn(vapidPublicKey: string): Promise<WebPushStandIn> {
  const subscriptions = new Map<string, BrowserSubscription>();
  const state = { received: [] as WebPushStandIn['received'], gone: new Set<string>(), problems: [] as string[] };
  let origin = '';
  const server = await listen((req, body, res) => {
    const path = req.url ?? '';
    const sub = subscriptions.get(path);
    if (req.method !== 'POST' || !sub) return json(res, 404, {});
    if (state.gone.has(path)) return json(res, 410, {});
    const problem =
      checkVapid(req.headers.authorization, origin, vapidPublicKey) ??
      (req.headers['content-encoding'] !== 'aes128gcm' ? 'content-encoding is not aes128gcm' : null) ??
      (!req.headers.ttl ? 'TTL header missing' : null);
    if (problem) {
      state.problems.push(problem);
      return json(res, 400, { problem });
    }
    try {
      const payload = JSON.parse(decryptAes128gcm(body, sub.ecdh, sub.authSecret).toString('utf8')) as Record<string, unknown>;
      state.received.push({ path, payload, headers: req.headers });
    } catch (error) {
      state.problems.push(`decrypt failed: ${(error as Error).message}`);
      return json(res, 400, {});
    }
    res.writeHead(201);
    res.end();
  });
  origin = server.url;
  return Object.assign(state, {
    url: server.url,
    close: server.close,
    subscription(name: string): BrowserSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const sub: BrowserSubscription = {
        endpoint: `${server.url}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
      subscriptions.set(`/push/${name}`, sub);
      return sub;
    },
  });
}
