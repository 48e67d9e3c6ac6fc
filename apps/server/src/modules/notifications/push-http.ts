/**
 * The one way a push request leaves the server for an endpoint a user gave us. The endpoint is checked against the
 * push target rules; the host is resolved here (every address must be public, and the connection goes to one of
 * those checked addresses, so a second DNS answer cannot swap in an internal one); a redirect is a refusal, never
 * followed; connect, TLS, answer and body share one deadline.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { hostOf, isPublicAddress, type PushTargetPolicy } from './push-targets';

/** The target may not be reached (rules, a private address, a redirect): drop it, do not retry. */
export class PushTargetRefused extends Error {}

/** A push that failed for now (timeout, network, 5xx): retry later. */
export class PushSendError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
  }
}

export interface PushHttpResponse {
  status: number;
  body: string;
}

export interface PushHttpRequest {
  method: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  timeoutMs: number;
}

/**
 * The endpoint's host does not exist (DNS ENOTFOUND: no such name). Not retried within the job: a name that is not
 * there now will not be in the next minutes; the delivery counts it and drops the target at a bound (issue 33).
 */
export class PushHostNotFound extends PushSendError {}

/** Answers beyond this are cut: a push service answers with a few bytes. */
const MAX_BODY = 64 * 1024;

/** Resolves every address of the host and refuses the lot if any is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => !isPublicAddress(a.address))) {
      return callback(new PushTargetRefused(`${hostname} resolves to a non-public address`) as NodeJS.ErrnoException, '', 0);
    }
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

// Own keep-alive pools (idle sockets do not hold the process), so a connection made without the address check is
// never reused here.
const agents = {
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 32, timeout: 60_000 }),
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 32, timeout: 60_000 }),
};

export function pushRequest(policy: PushTargetPolicy, endpoint: string, init: PushHttpRequest): Promise<PushHttpResponse> {
  const refusal = policy.refusal(endpoint);
  if (refusal) return Promise.reject(new PushTargetRefused(refusal));
  const url = new URL(endpoint);
  const trusted = policy.isTestOrigin(url);
  const host = hostOf(url);
  if (!trusted && isIP(host) && !isPublicAddress(host)) return Promise.reject(new PushTargetRefused('private address'));
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(init.timeoutMs);
  return new Promise<PushHttpResponse>((resolve, reject) => {
    const fail = (error: unknown) => {
      if (error instanceof PushTargetRefused) return reject(error);
      if (signal.aborted) return reject(new PushSendError(`push endpoint did not answer within ${init.timeoutMs} ms`));
      const code = (error as NodeJS.ErrnoException | undefined)?.code;
      if (code === 'ENOTFOUND') return reject(new PushHostNotFound(`push endpoint host not found (${hostOf(url)})`));
      reject(new PushSendError(`push endpoint unreachable (${code ?? (error instanceof Error ? error.message : 'error')})`));
    };
    const request = client.request(
      url,
      {
        method: init.method,
        headers: init.headers,
        agent: agents[url.protocol as 'https:' | 'http:'],
        lookup: trusted ? undefined : publicOnlyLookup,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.destroy();
          reject(new PushTargetRefused(`push endpoint redirected (${status}); redirects are not followed`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BODY) chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', fail);
        response.on('close', () => {
          if (!response.complete) fail(new Error('answer cut short'));
        });
      },
    );
    request.on('error', fail);
    request.end(init.body);
  });
}
