/**
 * Payments routes (issue 29): Stripe's webhook (the raw body, for the signature) and a group's payout account. The
 * event-scoped routes (checkout, my payment, the hosts' list and CSV, recording cash) are the events module's
 * (`events/routes-payments.ts`): they need its access rules.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupIdParamSchema, payoutAccountSchema, payoutOnboardingSchema } from '@kickoff/shared';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext } from '../../lib/context';
import { realEmail } from '../../lib/placeholder-email';
import { handleWebhook } from './service-webhook';
import { getPayoutAccount, startOnboarding } from './service-payouts';
import type { PaymentsEnv } from './service';

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = (): PaymentsEnv => ({ db: app.db, stripe: app.stripe, publicUrl: app.config.publicUrl });

  // The webhook reads its body as the exact bytes Stripe signed, in a scope of its own.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, String(body)));
    scope.post(
      '/api/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: "Stripe's webhook (signed): checkout.session.completed settles a hold, account.updated a payout account",
          security: [],
          response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400) },
        },
      },
      async (request) => {
        const header = request.headers['stripe-signature'];
        await handleWebhook(env(), request.log, typeof request.body === 'string' ? request.body : '', typeof header === 'string' ? header : undefined);
        return { received: true as const };
      },
    );
  });

  app.get(
    '/api/groups/:id/payouts',
    {
      schema: {
        tags: ['payments'],
        summary: "The group's payout account (creator only): not connected, pending or ready",
        params: groupIdParamSchema,
        response: { 200: payoutAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPayoutAccount(env(), request.params.id, signedInContext(app, request).user.id),
  );

  app.post(
    '/api/groups/:id/payouts/onboarding',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's hosted onboarding for the group's payout account (creator only)",
        params: groupIdParamSchema,
        response: { 200: payoutOnboardingSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { user } = signedInContext(app, request);
      return startOnboarding(env(), request.params.id, user.id, realEmail(user.email));
    },
  );
};

export default paymentRoutes;
