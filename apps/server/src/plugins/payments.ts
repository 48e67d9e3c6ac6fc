/**
 * Payments (issue 29): `app.stripe` (the Stripe gateway, null when STRIPE_SECRET_KEY is unset: no online payments),
 * the payment jobs on the app's worker, and the webhook and payout routes.
 */
import fp from 'fastify-plugin';
import { createStripeGateway, type StripeGateway } from '../lib/stripe/gateway';
import { registerPaymentJobs } from '../modules/payments/jobs';
import paymentRoutes from '../modules/payments/routes';

declare module 'fastify' {
  interface FastifyInstance {
    stripe: StripeGateway | null;
  }
}

export default fp(
  async (app) => {
    const stripe = await createStripeGateway(app.config);
    app.decorate('stripe', stripe);
    app.log.info({ payments: stripe ? 'stripe' : 'off', stripeHost: app.config.STRIPE_API_HOST ?? 'api.stripe.com' }, 'payments');
    registerPaymentJobs(app.jobs, { db: app.db, stripe, publicUrl: app.config.publicUrl }, app.mail, app.log.child({ module: 'payments' }));
    await app.register(paymentRoutes);
  },
  { name: 'payments', dependencies: ['config', 'database', 'notifications', 'mail'] },
);
