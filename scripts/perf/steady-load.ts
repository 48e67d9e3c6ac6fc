/**
 * A steady load for latency figures: requests sent at evenly spaced times (an open loop: a slow answer does not delay
 * the next send), over `sockets` keep-alive connections, from a worker thread so the client does not share the
 * server's event loop when the server runs in the benchmark's own process. Each latency runs from the request's
 * scheduled time, so a client that fell behind counts against the server, not in its favour.
 *
 * Why not autocannon's `overallRate`: it lets each connection send back to back until the second's quota is used,
 * then pause until the next second, so "200 req/s" arrives as one burst a second and the figures are the burst's
 * queue (p99 380 ms against 4 ms for the same server at an even 200 req/s, 2026-11-28).
 */
import { Worker } from 'node:worker_threads';

/** One request of the load (sent in turn, the list repeated when it runs out). */
export interface SteadyRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface SteadyLoadResult {
  sent: number;
  answered: number;
  non2xx: number;
  errors: number;
  /** Answers by status code. */
  codes: Record<string, number>;
  /** Latencies in ms, sorted. */
  latencies: number[];
  seconds: number;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, requests, rate, seconds, sockets } = workerData;
const url = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
const latencies = [];
const codes = {};
let sent = 0, answered = 0, non2xx = 0, errors = 0, pending = 0, stopping = false;
const started = performance.now();
const total = Math.round(rate * seconds);
const interval = 1000 / rate;
function finish() {
  if (stopping && pending === 0) {
    agent.destroy();
    parentPort.postMessage({ sent, answered, non2xx, errors, codes, latencies, seconds: (performance.now() - started) / 1000 });
  }
}
function send(i) {
  const scheduled = started + i * interval;
  sent++;
  pending++;
  const r = requests[i % requests.length];
  const request = http.request({ host: url.hostname, port: url.port, method: r.method || 'GET', path: r.path, agent, headers: r.headers || {} }, (res) => {
    res.resume();
    res.on('end', () => {
      latencies.push(performance.now() - scheduled);
      answered++;
      codes[res.statusCode] = (codes[res.statusCode] || 0) + 1;
      if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
      pending--;
      finish();
    });
  });
  request.on('error', () => { errors++; pending--; finish(); });
  request.end(r.body);
}
let next = 0;
function tick() {
  const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
  while (next < due) send(next++);
  if (next < total) setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
  else { stopping = true; finish(); }
}
tick();
`;

export function steadyLoad(options: { base: string; requests: SteadyRequest[]; rate: number; seconds: number; sockets?: number }): Promise<SteadyLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { sockets: 10, ...options } });
    worker.once('message', (result: SteadyLoadResult) => {
      result.latencies.sort((a, b) => a - b);
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** The p-th percentile of sorted values. */
export const percentileOf = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
