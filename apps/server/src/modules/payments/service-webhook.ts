/**
 * Stripe's webhook (issue 29): the signature is checked over the raw body (Stripe's scheme, 5 minutes of tolerance,
 * so a replayed old delivery is refused with 400 and changes nothing); each event id is processed once
 * (`stripe_events`, in the transaction of its change); an unknown session is logged and answered 200 (Stripe would
 * retry it otherwise).
 */
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_TEXTS } from '@kickoff/shared';
import { badRequest } from '../../lib/errors';
import * as repo from './repository';
import { markPaid, type PaymentsEnv } from './service';

export async function handleWebhook(env: PaymentsEnv, log: FastifyBaseLogger, payload: string, signature: string | undefined): Promise<void> {
  const event = env.stripe?.verifyWebhook(payload, signature) ?? null;
  if (!event) throw badRequest(PAYMENT_TEXTS.messages.webhookSignature);
  // Processed before (a duplicate delivery): nothing to do. The id is recorded after its change is done, so a failure
  // part-way lets Stripe's retry do it again; two deliveries at once change a payment once (every change is a
  // conditional update from the state it expects).
  if (await alreadyProcessed(env, event.id)) {
    log.info({ stripeEvent: event.id, type: event.type }, 'stripe webhook: duplicate, ignored');
    return;
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object as Stripe.Checkout.Session;
      const payment = await repo.findBySession(env.db, session.id);
      if (!payment) {
        log.warn({ stripeEvent: event.id, session: session.id }, 'stripe webhook: unknown checkout session, ignored');
        break;
      }
      if (session.payment_status !== 'paid') break;
      let receiptUrl: string | null = null;
      try {
        receiptUrl = (await env.stripe!.retrieveCheckout(session.id)).receiptUrl;
      } catch {
        // The receipt link is a nicety: the payment stands without it.
      }
      const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      await markPaid(env, payment.id, { sessionId: session.id, paymentIntentId, receiptUrl, source: `webhook ${event.id}` });
      break;
    }
    case 'account.updated': {
      const account = event.data.object as Stripe.Account;
      const known = await repo.setPayoutStatus(env.db, account.id, account.charges_enabled && account.details_submitted ? 'ready' : 'pending');
      if (!known) log.warn({ stripeEvent: event.id, account: account.id }, 'stripe webhook: unknown account, ignored');
      break;
    }
    default:
      log.info({ stripeEvent: event.id, type: event.type }, 'stripe webhook: not handled');
  }
  await env.db.transaction((tx) => repo.recordStripeEvent(tx, event.id, event.type));
}

async function alreadyProcessed(env: PaymentsEnv, id: string): Promise<boolean> {
  return repo.stripeEventSeen(env.db, id);
}
