/**
 * The live channel (issue 13): `GET /api/live?topics=...` answers `text/event-stream`. Each `message` event's data is
 * one `LiveMessage` (small: ids and counters; the client fetches what it needs). Topics: `event:<id>`, `group:<id>`
 * and `me` (the signed-in user's own news). A refused topic comes as a `topic-error` event (`LiveTopicError`).
 */
export const LIVE_MAX_TOPICS = 50;

/** A topic a client may ask for. */
export type LiveTopic = `event:${string}` | `group:${string}` | 'me';

export type LiveMessage =
  | { topic: `event:${string}`; kind: 'counts'; placesTaken: number; waitlistCount: number; capacity: number }
  | { topic: `event:${string}`; kind: 'participants' }
  | { topic: `event:${string}`; kind: 'comments'; action: 'added' | 'deleted'; commentId: string }
  | { topic: `event:${string}`; kind: 'updated' | 'deleted' }
  | { topic: `group:${string}`; kind: 'members'; memberCount: number }
  | { topic: `group:${string}`; kind: 'posts'; action: 'added' | 'edited' | 'deleted'; postId: string }
  | { topic: `group:${string}`; kind: 'updated' | 'deleted' }
  | { topic: 'me'; kind: 'promoted'; eventId: string }
  | { topic: 'me'; kind: 'participation'; eventId: string }
  | { topic: 'me'; kind: 'membership'; groupId: string }
  | { topic: 'me'; kind: 'notifications' }
  | { topic: 'me'; kind: 'user' }
  /** The user blocked or unblocked someone (issue 34): lists with people's content refetch. */
  | { topic: 'me'; kind: 'blocks' };

/**
 * The name of the event that refuses a topic (issue 27). Not `error`: an `EventSource` fires `error` for a broken
 * connection (and reconnects), so a third-party client would take one refused topic for a lost stream.
 */
export const LIVE_TOPIC_ERROR_EVENT = 'topic-error';

/** The data of a `topic-error` event: a topic this stream may not (or no longer) follow; the others go on. */
export interface LiveTopicError {
  topic: string;
  message: string;
}
