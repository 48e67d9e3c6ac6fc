/**
 * A local HTTP server on 127.0.0.1 that speaks a third-party protocol (Twilio, reCAPTCHA siteverify), so the real
 * adapters are tested over real HTTP without calling the internet.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  form: URLSearchParams;
}

export interface StandInAnswer {
  status: number;
  json: unknown;
}

export interface StandIn {
  url: string;
  requests: StandInRequest[];
  close(): Promise<void>;
}

export async function startStandIn(answer: (request: StandInRequest) => StandInAnswer): Promise<StandIn> {
  const requests: StandInRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request: StandInRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        form: new URLSearchParams(req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? body : ''),
      };
      requests.push(request);
      const { status, json } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
