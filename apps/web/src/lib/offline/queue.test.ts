/**
 * The offline queue (issue 27): a write made offline is kept with its Idempotency-Key and sent once, in order, when
 * back online; each reports its real result; Cancel drops it; a vanished target says so; a day-old queue asks first;
 * without storage the write is sent as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { json, stubApi } from '@/testing/api-stub';
import {
  QUEUED,
  QUEUE_MAX_AGE_MS,
  answerOldQueue,
  clearQueue,
  flushQueue,
  onQueueResult,
  queueState,
  setQueueStore,
  startQueue,
  type QueueResult,
} from './queue-engine';
import { cancelWrite, sendOrQueue } from './queue';
import { memoryStore } from './queue-store';

let online = true;
const comment = (key: string, content: string) => ({
  key,
  kind: 'comment' as const,
  method: 'POST' as const,
  url: '/api/events/e1/comments',
  body: { content },
  scope: 'event:e1',
  text: content,
});

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(async () => {
  await clearQueue();
  setQueueStore(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('offline queue', () => {
  it('keeps writes made offline, then sends each once, in order, with its key', async () => {
    const store = memoryStore();
    setQueueStore(store);
    const api = stubApi({ 'POST /api/events/e1/comments': (call) => json({ id: call.headers.get('Idempotency-Key') }, 201) });
    await startQueue('u1');
    online = false;
    const send = vi.fn();
    expect(await sendOrQueue(comment('k1', 'first'), send)).toBe(QUEUED);
    expect(await sendOrQueue(comment('k2', 'second'), send)).toBe(QUEUED);
    expect(send).not.toHaveBeenCalled();
    expect(queueState().writes.map((w) => [w.text, w.state])).toEqual([
      ['first', 'waiting'],
      ['second', 'waiting'],
    ]);
    expect([...store.rows.keys()]).toEqual(['k1', 'k2']);

    const results: QueueResult[] = [];
    onQueueResult((r) => results.push(r));
    online = true;
    await flushQueue();
    await flushQueue();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.headers.get('Idempotency-Key'), (c.body as { content: string }).content])).toEqual([
      ['k1', 'first'],
      ['k2', 'second'],
    ]);
    expect(results.map((r) => [r.write.key, r.ok])).toEqual([
      ['k1', true],
      ['k2', true],
    ]);
    expect(queueState().writes).toEqual([]);
    expect(store.rows.size).toBe(0);
  });

  it('a write whose send finds no network (online by the browser) is kept with the same key', async () => {
    setQueueStore(memoryStore());
    await startQueue('u1');
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendOrQueue(comment('k1', 'weak signal'), send)).toBe(QUEUED);
    expect(queueState().writes.map((w) => w.key)).toEqual(['k1']);
  });

  it('reloaded while offline: the waiting writes come back from the store; another person\'s are dropped', async () => {
    const store = memoryStore();
    setQueueStore(store);
    online = false;
    // What a closed tab left: one write of this person (cut off while sending), one of another.
    await store.put({ ...comment('k1', 'kept'), owner: 'u1', createdAt: Date.now(), state: 'sending' });
    await store.put({ ...comment('k9', 'not mine'), owner: 'u2', createdAt: Date.now(), state: 'waiting' });
    await startQueue('u1');
    expect(queueState().writes.map((w) => [w.key, w.state])).toEqual([['k1', 'waiting']]);
    expect([...store.rows.keys()]).toEqual(['k1']);
  });

  it('Cancel drops a waiting write: it is never sent', async () => {
    setQueueStore(memoryStore());
    const api = stubApi({});
    online = false;
    await startQueue('u1');
    await sendOrQueue(comment('k1', 'never mind'), vi.fn());
    await cancelWrite('k1');
    online = true;
    await flushQueue();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(queueState().writes).toEqual([]);
  });

  it('a target that vanished meanwhile is reported and dropped; the next write still goes', async () => {
    setQueueStore(memoryStore());
    stubApi({
      'POST /api/events/gone/comments': json({ message: 'Event Not Found' }, 404),
      'POST /api/events/e1/comments': json({ id: 'c1' }, 201),
    });
    online = false;
    await startQueue('u1');
    await sendOrQueue({ ...comment('k1', 'to a deleted event'), url: '/api/events/gone/comments' }, vi.fn());
    await sendOrQueue(comment('k2', 'fine'), vi.fn());
    const results: QueueResult[] = [];
    onQueueResult((r) => results.push(r));
    online = true;
    await flushQueue();
    expect(results.map((r) => [r.write.key, r.ok, r.message])).toEqual([
      ['k1', false, MESSAGES.offline.targetGone],
      ['k2', true, undefined],
    ]);
  });

  it('a queue older than a day asks before sending', async () => {
    const store = memoryStore();
    setQueueStore(store);
    const api = stubApi({ 'POST /api/events/e1/comments': json({ id: 'c1' }, 201) });
    await store.put({ ...comment('k1', 'yesterday'), owner: 'u1', createdAt: Date.now() - QUEUE_MAX_AGE_MS - 1000, state: 'waiting' });
    await startQueue('u1');
    expect(queueState().needsConsent).toBe(true);
    expect(api.calls).toEqual([]);
    await answerOldQueue(true);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(queueState()).toEqual({ writes: [], needsConsent: false });
  });

  it('without storage (private mode) the write is sent as before', async () => {
    vi.stubGlobal('indexedDB', undefined);
    setQueueStore(null);
    online = false;
    await startQueue('u1');
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendOrQueue(comment('k1', 'no storage'), send)).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledOnce();
  });
});
