/**
 * Local stand-ins for the payment providers' HTTP APIs (node:http on
 * 127.0.0.1, a random port): the real adapters (the official Stripe SDK,
 * our Flutterwave fetch client) talk to them exactly as to the real thing.
 * The Stripe tests share their set-up from here too: a test app paying
 * through the stand-in, and signed webhook deliveries.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { setSecrets } from './checkout-factory.ts';
import { ACME, createTestApp, login, nextIp, type TestApp } from './helpers.ts';

export interface StandIn {
  url: string;
  /** Every request received: method, path and the parsed body. */
  requests: { method: string; path: string; body: Record<string, string>; authorization: string }[];
  close(): Promise<void>;
}

async function listen(handler: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void, requests: StandIn['requests']): Promise<StandIn> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const parsed = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? '', path: req.url ?? '', body: parsed, authorization: req.headers.authorization ?? '' });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  // Tests that forget to close must not keep the process alive.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
}

export interface StripeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  last_payment_error: { message: string } | null;
}

export interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  status: string;
  payment_intent: string;
  charge: string;
}

export interface StripeStandIn extends StandIn {
  intents: Map<string, StripeIntent>;
  refunds: Map<string, StripeRefund>;
  /** What the customer's card did: the next retrieve reports it. */
  settle(id: string, status: string, patch?: Partial<StripeIntent>): void;
  /** A refund made in Stripe's dashboard: listed from then on. */
  refund(paymentIntent: string, amount: number, patch?: Partial<StripeRefund>): StripeRefund;
}

/** Stripe's PaymentIntents API: create (form-encoded, as the SDK sends it) and retrieve, and refunds (create with an idempotency key, list); the secret key is checked. */
export async function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  const intents = new Map<string, StripeIntent>();
  const refunds = new Map<string, StripeRefund>();
  const byKey = new Map<string, StripeRefund>();
  const makeRefund = (paymentIntent: string, amount: number, patch: Partial<StripeRefund> = {}) => {
    const refund: StripeRefund = {
      id: `re_${crypto.randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intents.get(paymentIntent)?.currency ?? 'usd',
      status: 'succeeded',
      payment_intent: paymentIntent,
      charge: `ch_${paymentIntent.slice(3)}`,
      ...patch,
    };
    refunds.set(refund.id, refund);
    return refund;
  };
  const requests: StandIn['requests'] = [];
  const base = await listen((req, raw, res) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const form = new URLSearchParams(raw);
      const id = `pi_${crypto.randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      const methods: string[] = [];
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
        if (k.startsWith('allowed_payment_method_types[')) methods.push(v);
      }
      const intent: StripeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${crypto.randomBytes(8).toString('hex')}`,
        description: form.get('description'),
        metadata,
        allowed_payment_method_types: methods,
        last_payment_error: null,
      };
      intents.set(id, intent);
      return send(res, 200, intent);
    }
    const m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const intent = intents.get(decodeURIComponent(m[1]));
      if (!intent) return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${m[1]}'` } });
      return send(res, 200, intent);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      // Like Stripe: the same Idempotency-Key answers the same refund; more than is left is refused.
      const key = String(req.headers['idempotency-key'] ?? '');
      const known = key ? byKey.get(key) : undefined;
      if (known) return send(res, 200, known);
      const form = new URLSearchParams(raw);
      const pi = form.get('payment_intent') ?? '';
      const intent = intents.get(pi);
      if (!intent || intent.status !== 'succeeded')
        return send(res, 400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent cannot be refunded' } });
      const done = [...refunds.values()].filter((r) => r.payment_intent === pi).reduce((sum, r) => sum + r.amount, 0);
      const amount = Number(form.get('amount') ?? intent.amount - done);
      if (amount > intent.amount - done)
        return send(res, 400, {
          error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund amount is greater than unrefunded amount' },
        });
      const refund = makeRefund(pi, amount);
      if (key) byKey.set(key, refund);
      return send(res, 200, refund);
    }
    if (req.method === 'GET' && path === '/v1/refunds') {
      const pi = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('payment_intent');
      const data = [...refunds.values()].filter((r) => !pi || r.payment_intent === pi);
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  }, requests);
  return {
    ...base,
    intents,
    refunds,
    refund: makeRefund,
    settle(id, status, patch = {}) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`stand-in has no intent ${id}`);
      Object.assign(intent, { status }, patch);
    },
  };
}

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** Acme's payment secrets for Stripe with these keys and the stand-in's publishable key. */
export const stripeSecrets = ({ secretKey, webhookSecret }: StripeKeys) => ({
  payments: { provider: 'stripe', stripe: { secretKey, publishableKey: 'pk_test_standin', webhookSecret } },
});

export interface StripeSite {
  t: TestApp;
  stripe: StripeStandIn;
  /** The demo customer's session cookie on Acme. */
  customer: string;
  close(): Promise<void>;
}

