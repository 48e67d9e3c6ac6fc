/**
 * Redis for the `*.redis.test.ts` / `*.redis.pg.test.ts` files (vitest projects server-redis and server-redis-pg):
 * the server at TEST_REDIS_URL, a unique key prefix per test app (createTestApp makes one), and a TCP proxy in front
 * of Redis that a test can stall or cut to see how the app behaves when Redis goes away.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';

export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('Redis tests need TEST_REDIS_URL (e.g. redis://127.0.0.1:6379/9); npm test and .ci/run set it');
  return url;
}

/** A key prefix (and channel prefix: pub/sub ignores database numbers) no other test app uses. */
export function uniqueRedisPrefix(): string {
  return `kickoff-test:${randomBytes(6).toString('hex')}:`;
}

/** Every key under `prefix`. */
export async function redisKeys(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** Deletes the keys of a finished test app (on its own short connection: the app's may be closed or cut). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    const keys = await redisKeys(redis, prefix);
    if (keys.length) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}

/** A client of the test Redis for assertions; disconnect it after use. */
export function testRedisClient(): Redis {
  return new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
}

export interface RedisProxy {
  /** TEST_REDIS_URL with the proxy's port. */
  url: string;
  /** Keeps connections open but holds every byte (a hung Redis); `restore` delivers them in order. */
  stall(): void;
  /** Closes every connection and refuses new ones (Redis down). */
  cut(): void;
  /** Forwards again. */
  restore(): void;
  close(): Promise<void>;
}

export async function startRedisProxy(): Promise<RedisProxy> {
  const target = new URL(testRedisUrl());
  let mode: 'forward' | 'stall' | 'cut' = 'forward';
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    for (const s of pair) {
      s.on('error', () => undefined);
      s.on('close', () => {
        pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
    if (mode === 'stall') for (const s of pair) s.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  const each = (fn: (s: net.Socket) => void) => {
    for (const pair of pairs) for (const s of pair) fn(s);
  };
  return {
    url: url.toString(),
    stall: () => {
      mode = 'stall';
      each((s) => s.pause());
    },
    cut: () => {
      mode = 'cut';
      each((s) => s.destroy());
    },
    restore: () => {
      mode = 'forward';
      each((s) => s.resume());
    },
    close: async () => {
      each((s) => s.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
