/**
 * "Request deletion" (issue 34, point 4): a person asks support to delete their account. The request is recorded (one
 * open at a time), confirmed in the app and by email (the "changes" notification, on by default), and listed in the
 * moderators' console; support runs `admin delete-user`, whose erasure takes the request with the account. Nobody
 * deletes an account on their own (spec §2, rulings §9).
 */
import { MODERATION, type DeletionRequestState } from '@kickoff/shared';
import type { SignedInContext } from '../../lib/context';
import { notify } from '../notifications';
import * as repo from './repository';

export async function getDeletionRequest(ctx: SignedInContext): Promise<DeletionRequestState> {
  const open = await repo.openDeletionRequest(ctx.db, ctx.user.id);
  return { requestedAt: open?.createdAt ?? null };
}

/** Asking again while a request is open answers that request and sends nothing. */
export async function requestDeletion(ctx: SignedInContext): Promise<{ created: boolean; state: DeletionRequestState }> {
  const created = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertDeletionRequest(tx, ctx.user.id);
    if (!row) return false;
    await notify.moderationNotice(tx, {
      userId: ctx.user.id,
      title: 'We received your request to delete your account',
      body: MODERATION.labels.deletionRequestedDescription,
      actorId: null,
    });
    return true;
  });
  return { created, state: await getDeletionRequest(ctx) };
}
