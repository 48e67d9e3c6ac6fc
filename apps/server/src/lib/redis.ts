/** Connection settings shared by every Kickoff Redis connection (see plugins/redis.ts). */
import type { Redis, RedisOptions } from 'ioredis';

/** How long one command may take before the request that waits on it gives up. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** Fail fast, never queue while disconnected, reconnect with backoff (at most 5 s apart). */
export function redisOptions(connectionName: string): RedisOptions {
  return {
    connectionName,
    lazyConnect: true,
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(100 * 2 ** times, 5000),
  };
}

/** Logs an outage once (not at every reconnect attempt), and its end. */
export function logRedisOutages(client: Redis, log: { error(o: object, m: string): void; info(m: string): void }, what: string): void {
  let down = false;
  client.on('error', (error) => {
    if (!down) log.error({ err: error }, `${what}: Redis connection failed, reconnecting`);
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info(`${what}: Redis connection ready again`);
    down = false;
  });
}
