/**
 * `npm run stripe:standin`: the local Stripe stand-in (scripts/stripe-stand-in.ts) for trying payments in a browser
 * without a Stripe account. Start the app with the env this prints (docs/payments.md "Developing without Stripe").
 */
import { startStripeStandIn } from './stripe-stand-in';

const port = Number(process.env.STRIPE_STANDIN_PORT ?? 12111);
const webhookUrl = process.env.STRIPE_STANDIN_WEBHOOK_URL ?? `http://localhost:${process.env.PORT ?? 3000}/api/payments/webhook`;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_standin';
const standIn = await startStripeStandIn({ port, host: '127.0.0.1', webhookUrl, webhookSecret });
console.log(`Stripe stand-in on ${standIn.url}, webhooks to ${webhookUrl}. Start Kickoff with:

  STRIPE_SECRET_KEY=sk_test_standin STRIPE_WEBHOOK_SECRET=${webhookSecret} \\
  STRIPE_API_HOST=127.0.0.1 STRIPE_API_PORT=${standIn.port} STRIPE_API_PROTOCOL=http npm start
`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
