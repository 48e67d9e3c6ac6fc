/** Event shapes from the shared contract (spec §3), named as the web uses them. */
import type { EventPage, EventResponse, GroupMember, ParticipantResponse, ThreadedComment } from '@kickoff/shared';

export type EventSummary = EventResponse;
export type EventDetail = EventResponse;
export type { EventPage, GroupMember };
export type EventParticipant = ParticipantResponse;
export type EventComment = ThreadedComment;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** GET /api/user/created-groups: at least id and name (spec §7). */
export interface GroupOption {
  id: string;
  name: string;
}
