/**
 * The one way Kickoff talks to Stripe (issue 29): the `stripe` package configured from the environment (its
 * `host`/`port`/`protocol` point it at the local stand-in in tests and development), the few calls payments make, each
 * with an idempotency key, and webhook signature checks. Stripe that cannot be reached (network, timeout, 5xx, rate
 * limit) throws `StripeUnavailableError`; a request Stripe refuses throws `StripeRefusedError` with its message.
 */
import type Stripe from 'stripe';

type StripeModule = typeof import('stripe').default;

export class StripeUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Stripe unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export class StripeRefusedError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export interface StripeConfig {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: number;
  STRIPE_API_PROTOCOL?: 'https' | 'http';
  STRIPE_MAX_NETWORK_RETRIES: number;
  STRIPE_TIMEOUT_MS: number;
  PAYMENTS_PLATFORM_FEE_PERCENT: string;
}

export interface CheckoutInput {
  paymentId: string;
  eventId: string;
  userId: string;
  title: string;
  currency: string;
  unitAmount: number;
  places: number;
  platformFee: number;
  destination: string;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Stripe keeps a session open at least 30 minutes; the hold's job expires it earlier. */
  expiresAt: Date;
  /** One key per session asked for: a retry of the same request answers the same session. */
  idempotencyKey: string;
}

export interface CheckoutState {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  url: string | null;
  paymentIntentId: string | null;
  receiptUrl: string | null;
}

export interface StripeGateway {
  /** Kickoff's fee of an amount in minor units (basis points, rounded down: integers only). */
  platformFee(amount: number): number;
  platformFeePercent: number;
  createAccount(groupId: string, email: string | null): Promise<string>;
  accountReady(accountId: string): Promise<boolean>;
  accountLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckout(id: string): Promise<CheckoutState>;
  /** Expires an open session; answers its state (complete when the person paid first). */
  expireCheckout(id: string): Promise<CheckoutState>;
  refund(paymentIntentId: string, amount: number, idempotencyKey: string, metadata: Record<string, string>): Promise<string>;
  /** The verified event, or null when the signature (or its age) is not right. */
  verifyWebhook(payload: string, signature: string | undefined): Stripe.Event | null;
}

/** Percent text with at most two decimals ("2.5") in basis points (250), without float arithmetic. */
export function percentToBasisPoints(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number.parseInt(whole, 10) * 100 + Number.parseInt(fraction.padEnd(2, '0') || '0', 10);
}

function wrapWith(S: StripeModule) {
  return (error: unknown): Error => {
    if (error instanceof S.errors.StripeError) {
      const status = error.statusCode ?? 0;
      if (
        error instanceof S.errors.StripeConnectionError ||
        error instanceof S.errors.StripeAPIError ||
        error instanceof S.errors.StripeRateLimitError ||
        error instanceof S.errors.StripeAuthenticationError ||
        status >= 500 ||
        status === 0
      )
        return new StripeUnavailableError(error);
      return new StripeRefusedError(error.message, error.code);
    }
    return new StripeUnavailableError(error);
  };
}

function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  const pi = session.payment_intent;
  const charge = pi && typeof pi === 'object' ? pi.latest_charge : null;
  return {
    id: session.id,
    status: (session.status ?? 'open') as CheckoutState['status'],
    paid: session.payment_status === 'paid',
    url: session.url ?? null,
    paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? null),
    receiptUrl: charge && typeof charge === 'object' ? (charge.receipt_url ?? null) : null,
  };
}

/**
 * Null when STRIPE_SECRET_KEY is unset: no online payments. The `stripe` package is loaded only then (as nodemailer is
 * only with SMTP).
 */
export async function createStripeGateway(config: StripeConfig): Promise<StripeGateway | null> {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const { default: Stripe } = await import('stripe');
  const wrap = wrapWith(Stripe);
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw wrap(error);
    }
  };
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: config.STRIPE_MAX_NETWORK_RETRIES,
    timeout: config.STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'Kickoff' },
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
  const feeBasisPoints = percentToBasisPoints(config.PAYMENTS_PLATFORM_FEE_PERCENT);
  const retrieve = (id: string) => stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent.latest_charge'] });
  return {
    platformFeePercent: feeBasisPoints / 100,
    platformFee: (amount) => Math.floor((amount * feeBasisPoints) / 10_000),
    createAccount: (groupId, email) =>
      call(async () => (await stripe.accounts.create({ type: 'express', ...(email ? { email } : {}), metadata: { groupId } }, { idempotencyKey: `account:${groupId}` })).id),
    accountReady: (accountId) =>
      call(async () => {
        const account = await stripe.accounts.retrieve(accountId);
        return Boolean(account.charges_enabled && account.details_submitted);
      }),
    accountLink: (accountId, returnUrl, refreshUrl) =>
      call(async () => (await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl })).url),
    createCheckout: (input) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: input.paymentId,
            metadata: { paymentId: input.paymentId, eventId: input.eventId, userId: input.userId },
            line_items: [{ quantity: input.places, price_data: { currency: input.currency.toLowerCase(), unit_amount: input.unitAmount, product_data: { name: input.title } } }],
            payment_intent_data: {
              metadata: { paymentId: input.paymentId, eventId: input.eventId },
              transfer_data: { destination: input.destination },
              ...(input.platformFee > 0 ? { application_fee_amount: input.platformFee } : {}),
            },
            ...(input.email ? { customer_email: input.email } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: session.id, url: session.url ?? '' };
      }),
    retrieveCheckout: (id) => call(async () => stateOf(await retrieve(id))),
    expireCheckout: (id) =>
      call(async () => {
        try {
          return stateOf(await stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `expire:${id}` }));
        } catch (error) {
          // Not open any more (paid, or expired already): its state is the answer.
          if (error instanceof Stripe.errors.StripeInvalidRequestError) return stateOf(await retrieve(id));
          throw error;
        }
      }),
    refund: (paymentIntentId, amount, idempotencyKey, metadata) =>
      call(async () => (await stripe.refunds.create({ payment_intent: paymentIntentId, amount, reverse_transfer: true, refund_application_fee: true, metadata }, { idempotencyKey })).id),
    verifyWebhook: (payload, signature) => {
      if (!signature) return null;
      try {
        return stripe.webhooks.constructEvent(payload, signature, webhookSecret);
      } catch {
        return null;
      }
    },
  };
}
