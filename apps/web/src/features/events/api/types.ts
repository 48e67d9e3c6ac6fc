/** Event shapes of the web app: the shared contracts (packages/shared/src/contracts/event*.ts), named as the web uses them. */
import type { EventCardPage, EventCardResponse, EventPage, EventResponse, Group, GroupMember, GroupMemberPage, ParticipantResponse, ThreadedComment } from '@kickoff/shared';

export type { CreateCommentInput } from '@kickoff/shared';

/**
 * What a card shows: Discover answers these (issue 17); a whole event (the user's lists, featured) is one too, without
 * Discover's series count (issue 26).
 */
export type EventSummary = Omit<EventCardResponse, 'seriesMoreDates'> & Partial<Pick<EventCardResponse, 'seriesMoreDates'>>;
export type EventDetail = EventResponse;
export type { EventCardPage, EventPage };
export type EventParticipant = ParticipantResponse;
export type EventComment = ThreadedComment;
/** A member of the event's group who can be made a co-host. */
export type CohostCandidate = GroupMember;
/** A page of them (GET /api/groups/{id}/members). */
export type CohostCandidatePage = GroupMemberPage;
/** A chosen co-host as the event names them. */
export type CoHost = EventResponse['coHosts'][number];
/** A group an event can belong to: GET /api/user/created-groups answers at least these (spec §7). */
export type GroupOption = Pick<Group, 'id' | 'name'>;
