/**
 * A group's payout account (issue 29): Stripe Connect Express, connected by the group's creator through Stripe's hosted
 * onboarding; `pending` until Stripe says charges are enabled (the `account.updated` webhook, or asked when the
 * creator opens the settings), then `ready`.
 */
import { PAYMENT_TEXTS, type PayoutAccount, type PayoutOnboarding } from '@kickoff/shared';
import { conflict } from '../../lib/errors';
import { StripeUnavailableError } from '../../lib/stripe/gateway';
import { assertCreator as assertGroupCreator, loadAccess } from '../groups';
import * as repo from './repository';
import { unavailable, type PaymentsEnv } from './service';

const T = PAYMENT_TEXTS.messages;

/** The group's creator only (others: 403, or 404 where the group's content is hidden from them). */
async function assertCreator(env: PaymentsEnv, groupId: string, userId: string) {
  assertGroupCreator(await loadAccess(env.db, groupId, userId));
}

export async function getPayoutAccount(env: PaymentsEnv, groupId: string, userId: string): Promise<PayoutAccount> {
  await assertCreator(env, groupId, userId);
  let account = await repo.payoutAccount(env.db, groupId);
  if (account?.status === 'pending' && env.stripe) {
    try {
      if (await env.stripe.accountReady(account.stripeAccountId)) {
        await repo.setPayoutStatus(env.db, account.stripeAccountId, 'ready');
        account = { ...account, status: 'ready' };
      }
    } catch {
      // Stripe did not answer: the stored state stands.
    }
  }
  return {
    enabled: env.stripe !== null,
    status: account ? account.status : 'not_connected',
    platformFeePercent: env.stripe?.platformFeePercent ?? 0,
  };
}

export async function startOnboarding(env: PaymentsEnv, groupId: string, userId: string, email: string | null): Promise<PayoutOnboarding> {
  await assertCreator(env, groupId, userId);
  const stripe = env.stripe;
  if (!stripe) throw conflict(T.paymentsOff);
  try {
    let account = await repo.payoutAccount(env.db, groupId);
    if (!account) {
      const id = await stripe.createAccount(groupId, email);
      account = await repo.insertPayoutAccount(env.db, groupId, id, userId);
    }
    const base = `${env.publicUrl.replace(/\/+$/, '')}/groups/${encodeURIComponent(groupId)}/manage`;
    const url = await stripe.accountLink(account!.stripeAccountId, `${base}?payouts=return`, `${base}?payouts=refresh`);
    return { url };
  } catch (error) {
    if (error instanceof StripeUnavailableError) throw unavailable();
    throw error;
  }
}
