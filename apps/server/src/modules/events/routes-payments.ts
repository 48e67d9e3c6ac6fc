/** Payments on an event (issue 29, docs/payments.md "API"): Checkout, my payment, the hosts' list, CSV and records. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSchema, eventIdParamSchema, eventPaymentSchema, hostPaymentsSchema, participantParamSchema, recordPaymentInputSchema } from '@kickoff/shared';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext } from '../../lib/context';
import { checkout, getHostPayments, getMyPayment, getPaymentsCsv, recordParticipantPayment } from './service-payments';

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];

  app.post(
    '/api/events/:id/checkout',
    {
      schema: {
        tags,
        summary: "Stripe's Checkout page for the caller's pending hold or waitlist offer",
        params: eventIdParamSchema,
        response: { 200: checkoutSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => checkout(signedInContext(app, request), request.params.id),
  );

  app.get(
    '/api/events/:id/payment',
    {
      schema: {
        tags,
        summary: "How the event is paid, its refund cutoff, and the caller's latest payment for it",
        params: eventIdParamSchema,
        response: { 200: eventPaymentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getMyPayment(signedInContext(app, request), request.params.id),
  );

  app.get(
    '/api/events/:id/payments',
    {
      schema: {
        tags,
        summary: "The hosts' view: every payment of the event and the totals",
        params: eventIdParamSchema,
        response: { 200: hostPaymentsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getHostPayments(signedInContext(app, request), request.params.id),
  );

  app.get(
    '/api/events/:id/payments.csv',
    {
      schema: {
        tags,
        summary: "The event's payments as a CSV file (hosts)",
        params: eventIdParamSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await getPaymentsCsv(signedInContext(app, request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.put(
    '/api/events/:id/participants/:participantId/payment',
    {
      schema: {
        tags,
        summary: 'A host records cash at the field or waives the fee for a registered participant',
        params: participantParamSchema,
        body: recordPaymentInputSchema,
        response: { 200: hostPaymentsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => recordParticipantPayment(signedInContext(app, request), request.params.id, request.params.participantId, request.body),
  );
};

export default paymentRoutes;
