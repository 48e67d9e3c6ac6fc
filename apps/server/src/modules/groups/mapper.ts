/** Groups: database rows to the API's shapes. */
import type { BlockedRecord, Group, GroupMember, GroupPost } from '@kickoff/shared';
import { realEmail } from '../../lib/placeholder-email';
import type * as repo from './repository';
import type * as members from './repository-members';
import type * as posts from './repository-posts';

export function toGroup(row: repo.CardRow): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sportType: row.sportType,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: row.distanceKm ?? null,
    isPrivate: row.isPrivate,
    imageUrl: row.imageUrl,
    memberCount: row.memberCount,
    // A private group's activity is for its active members; its card is public (rulings §5).
    eventsThisWeek: row.isPrivate && row.membershipStatus !== 'active' ? null : Number(row.eventsThisWeek),
    createdAt: row.createdAt,
    creatorId: row.creatorId,
    organizerId: row.creatorId,
    creator: row.creatorFirstName === null ? null : { firstName: row.creatorFirstName, lastName: row.creatorLastName ?? '' },
    isUserMember: row.membershipStatus === 'active',
    membershipStatus: row.membershipStatus,
    membershipRole: row.membershipRole,
  };
}

export function toMember(row: members.MemberListRow, showEmail: boolean): GroupMember {
  return {
    id: row.id,
    userId: row.userId,
    role: row.role,
    status: row.status,
    joinedAt: row.joinedAt,
    user: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: showEmail ? realEmail(row.email) : null,
      profileImageUrl: row.profileImageUrl,
    },
  };
}

export function toBlocked(row: members.BlockListRow): BlockedRecord {
  return {
    id: row.id,
    blockedUserId: row.blockedUserId,
    reason: row.reason,
    createdAt: row.createdAt,
    blockedUser: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: realEmail(row.email),
      profileImageUrl: row.profileImageUrl,
    },
  };
}

/** `viewerId`: a post hidden by a moderator keeps its text for its author only (issue 34). */
export function toPost(row: posts.PostRow, viewerId: string): GroupPost {
  const hidden = row.hiddenReason !== null;
  const own = row.authorId === viewerId;
  return {
    id: row.id,
    content: hidden && !own ? '' : row.content,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    authorId: row.authorId,
    author: { firstName: row.firstName, lastName: row.lastName, profileImageUrl: row.profileImageUrl },
    ...(row.blockedAuthor ? { blockedAuthor: true } : {}),
    hiddenByModerator: hidden ? { reason: own ? row.hiddenReason : null } : null,
  };
}
