/**
 * The live channel across two real server processes on one PostgreSQL database (issue 13): a write on process A
 * reaches a stream held by process B through LISTEN/NOTIFY (commit to client, printed), a resume on the other process
 * asks for a refetch, and a process that receives SIGTERM ends its streams with a retry hint.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { unusedPorts } from './helpers/ports';
import { startServerProcess, useServerPair } from './helpers/server-process';
import { createEvent, makeGroup, person } from './helpers/events';
import { message, openLive } from './helpers/live';

const onPostgres = testDbKind() === 'postgres';

let t: TestApp;
const urls: string[] = [];
useServerPair((app, pair) => {
  t = app;
  urls.push(...pair.map((port) => `http://127.0.0.1:${port}`));
});

describe.skipIf(!onPostgres)('live across two server processes', () => {
  it('a join on A reaches a client of B; 20 joins arrive in order, none lost', { timeout: 120_000 }, async () => {
    const organizer = await person(t.app, 'Olga');
    const groupId = await makeGroup(t.app, organizer);
    const event = await createEvent(t.app, organizer, groupId, { capacity: '40' });
    const topic = `event:${event.id}`;
    const onB = await openLive(urls[1]!, [topic]);
    await onB.next((e) => e.event === 'ready');
    const people = await Promise.all(Array.from({ length: 20 }, () => person(t.app, 'Joiner')));
    const latencies: number[] = [];
    for (const [i, p] of people.entries()) {
      const sent = Date.now();
      const res = await fetch(`${urls[0]}/api/events/${event.id}/join`, { method: 'POST', headers: { authorization: `Bearer ${p.token}` } });
      expect(res.status).toBe(200);
      const got = await onB.next(message('counts', topic), 5000);
      latencies.push(Date.now() - sent);
      expect(got.data).toMatchObject({ placesTaken: i + 2 });
    }
    latencies.sort((x, y) => x - y);
    console.log(`A's join request to B's client (commit in between): p50 ${latencies[10]} ms, max ${latencies[19]} ms`);
    expect(latencies[19]).toBeLessThan(1000);

    // B's ids mean nothing to A: a resume there is a refetch.
    const last = onB.events.filter((e) => e.id).at(-1)!.id!;
    onB.close();
    const onA = await openLive(urls[0]!, [topic], { lastEventId: last });
    await onA.next((e) => e.event === 'reset');
    onA.close();
  });

  it('SIGTERM ends a process’s streams with a retry hint', { timeout: 120_000 }, async () => {
    const port = await unusedPorts();
    const child = await startServerProcess({ databaseUrl: t.database.url!, port, dataDir: mkdtempSync(path.join(os.tmpdir(), 'kickoff-live-')) });
    try {
      const organizer = await person(t.app, 'Olga');
      const event = await createEvent(t.app, organizer, await makeGroup(t.app, organizer));
      const client = await openLive(`http://127.0.0.1:${port}`, [`event:${event.id}`]);
      await client.next((e) => e.event === 'ready');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const bye = await client.next((e) => e.event === 'shutdown', 10_000);
      expect(bye.retry).toBe(2000);
      await client.ended;
      await exited;
    } finally {
      child.kill('SIGKILL');
    }
  });
});
