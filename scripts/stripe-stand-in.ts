/**
 * A local Stripe stand-in (issue 29): an HTTP server speaking the parts of Stripe's REST API the `stripe` package calls
 * for Kickoff (Connect Express accounts and account links, Checkout Sessions create/retrieve/expire, refunds, payment
 * intents), honouring `Idempotency-Key`, with the hosted pages a browser clicks through (Checkout: "Pay" and "Cancel";
 * Express onboarding: "Finish onboarding"), and webhooks signed with Stripe's scheme (`Stripe-Signature: t=...,v1=...`,
 * HMAC-SHA256 of `t.payload` with the endpoint secret) POSTed to the app. Used by the server tests, the browser tests
 * and `npm run stripe:standin` (docs/payments.md "Developing without Stripe").
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

export interface StripeStandInOptions {
  port?: number;
  host?: string;
  /** Where signed webhooks go (the app's `/api/payments/webhook`); none: webhooks are only recorded. */
  webhookUrl?: string;
  webhookSecret?: string;
}

export interface SentWebhook {
  id: string;
  type: string;
  payload: string;
  header: string;
  status: number | null;
}

export interface StripeStandIn {
  url: string;
  host: string;
  port: number;
  webhookSecret: string;
  /** Every API request (method, path, decoded form, idempotency key, Stripe-Account). */
  requests: { method: string; path: string; form: Obj; idempotencyKey: string | undefined; account: string | undefined }[];
  webhooks: SentWebhook[];
  sessions: Map<string, Obj>;
  accounts: Map<string, Obj>;
  refunds: Map<string, Obj>;
  /** While down, every API request's connection is dropped (Stripe unreachable); the hosted pages still answer. */
  setDown(down: boolean): void;
  /** Set the webhook target after start (the app's port is known later). */
  setWebhookUrl(url: string): void;
  /** Completes a Checkout Session as the hosted page's Pay button does; `deliver: false` loses its webhook. */
  pay(sessionId: string, options?: { deliver?: boolean }): Promise<SentWebhook | null>;
  /** Finishes an account's onboarding as the hosted page does (charges and payouts enabled, `account.updated`). */
  completeOnboarding(accountId: string, options?: { deliver?: boolean }): Promise<void>;
  /** Signs and sends an event (or re-sends a recorded one: replay). */
  send(type: string, object: Obj, options?: { id?: string }): Promise<SentWebhook>;
  resend(webhook: SentWebhook): Promise<number>;
  /** The signature header for a payload, as Stripe makes it. */
  sign(payload: string, timestamp?: number, secret?: string): string;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function decodeForm(body: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p, i) => p !== '' || i === 0);
    let node: Obj = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[key] = value;
      else {
        node[key] ??= {};
        node = node[key] as Obj;
      }
    });
  }
  return arraysOf(root) as Obj;
}

/** Objects whose keys are 0..n-1 become arrays. */
function arraysOf(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v;
  const o = v as Obj;
  const keys = Object.keys(o);
  const mapped = Object.fromEntries(keys.map((k) => [k, arraysOf(o[k])]));
  if (keys.length && keys.every((k, i) => k === String(i))) return keys.map((k) => mapped[k]);
  return mapped;
}

function stripeError(status: number, message: string, type = 'invalid_request_error', code?: string) {
  return { status, body: { error: { type, message, code } } };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}h1{font-size:1.4rem}
