/**
 * One `text/event-stream` answer (issue 13): writes `message` events (`id:` + one JSON message), `topic-error` events (a
 * topic refused or no longer allowed; the stream stays open), `reset` (refetch: the resume was not possible or the
 * bus may have missed messages), `revoked` (the session ended; the stream closes) and `shutdown` (the server is
 * closing, with a `retry:` hint). Back-pressure: when the socket's unsent bytes pass `maxBuffered` the client is too
 * slow and is dropped (it reconnects and resumes or refetches), so memory per connection stays bounded.
 */
import type { ServerResponse } from 'node:http';
import type { LiveClient } from '../../lib/live/hub';
import type { LiveEnvelope } from '../../lib/live/messages';

export class SseStream implements LiveClient {
  readonly topics = new Map<string, { members: boolean }>();
  private ended = false;
  /** Set by the route: re-checks the stream's topics after a change of the user's standing (or of what is public). */
  recheck: (() => Promise<void>) | undefined;
  /** Called once when the stream ends, whatever the reason. */
  onEnd: (() => void) | undefined;

  constructor(
    private readonly raw: ServerResponse,
    readonly userId: string | null,
    /** The session token (kept in memory only), to re-check the session when the user's sessions are revoked. */
    readonly token: string | null,
    readonly tokenHash: string | null,
    private readonly maxBuffered: number,
  ) {
    raw.on('close', () => this.finish());
  }

  get open(): boolean {
    return !this.ended;
  }

  private write(chunk: string): void {
    if (this.ended) return;
    if (this.raw.writableLength > this.maxBuffered) {
      // Reads nothing: dropped rather than buffered without bound.
      this.raw.destroy();
      this.finish();
      return;
    }
    this.raw.write(chunk);
  }

  private finish() {
    if (this.ended) return;
    this.ended = true;
    this.onEnd?.();
  }

  event(name: string, data: unknown, id?: string): void {
    this.write(`${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  send(id: string, message: LiveEnvelope): void {
    const { members: _members, ...wire } = message;
    if (wire.topic.startsWith('user:')) wire.topic = 'me';
    this.write(`id: ${id}\ndata: ${JSON.stringify(wire)}\n\n`);
  }

  onOwnMessage(message: LiveEnvelope): void {
    if (message.kind === 'membership') void this.recheck?.();
  }

  ping(): void {
    this.write(': ping\n\n');
  }

  reset(): void {
    this.event('reset', {});
  }

  /** The session was revoked: the tab signs out. */
  revoked(): void {
    this.event('revoked', {});
    this.end();
  }

  close(retryMs: number): void {
    this.write(`retry: ${retryMs}\nevent: shutdown\ndata: {}\n\n`);
    this.end();
  }

  end(): void {
    if (this.ended) return;
    this.raw.end();
    this.finish();
  }
}
