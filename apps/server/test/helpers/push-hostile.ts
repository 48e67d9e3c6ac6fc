/**
 * Hostile stand-ins for the push safety tests, all on loopback: a tarpit (accepts connections, never answers), a
 * redirector (answers every request with a redirect to another URL) and a counter (counts connections and requests,
 * answers 201), so a test can tell whether the sender connected at all.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

export interface Tarpit {
  /** `https://127.0.0.1:<port>`: the TLS handshake never gets an answer. */
  origin: string;
  port: number;
  /** Connections accepted so far. */
  connections: number;
  close(): Promise<void>;
}

export async function startTarpit(): Promise<Tarpit> {
  const sockets = new Set<net.Socket>();
  const state = { connections: 0 };
  const server = net.createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    // Reads and never writes: the peer waits for an answer that does not come.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    origin: `https://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

export interface CountingServer {
  url: string;
  port: number;
  connections: number;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

async function httpServer(host: string, answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<CountingServer> {
  const state = { connections: 0, requests: [] as { method: string; path: string }[] };
  const server = http.createServer((req, res) => {
    state.requests.push({ method: req.method ?? '', path: req.url ?? '' });
    req.resume();
    req.on('end', () => answer(req, res));
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** Answers 201 to everything (a push service that accepted the message). */
export function startCounter(host = '127.0.0.1'): Promise<CountingServer> {
  return httpServer(host, (_req, res) => {
    res.writeHead(201);
    res.end();
  });
}

/** Answers every request with `status` and `Location: target`. */
export function startRedirector(target: string, status = 303): Promise<CountingServer> {
  return httpServer('127.0.0.1', (_req, res) => {
    res.writeHead(status, { location: target });
    res.end();
  });
}
