/**
 * Payments tests (issue 29): the real app listening on a local port (Stripe's webhooks arrive over HTTP) with the real
 * `stripe` client pointed at the Stripe stand-in (scripts/stripe-stand-in.ts), and a group whose payout account was
 * connected through the stand-in's onboarding.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { jobs, payments } from '@kickoff/db';
import { startStripeStandIn, type StripeStandIn } from '../../../../scripts/stripe-stand-in';
import type { App } from '../../src/app';
import { createTestApp, type TestApp } from './app';
import { person, type Person } from './people';
import { makeGroup } from './events';

export interface PaymentsWorld {
  t: TestApp;
  stripe: StripeStandIn;
  close(): Promise<void>;
}

export const STRIPE_TEST_ENV = (stripe: StripeStandIn): Record<string, string> => ({
  STRIPE_SECRET_KEY: 'sk_test_kickoff',
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_HOST: stripe.host,
  STRIPE_API_PORT: String(stripe.port),
  STRIPE_API_PROTOCOL: 'http',
  STRIPE_MAX_NETWORK_RETRIES: '0',
  STRIPE_TIMEOUT_MS: '5000',
  JOBS_WORKER: 'false',
  JOBS_BACKOFF_MS: '0',
});

export async function paymentsWorld(env: Record<string, string> = {}, shareDatabaseOf?: TestApp): Promise<PaymentsWorld> {
  const stripe = await startStripeStandIn();
  const t = await createTestApp({ env: { ...STRIPE_TEST_ENV(stripe), ...env }, shareDatabaseOf });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/webhook`);
  return {
    t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

/** Connects a group's payout account as its creator would: onboarding, the stand-in's page, `account.updated`. */
export async function connectPayouts(app: App, stripe: StripeStandIn, creator: Person, groupId: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/api/groups/${groupId}/payouts/onboarding`, headers: creator.headers });
  if (res.statusCode !== 200) throw new Error(`onboarding: ${res.statusCode} ${res.body}`);
  const accountId = /\/onboarding\/([^?]+)/.exec((res.json() as { url: string }).url)![1]!;
  await stripe.completeOnboarding(accountId);
  return accountId;
}

/** The checkout session id of a Checkout page URL. */
export const sessionOf = (url: string) => /\/checkout\/([^/?]+)/.exec(url)![1]!;

/** Makes a payment's hold due now (as if its 15 minutes had passed), its job too. */
export async function endHold(app: App, paymentId: string) {
  const past = new Date(Date.now() - 1000);
  await app.db.update(payments).set({ holdExpiresAt: past }).where(eq(payments.id, paymentId));
  await app.db.update(jobs).set({ runAt: past }).where(eq(jobs.key, `payment-hold:${paymentId}`));
}

/** An organizer with a group whose payout account is connected (ready for online payments). */
export async function paidGroup(w: PaymentsWorld): Promise<{ organizer: Person; groupId: string }> {
  const organizer = await person(w.t.app, 'Olga');
  const groupId = await makeGroup(w.t.app, organizer);
  await connectPayouts(w.t.app, w.stripe, organizer, groupId);
  return { organizer, groupId };
}
