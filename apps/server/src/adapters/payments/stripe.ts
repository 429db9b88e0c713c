import Stripe from 'stripe';
import { PaymentProviderError, type CardProvider, type ProviderIntent, type ProviderRefund } from './types.ts';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  /** e.g. http://127.0.0.1:12111 for a local stand-in; unset: Stripe's own API. */
  apiBase?: string;
}

/** One SDK client per key and base: building one sets up every resource. */
const clients = new Map<string, Stripe>();

function clientFor(opts: StripeOptions): Stripe {
  const cacheKey = `${opts.apiBase ?? ''}\n${opts.secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const base = opts.apiBase ? new URL(opts.apiBase) : null;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(opts.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
    });
    if (clients.size > 100) clients.clear();
    clients.set(cacheKey, client);
  }
  return client;
}

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: pi.id,
    status: pi.status,
    amount: pi.amount,
    currency: pi.currency.toLowerCase(),
    clientSecret: pi.client_secret ?? null,
    lastError: pi.last_payment_error?.message ?? null,
  };
}

function toRefund(r: Stripe.Refund): ProviderRefund {
  const pi = r.payment_intent;
  return {
    id: r.id,
    status: r.status ?? '',
    amount: r.amount,
    currency: r.currency.toLowerCase(),
    paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? null),
  };
}

/** Stripe PaymentIntents through the official SDK: card, and Affirm where Stripe offers it. */
export function stripeProvider(opts: StripeOptions): CardProvider {
  const stripe = clientFor(opts);
  return {
    name: 'stripe',
    testMode: opts.secretKey.startsWith('sk_test_'),
    publishableKey: opts.publishableKey || null,
    async createIntent(input) {
      try {
        const pi = await stripe.paymentIntents.create({
          amount: input.amount,
          currency: input.currency,
          allowed_payment_method_types: input.methods,
          description: input.description,
          metadata: input.metadata,
        });
        return toIntent(pi);
      } catch (err) {
        throw new PaymentProviderError('stripe: creating a PaymentIntent failed', err);
      }
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw new PaymentProviderError('stripe: reading a PaymentIntent failed', err);
      }
    },
    async listRefunds(paymentIntentId) {
      try {
        const refunds: ProviderRefund[] = [];
        for await (const r of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) refunds.push(toRefund(r));
        return refunds;
      } catch (err) {
        throw new PaymentProviderError('stripe: listing refunds failed', err);
      }
    },
    async refund(input) {
      try {
        const r = await stripe.refunds.create({ payment_intent: input.paymentIntentId, amount: input.amount }, { idempotencyKey: input.idempotencyKey });
        return toRefund(r);
      } catch (err) {
        throw new PaymentProviderError('stripe: creating a refund failed', err);
      }
    },
  };
}

export interface StripeEventSummary {
  type: string;
  /** The id of the object the event is about (a PaymentIntent, a Charge, a Refund). */
  objectId: string | null;
  /** The PaymentIntent a Charge or Refund belongs to. */
  paymentIntentId: string | null;
}

/** A verified webhook event's type and the ids it is about; throws on a bad signature. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, secret: string): StripeEventSummary {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  const object = event.data.object as { id?: unknown; payment_intent?: unknown };
  const pi = object.payment_intent;
  const paymentIntentId =
    typeof pi === 'string' ? pi : pi && typeof pi === 'object' && typeof (pi as { id?: unknown }).id === 'string' ? (pi as { id: string }).id : null;
  return { type: event.type, objectId: typeof object.id === 'string' ? object.id : null, paymentIntentId };
}