.amount{font-size:2rem;font-weight:600;margin:1rem 0}button{background:#635bff;color:#fff;border:0;border-radius:6px;padding:.8rem 1.4rem;font-size:1rem;cursor:pointer;width:100%}
a{color:#635bff;display:inline-block;margin-top:1rem}.note{color:#697386;font-size:.85rem}</style></head><body>${body}</body></html>`;
}

function money(amount: number, currency: string) {
  const zero = ['jpy', 'krw', 'clp'].includes(currency.toLowerCase());
  return `${zero ? amount : (amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const webhookSecret = options.webhookSecret ?? 'whsec_standin';
  let webhookUrl = options.webhookUrl;
  const requests: StripeStandIn['requests'] = [];
  const webhooks: SentWebhook[] = [];
  const sessions = new Map<string, Obj>();
  const accounts = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let base = '';
  let down = false;

  const sign = (payload: string, timestamp = now(), secret = webhookSecret) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

  async function deliver(webhook: SentWebhook): Promise<number> {
    if (!webhookUrl) return 0;
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(webhook.payload) },
        body: webhook.payload,
      });
      webhook.status = res.status;
      return res.status;
    } catch {
      webhook.status = null;
      return 0;
    }
  }

  async function send(type: string, object: Obj, opts: { id?: string; deliver?: boolean } = {}): Promise<SentWebhook> {
    const event = { id: opts.id ?? newId('evt'), object: 'event', api_version: '2025-01-01', created: now(), type, livemode: false, data: { object } };
    const payload = JSON.stringify(event);
    const webhook: SentWebhook = { id: event.id, type, payload, header: sign(payload), status: null };
    webhooks.push(webhook);
    if (opts.deliver !== false) await deliver(webhook);
    return webhook;
  }

  function expandSession(session: Obj, expand: string[]): Obj {
    const out = { ...session };
    if (expand.some((e) => e.startsWith('payment_intent')) && typeof session.payment_intent === 'string') {
      const pi = { ...intents.get(session.payment_intent)! };
      if (expand.includes('payment_intent.latest_charge') && typeof pi.latest_charge === 'string') pi.latest_charge = charges.get(pi.latest_charge);
      out.payment_intent = pi;
    }
    return out;
  }

  async function pay(sessionId: string, opts: { deliver?: boolean } = {}): Promise<SentWebhook | null> {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') return null;
    const piId = newId('pi');
    const chId = newId('ch');
    charges.set(chId, { id: chId, object: 'charge', amount: session.amount_total, currency: session.currency, paid: true, payment_intent: piId, receipt_url: `${base}/receipts/${chId}`, refunded: false, amount_refunded: 0 });
    intents.set(piId, { id: piId, object: 'payment_intent', amount: session.amount_total, currency: session.currency, status: 'succeeded', latest_charge: chId, metadata: session.metadata });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: piId });
    return send('checkout.session.completed', { ...session }, { deliver: opts.deliver });
  }

  async function completeOnboarding(accountId: string, opts: { deliver?: boolean } = {}) {
    const account = accounts.get(accountId);
    if (!account) return;
    Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    await send('account.updated', { ...account }, { deliver: opts.deliver });
  }

  function api(method: string, path: string, form: Obj, query: URLSearchParams): { status: number; body: unknown } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/accounts') {
      const id = newId('acct');
      const account = { id, object: 'account', type: form.type ?? 'express', country: form.country ?? 'US', email: form.email ?? null, charges_enabled: false, payouts_enabled: false, details_submitted: false, metadata: form.metadata ?? {} };
      accounts.set(id, account);
      return { status: 200, body: account };
    }
    if (method === 'GET' && (m = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
      const account = accounts.get(m[1]!);
      return account ? { status: 200, body: account } : stripeError(404, `No such account: '${m[1]}'`, 'invalid_request_error', 'resource_missing');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = String(form.account ?? '');
      if (!accounts.has(account)) return stripeError(400, `No such account: '${account}'`);
      const q = new URLSearchParams({ return_url: String(form.return_url ?? ''), refresh_url: String(form.refresh_url ?? '') });
      return { status: 200, body: { object: 'account_link', created: now(), expires_at: now() + 300, url: `${base}/onboarding/${account}?${q}` } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (form.line_items as Obj[] | undefined) ?? [];
      let amount = 0;
      let currency = '';
      for (const item of items) {
        const pd = item.price_data as Obj;
        amount += Number(pd.unit_amount) * Number(item.quantity ?? 1);
        currency = String(pd.currency);
      }
      if (!items.length || !Number.isInteger(amount) || amount <= 0) return stripeError(400, 'line_items must have a positive amount');
      const id = newId('cs');
      const expiresAt = form.expires_at ? Number(form.expires_at) : now() + 24 * 3600;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        expires_at: expiresAt,
        payment_intent: null,
        payment_intent_data: form.payment_intent_data ?? null,
        customer_email: form.customer_email ?? null,
        line_items: items,
        url: `${base}/checkout/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = sessions.get(m[1]!);
      if (!session) return stripeError(404, `No such checkout.session: '${m[1]}'`, 'invalid_request_error', 'resource_missing');
      return { status: 200, body: expandSession(session, query.getAll('expand[]').concat(query.getAll('expand[0]'), query.getAll('expand[1]'))) };
    }
    if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const session = sessions.get(m[1]!);
      if (!session) return stripeError(404, `No such checkout.session: '${m[1]}'`, 'invalid_request_error', 'resource_missing');
      if (session.status !== 'open') return stripeError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
      Object.assign(session, { status: 'expired', url: null });
      return { status: 200, body: session };
    }
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const pi = intents.get(m[1]!);
      return pi ? { status: 200, body: pi } : stripeError(404, `No such payment_intent: '${m[1]}'`, 'invalid_request_error', 'resource_missing');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(String(form.payment_intent ?? ''));
      if (!pi) return stripeError(400, `No such payment_intent: '${String(form.payment_intent)}'`);
      const charge = charges.get(String(pi.latest_charge))!;
      const left = Number(charge.amount) - Number(charge.amount_refunded);
      const amount = form.amount === undefined ? left : Number(form.amount);
      if (amount <= 0 || amount > left) return stripeError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'invalid_request_error', 'charge_already_refunded');
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const id = newId('re');
      const refund = { id, object: 'refund', amount, currency: pi.currency, payment_intent: pi.id, charge: charge.id, status: 'succeeded', metadata: form.metadata ?? {}, reverse_transfer: form.reverse_transfer ?? null, refund_application_fee: form.refund_application_fee ?? null };
      refunds.set(id, refund);
      return { status: 200, body: refund };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const path = url.pathname;
        const html = (status: number, content: string) => {
          res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
          res.end(content);
        };
        const redirect = (to: string) => {
          res.writeHead(303, { location: to });
          res.end();
        };
        let m: RegExpExecArray | null;
        // The hosted pages a browser sees.
        if ((m = /^\/checkout\/([^/]+)$/.exec(path)) && req.method === 'GET') {
          const session = sessions.get(m[1]!);
          if (!session) return html(404, page('Not found', '<h1>This checkout page does not exist.</h1>'));
          if (session.status !== 'open') return html(410, page('Checkout ended', `<h1>This checkout has ${session.status === 'complete' ? 'been paid' : 'expired'}.</h1>`));
          const items = (session.line_items as Obj[]).map((i) => `${escapeHtml(String((i.price_data as Obj & { product_data: Obj }).product_data?.name ?? 'Place'))} × ${String(i.quantity)}`).join('<br>');
          return html(200, page('Pay · Stripe stand-in', `<p class="note">Stripe stand-in (test mode)</p><h1>${items}</h1><div class="amount" data-testid="amount">${money(Number(session.amount_total), String(session.currency))}</div>
<form method="post" action="/checkout/${escapeHtml(m[1]!)}/pay"><button type="submit">Pay</button></form>
<a href="${escapeHtml(String(session.cancel_url))}">Cancel</a>`));
        }
        if ((m = /^\/checkout\/([^/]+)\/pay$/.exec(path)) && req.method === 'POST') {
          const session = sessions.get(m[1]!);
          if (!session || session.status !== 'open') return html(410, page('Checkout ended', '<h1>This checkout has ended.</h1>'));
          await pay(m[1]!);
          return redirect(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', m[1]!));
        }
        if ((m = /^\/onboarding\/([^/]+)$/.exec(path)) && req.method === 'GET') {
          if (!accounts.has(m[1]!)) return html(404, page('Not found', '<h1>Unknown account.</h1>'));
          const q = escapeHtml(url.search);
          return html(200, page('Payouts · Stripe stand-in', `<p class="note">Stripe stand-in (test mode)</p><h1>Set up payouts</h1><p>Express onboarding for ${escapeHtml(m[1]!)}.</p>
<form method="post" action="/onboarding/${escapeHtml(m[1]!)}/complete${q}"><button type="submit">Finish onboarding</button></form>
<a href="${escapeHtml(url.searchParams.get('refresh_url') ?? '/')}">Not now</a>`));
        }
        if ((m = /^\/onboarding\/([^/]+)\/complete$/.exec(path)) && req.method === 'POST') {
          await completeOnboarding(m[1]!);
          return redirect(url.searchParams.get('return_url') ?? '/');
        }
        if ((m = /^\/receipts\/([^/]+)$/.exec(path)) && req.method === 'GET') {
          const charge = charges.get(m[1]!);
          if (!charge) return html(404, page('Not found', '<h1>Unknown receipt.</h1>'));
          return html(200, page('Receipt', `<h1>Receipt</h1><div class="amount">${money(Number(charge.amount), String(charge.currency))}</div><p>${charge.refunded ? 'Refunded' : 'Paid'}</p>`));
        }
        // The REST API.
        if (down) {
          req.socket.destroy();
          return;
        }
        const form = req.method === 'GET' ? decodeForm(url.search.slice(1)) : decodeForm(body);
        const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
        const account = req.headers['stripe-account'] as string | undefined;
        requests.push({ method: req.method ?? '', path, form, idempotencyKey, account });
        const key = idempotencyKey && req.method === 'POST' ? `${path} ${idempotencyKey}` : null;
        const answer = (key && idempotent.get(key)) || api(req.method ?? '', path, form, url.searchParams);
        if (key && answer.status < 500) idempotent.set(key, answer);
        res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req'), ...(key ? { 'idempotency-key': idempotencyKey } : {}) });
        res.end(JSON.stringify(answer.body));
      })().catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${host}:${port}`;
  return {
    url: base,
    host,
    port,
    webhookSecret,
    requests,
    webhooks,
    sessions,
    accounts,
    refunds,
    setDown: (d) => {
      down = d;
    },
    setWebhookUrl: (u) => {
      webhookUrl = u;
    },
    pay,
    completeOnboarding,
    send: (type, object, opts) => send(type, object, opts),
    resend: deliver,
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
