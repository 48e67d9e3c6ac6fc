/**
 * The LISTEN connection that live updates and session revocations share the code of (lib/pg-channel-listener.ts):
 * messages arrive; a killed connection is reported dropped, comes back by itself and is reported back; close ends it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { PgChannelListener } from '../src/lib/pg-channel-listener';
import { testDbKind } from './helpers/database';

const onPostgres = testDbKind() === 'postgres';
const pool = onPostgres ? new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 }) : null;
afterAll(async () => {
  await pool?.end();
});

describe.skipIf(!onPostgres)('a PostgreSQL channel listener', () => {
  it('hears NOTIFY, survives its connection being killed (dropped, then reconnected), and stops on close', async () => {
    const tag = randomBytes(4).toString('hex');
    const channel = `kickoff_test_${tag}`;
    const applicationName = `kickoff-test-listener-${tag}`;
    const heard: string[] = [];
    const onDropped = vi.fn();
    const onReconnected = vi.fn();
    const listener = new PgChannelListener(pool!, pino({ level: 'silent' }), {
      channel,
      applicationName,
      label: 'test listener',
      onMessage: (payload) => heard.push(payload),
      onDropped,
      onReconnected,
    });
    await listener.start();
    expect(listener.listening).toBe(true);
    await pool!.query('select pg_notify($1, $2)', [channel, 'one']);
    await vi.waitFor(() => expect(heard).toEqual(['one']));

    await pool!.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
    await vi.waitFor(() => expect(onDropped).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(onReconnected).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(listener.listening).toBe(true);
    await pool!.query('select pg_notify($1, $2)', [channel, 'two']);
    await vi.waitFor(() => expect(heard).toEqual(['one', 'two']));

    await listener.close();
    expect(listener.listening).toBe(false);
    // The backend may linger a moment after the client's goodbye.
    await vi.waitFor(async () => {
      const { rows } = await pool!.query('select count(*)::int as n from pg_stat_activity where application_name = $1', [applicationName]);
      expect(rows[0].n).toBe(0);
    });
  });
});
