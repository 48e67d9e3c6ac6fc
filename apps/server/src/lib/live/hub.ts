/**
 * One process's live subscribers (issue 13): who follows which topic, the fan-out of every message the bus delivers,
 * a short replay window for `Last-Event-ID`, and one heartbeat timer for every stream (not one per connection, so an
 * idle connection costs its socket and a few small objects).
 *
 * Event ids are `<boot id>-<sequence>`: a reconnect to the same process within the window gets what it missed; one
 * to another process (or after a restart, or older than the window) gets a `reset` and refetches what it shows.
 */
import { randomBytes } from 'node:crypto';
import type { LiveEnvelope } from './messages';

export interface LiveClient {
  readonly userId: string | null;
  /** Topic -> whether members-only messages of it may be sent. */
  readonly topics: Map<string, { members: boolean }>;
  /** Sends one message (already allowed for this client). */
  send(id: string, message: LiveEnvelope): void;
  /** A message of the client's own user topic arrived (its standing may have changed). */
  onOwnMessage(message: LiveEnvelope): void;
  /** Writes a comment line (the heartbeat). */
  ping(): void;
  /** Messages may have been missed (the bus lost its connection): the client refetches. */
  reset(): void;
  /** The server is closing: tell the client to come back after `retryMs`, then end. */
  close(retryMs: number): void;
}

interface Recorded {
  seq: number;
  at: number;
  message: LiveEnvelope;
}

export interface LiveHubOptions {
  /** How long delivered messages are kept for a resume. */
  replayMs?: number;
  /** At most this many messages kept for a resume. */
  replayMax?: number;
  heartbeatMs?: number;
}

export class LiveHub {
  readonly bootId = randomBytes(4).toString('hex');
  private seq = 0;
  private readonly ring: Recorded[] = [];
  private readonly byTopic = new Map<string, Set<LiveClient>>();
  /** Signed-in clients by user: they hear of their own standing changes even without following `me`. */
  private readonly byUser = new Map<string, Set<LiveClient>>();
  readonly clients = new Set<LiveClient>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly replayMs: number;
  private readonly replayMax: number;
  /** Counts delivered messages (tests, bench). */
  delivered = 0;
  /** An `access` message: who may follow the topic changed; its subscribers re-check (the plugin sets this). */
  onAccessChanged: ((clients: LiveClient[]) => void) | undefined;

  constructor(options: LiveHubOptions = {}) {
    this.replayMs = options.replayMs ?? 120_000;
    this.replayMax = options.replayMax ?? 5_000;
    this.heartbeat = setInterval(() => {
      for (const client of this.clients) client.ping();
    }, options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  add(client: LiveClient): void {
    this.clients.add(client);
    if (client.userId) {
      let set = this.byUser.get(client.userId);
      if (!set) this.byUser.set(client.userId, (set = new Set()));
      set.add(client);
    }
    for (const topic of client.topics.keys()) this.index(client, topic);
  }

  remove(client: LiveClient): void {
    this.clients.delete(client);
    const mine = client.userId ? this.byUser.get(client.userId) : undefined;
    if (mine) {
      mine.delete(client);
      if (mine.size === 0) this.byUser.delete(client.userId!);
    }
    for (const topic of client.topics.keys()) this.unindex(client, topic);
  }

  /** Starts (or changes) a client's subscription to a topic. */
  subscribe(client: LiveClient, topic: string, members: boolean): void {
    client.topics.set(topic, { members });
    if (this.clients.has(client)) this.index(client, topic);
  }

  unsubscribe(client: LiveClient, topic: string): void {
    client.topics.delete(topic);
    this.unindex(client, topic);
  }

  private index(client: LiveClient, topic: string) {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(client);
  }

  private unindex(client: LiveClient, topic: string) {
    const set = this.byTopic.get(topic);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byTopic.delete(topic);
  }

  /** Messages that arrived from the bus (this process's and the others'), in commit order. */
  deliver(messages: LiveEnvelope[]): void {
    const now = Date.now();
    for (const message of messages) {
      if (message.kind === 'access') {
        const subscribers = this.byTopic.get(message.topic);
        if (subscribers) this.onAccessChanged?.([...subscribers]);
        continue;
      }
      const seq = ++this.seq;
      this.ring.push({ seq, at: now, message });
      const id = `${this.bootId}-${seq}`;
      const subscribers = this.byTopic.get(message.topic);
      if (subscribers) for (const client of [...subscribers]) this.sendTo(client, id, message);
      if (message.topic.startsWith('user:')) {
        const own = this.byUser.get(message.topic.slice(5));
        if (own) for (const client of [...own]) client.onOwnMessage(message);
      }
    }
    this.trim(now);
  }

  private sendTo(client: LiveClient, id: string, message: LiveEnvelope) {
    const sub = client.topics.get(message.topic);
    if (!sub || (message.members && !sub.members)) return;
    this.delivered++;
    client.send(id, message);
  }

  private trim(now: number) {
    let drop = 0;
    while (drop < this.ring.length && (this.ring.length - drop > this.replayMax || now - this.ring[drop]!.at > this.replayMs)) drop++;
    if (drop) this.ring.splice(0, drop);
  }

  /** The id of the newest message (a new stream's starting point). */
  get lastId(): string {
    return `${this.bootId}-${this.seq}`;
  }

  /**
   * Sends a resuming client what it missed since `lastEventId`; false when that is not possible (another process's
   * id, or older than the window): the client must refetch.
   */
  replay(client: LiveClient, lastEventId: string): boolean {
    const dash = lastEventId.lastIndexOf('-');
    const boot = lastEventId.slice(0, dash);
    const seq = Number(lastEventId.slice(dash + 1));
    if (boot !== this.bootId || !Number.isInteger(seq) || seq > this.seq) return false;
    this.trim(Date.now());
    const oldest = this.ring[0]?.seq ?? this.seq + 1;
    if (seq < oldest - 1) return false;
    for (const r of this.ring) if (r.seq > seq) this.sendTo(client, `${this.bootId}-${r.seq}`, r.message);
    return true;
  }

  /** Every client refetches (the bus may have missed messages). */
  resetAll(): void {
    for (const client of this.clients) client.reset();
  }

  /** Graceful shutdown: every stream ends with a retry hint. */
  closeAll(retryMs: number): void {
    clearInterval(this.heartbeat);
    for (const client of [...this.clients]) client.close(retryMs);
    this.clients.clear();
    this.byTopic.clear();
    this.byUser.clear();
  }

  get topicCount(): number {
    return this.byTopic.size;
  }
}
