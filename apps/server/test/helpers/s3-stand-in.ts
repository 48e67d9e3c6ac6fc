/**
 * A local S3 stand-in on 127.0.0.1: PutObject, GetObject, HeadObject and DeleteObject on path-style URLs
 * (`/<bucket>/<key>`), each request's AWS Signature Version 4 recomputed by hand from the known credentials (a wrong
 * key, secret, date, header or body is refused with S3's XML 403), objects kept in memory. Lets S3Storage be tested
 * over real HTTP with the real AWS SDK and no network.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const S3_TEST_CREDENTIALS = { accessKeyId: 'AKIAKICKOFFTEST00001', secretAccessKey: 'kickoff/test/secret/key/0123456789abcdefgh' };

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface S3Request {
  method: string;
  key: string;
  status: number;
  /** The S3 error code when refused or failed. */
  error?: string;
}

export interface S3StandIn {
  /** Endpoint for S3_ENDPOINT (path style). */
  url: string;
  bucket: string;
  region: string;
  objects: Map<string, StoredObject>;
  requests: S3Request[];
  /** While set, every request is answered with this status (S3 `InternalError` / `ServiceUnavailable`). */
  failWith: number | undefined;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([a-f0-9]{64})$/;

interface SignatureCheck {
  ok: boolean;
  code?: string;
  message?: string;
}

/** Recomputes the request's SigV4 signature (header form) and compares it with the one sent. */
export function checkSignature(
  req: { method: string; url: string; headers: http.IncomingHttpHeaders },
  body: Buffer,
  region: string,
  credentials = S3_TEST_CREDENTIALS,
  now = Date.now(),
): SignatureCheck {
  const match = AUTH.exec(String(req.headers.authorization ?? ''));
  if (!match) return { ok: false, code: 'AccessDenied', message: 'Missing or malformed Authorization header' };
  const [, accessKeyId, day, scopeRegion, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return { ok: false, code: 'InvalidAccessKeyId', message: 'Unknown access key' };
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(day!)) return { ok: false, code: 'AccessDenied', message: 'Bad X-Amz-Date' };
  const signedAt = Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
  if (Math.abs(now - signedAt) > 15 * 60_000) return { ok: false, code: 'RequestTimeTooSkewed', message: 'Request time too skewed' };
  if (scopeRegion !== region) return { ok: false, code: 'AuthorizationHeaderMalformed', message: `Region should be ${region}` };
  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) return { ok: false, code: 'AccessDenied', message: `${required} must be signed` };
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { ok: false, code: 'XAmzContentSHA256Mismatch', message: 'The provided x-amz-content-sha256 does not match the body' };
  }

  const [rawPath = '/', rawQuery = ''] = req.url.split('?', 2) as [string, string?];
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=', 2);
      return [rfc3986(decodeURIComponent(k)), rfc3986(decodeURIComponent(v.replace(/\+/g, '%20')))] as const;
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerLines = signedHeaders.map((name) => {
    const value = req.headers[name];
    const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  // S3 signs the path as sent (no normalisation, no double encoding).
  const canonicalRequest = [req.method, rawPath, query, headerLines.join(''), signedHeaderList, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day!), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(signature!, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  return { ok: true };
}

function xmlError(res: http.ServerResponse, status: number, code: string, message: string, resource: string) {
  const escape = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escape(message)}</Message>` +
      `<Resource>${escape(resource)}</Resource><RequestId>standin</RequestId></Error>`,
  );
}

export async function startS3StandIn(options: { bucket?: string; region?: string } = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'kickoff-test';
  const region = options.region ?? 'us-east-1';
  const objects = new Map<string, StoredObject>();
  const requests: S3Request[] = [];
  const state: S3StandIn = {
    url: '',
    bucket,
    region,
    objects,
    requests,
    failWith: undefined,
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? '';
      const url = req.url ?? '/';
      const pathname = decodeURIComponent(url.split('?')[0]!);
      const [, bucketName = '', ...rest] = pathname.split('/');
      const key = rest.join('/');
      const record = (status: number, error?: string) => requests.push({ method, key, status, ...(error ? { error } : {}) });

      if (state.failWith) {
        record(state.failWith, 'InternalError');
        return xmlError(res, state.failWith, state.failWith === 503 ? 'ServiceUnavailable' : 'InternalError', 'We encountered an internal error.', pathname);
      }
      const check = checkSignature({ method, url, headers: req.headers }, body, region);
      if (!check.ok) {
        const status = check.code === 'XAmzContentSHA256Mismatch' || check.code === 'AuthorizationHeaderMalformed' ? 400 : 403;
        record(status, check.code);
        return xmlError(res, status, check.code!, check.message!, pathname);
      }
      if (bucketName !== bucket) {
        record(404, 'NoSuchBucket');
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', pathname);
      }
      if (!key) {
        record(400, 'InvalidRequest');
        return xmlError(res, 400, 'InvalidRequest', 'Only object operations are supported', pathname);
      }
      if (method === 'PUT') {
        const header = (name: string) => (req.headers[name] === undefined ? undefined : String(req.headers[name]));
        objects.set(key, { body, contentType: header('content-type'), cacheControl: header('cache-control') });
        record(200);
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        const object = objects.get(key);
        if (!object) {
          record(404, 'NoSuchKey');
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', pathname);
        }
        record(200);
        res.writeHead(200, {
          'content-length': object.body.length,
          ...(object.contentType ? { 'content-type': object.contentType } : {}),
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        return res.end(method === 'GET' ? object.body : undefined);
      }
      if (method === 'DELETE') {
        objects.delete(key);
        record(204);
        res.writeHead(204);
        return res.end();
      }
      record(405, 'MethodNotAllowed');
      return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', pathname);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
