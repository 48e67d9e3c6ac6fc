/** Who hears of a group's news and what they read: its discussion, join requests, members, invitations. */
import type { DbOrTx } from '@kickoff/db';
import * as repo from './repository';
import { clip, type GroupPayload, type Planned } from './plan-common';

/** Recipients and texts of a group's news; null when its subject is gone. */
export async function planGroupNews(db: DbOrTx, p: GroupPayload): Promise<Planned | null> {
  switch (p.type) {
    case 'group_message': {
      const [group, post] = await Promise.all([repo.groupInfo(db, p.groupId), repo.postInfo(db, p.postId)]);
      if (!group || !post) return null;
      const name = await repo.userName(db, p.actorId);
      return {
        type: p.type,
        userIds: await repo.activeMemberIds(db, p.groupId),
        title: `New message in ${group.name}`,
        body: clip(`${name}: ${post.content}`),
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `group_message:${p.postId}`,
      };
    }
    case 'join_request':
    case 'new_member': {
      const group = await repo.groupInfo(db, p.groupId);
      if (!group) return null;
      const name = await repo.userName(db, p.userId);
      return {
        type: p.type,
        userIds: [group.creatorId],
        title: p.type === 'join_request' ? `Join request in ${group.name}` : `New member in ${group.name}`,
        body:
          p.type === 'join_request'
            ? `${name} asked to join${p.message ? `: "${p.message}"` : '.'} Approve or decline on Manage Members.`
            : `${name} joined the group.`,
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `${p.type}:${p.groupId}:${p.userId}:${p.at}`,
      };
    }
    case 'added_to_group': {
      const group = await repo.groupInfo(db, p.groupId);
      if (!group) return null;
      const name = await repo.userName(db, p.actorId);
      return {
        type: p.type,
        userIds: [p.userId],
        title: `You were added to ${group.name}`,
        body: `${name} added you to the group.`,
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `added_to_group:${p.groupId}:${p.userId}:${p.at}`,
      };
    }
    case 'group_invitation': {
      const group = await repo.groupInfo(db, p.groupId);
      if (!group) return null;
      const name = await repo.userName(db, p.actorId);
      return {
        type: p.type,
        userIds: [p.userId],
        title: `You're invited to ${group.name}`,
        body: `${name} invited you to join the group. Accept or decline in Invitations.`,
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `group_invitation:${p.invitationId}`,
      };
    }
    case 'membership_approved': {
      const group = await repo.groupInfo(db, p.groupId);
      if (!group) return null;
      return {
        type: p.type,
        userIds: [p.userId],
        title: `Welcome to ${group.name}`,
        body: 'Your request to join was approved.',
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `membership_approved:${p.groupId}:${Date.now()}`,
      };
    }
  }
}
