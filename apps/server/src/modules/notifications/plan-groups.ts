/** Who hears of a group's news and what they read: its discussion, join requests, members, invitations. */
import type { DbOrTx } from '@kickoff/db';
import * as repo from './repository';
import { t } from '../../lib/i18n';
import { clip, say, type GroupPayload, type Planned } from './plan-common';

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
        ...say((l) => ({ title: t(l, 'notify.groupMessage.title', { group: group.name }), body: clip(t(l, 'notify.authorSaid', { name, text: post.content })) })),
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
        ...say((l) =>
          p.type === 'join_request'
            ? {
                title: t(l, 'notify.joinRequest.title', { group: group.name }),
                body: p.message ? t(l, 'notify.joinRequest.bodyMessage', { name, message: p.message }) : t(l, 'notify.joinRequest.body', { name }),
              }
            : { title: t(l, 'notify.newMember.title', { group: group.name }), body: t(l, 'notify.newMember.body', { name }) },
        ),
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
        ...say((l) => ({ title: t(l, 'notify.added.title', { group: group.name }), body: t(l, 'notify.added.body', { name }) })),
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
        ...say((l) => ({ title: t(l, 'notify.invited.title', { group: group.name }), body: t(l, 'notify.invited.body', { name }) })),
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
        ...say((l) => ({ title: t(l, 'notify.approved.title', { group: group.name }), body: t(l, 'notify.approved.body') })),
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `membership_approved:${p.groupId}:${Date.now()}`,
      };
    }
  }
}