/** A test app whose Acme pays through the Stripe stand-in (the real SDK, pointed at it by STRIPE_API_BASE), and the demo customer signed in. */
export async function startStripeSite(keys: StripeKeys): Promise<StripeSite> {
  const stripe = await startStripeStandIn(keys.secretKey);
  let app: TestApp | undefined;
  try {
    const t = (app = await createTestApp({ STRIPE_API_BASE: stripe.url }));
    await setSecrets(t, 'acme', stripeSecrets(keys));
    const customer = await login(t.app, 'customer@demo.test');
    return {
      t,
      stripe,
      customer,
      async close() {
        await t.close();
        await stripe.close();
      },
    };
  } catch (error) {
    await app?.close();
    await stripe.close();
    throw error;
  }
}

/** A delivery to the Stripe webhook, as Stripe makes it: neither Origin nor a cookie. */
export function stripeWebhook(t: TestApp, payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { host: ACME, 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    remoteAddress: nextIp(),
    payload,
  });
}

/** The Stripe-Signature header Stripe would send with this payload. */
export const stripeSignature = (payload: string, secret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

export interface FlutterwaveTransactionFixture {
  id: number;
  tx_ref: string;
  amount: number;
  currency: string;
  status: string;
}

export interface FlutterwaveRefundFixture {
  id: number;
  tx_id: number;
  amount_refunded: number;
  status: string;
}

export interface FlutterwaveStandIn extends StandIn {
  transactions: Map<string, FlutterwaveTransactionFixture>;
  refunds: FlutterwaveRefundFixture[];
  add(tx: FlutterwaveTransactionFixture): void;
  /** The status the next refunds get ('completed' unless said), or a status code to answer with instead. */
  refundOutcome: { status: string } | { httpStatus: number };
}

/**
 * Flutterwave's v3 API as the server uses it, the secret key checked as bearer token: verify by id
 * (GET /v3/transactions/{id}/verify) or by tx_ref (GET /v3/transactions/verify_by_reference?tx_ref=), and refunds
 * (POST /v3/transactions/{id}/refund {amount} in major units, refused above what is left).
 */
export async function startFlutterwaveStandIn(secretKey: string): Promise<FlutterwaveStandIn> {
  const transactions = new Map<string, FlutterwaveTransactionFixture>();
  const refunds: FlutterwaveRefundFixture[] = [];
  const requests: StandIn['requests'] = [];
  let refundId = 7000;
  const answer = (res: http.ServerResponse, tx: FlutterwaveTransactionFixture) =>
    send(res, 200, {
      status: 'success',
      message: 'Transaction fetched successfully',
      data: { ...tx, flw_ref: `FLW-MOCK-${tx.id}`, charged_amount: tx.amount, customer: { email: 'someone@example.test' } },
    });
  const notFound = (res: http.ServerResponse) => send(res, 400, { status: 'error', message: 'No transaction was found for this id', data: null });
  const standIn: FlutterwaveStandIn = {
    ...(await listen((req, raw, res) => {
      if (req.headers.authorization !== `Bearer ${secretKey}`) return send(res, 401, { status: 'error', message: 'Invalid authorization key', data: null });
      const url = new URL(req.url ?? '/', 'http://standin');
      const verify = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(url.pathname);
      if (req.method === 'GET' && verify) {
        const tx = transactions.get(decodeURIComponent(verify[1]));
        return tx ? answer(res, tx) : notFound(res);
      }
      if (req.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
        const tx = [...transactions.values()].find((t) => t.tx_ref === url.searchParams.get('tx_ref'));
        return tx ? answer(res, tx) : notFound(res);
      }
      const refund = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(url.pathname);
      if (req.method === 'POST' && refund) {
        const tx = transactions.get(decodeURIComponent(refund[1]));
        if (!tx) return notFound(res);
        if ('httpStatus' in standIn.refundOutcome)
          return send(res, standIn.refundOutcome.httpStatus, { status: 'error', message: 'Refund failed', data: null });
        const amount = Number((JSON.parse(raw || '{}') as { amount?: unknown }).amount ?? tx.amount);
        const left = tx.amount - refunds.filter((r) => r.tx_id === tx.id).reduce((sum, r) => sum + r.amount_refunded, 0);
        if (!(amount > 0) || amount > left + 1e-9)
          return send(res, 400, { status: 'error', message: 'Refund amount is more than the transaction amount', data: null });
        const made = { id: ++refundId, tx_id: tx.id, amount_refunded: amount, status: standIn.refundOutcome.status };
        refunds.push(made);
        return send(res, 200, {
          status: 'success',
          message: 'Transaction refund initiated',
          data: { ...made, account_id: 73362, flw_ref: `URF_${made.id}`, destination: 'payment_source', created_at: new Date().toISOString() },
        });
      }
      notFound(res);
    }, requests)),
    transactions,
    refunds,
    refundOutcome: { status: 'completed' },
    add: (tx) => void transactions.set(String(tx.id), tx),
  };
  return standIn;
}
