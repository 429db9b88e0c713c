import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFlutterwaveStandIn, startStripeStandIn, type FlutterwaveStandIn, type StripeStandIn } from '../../../test/payment-standins.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sha256 } from '../../lib/ids.ts';
import { flutterwaveAmount, flutterwaveGateway, flutterwaveIntegrityHash } from './flutterwave.ts';
import { PaymentProviderError, sitePayments } from './index.ts';
import { stripeProvider, verifyStripeEvent } from './stripe.ts';

const KEY = 'sk_test_adapter_0123';

describe('stripe adapter (the official SDK against a local stand-in)', () => {
  let api: StripeStandIn;
  beforeAll(async () => {
    api = await startStripeStandIn(KEY);
  });
  afterAll(() => api.close());

  it('creates a PaymentIntent and reads it back', async () => {
    const stripe = stripeProvider({ secretKey: KEY, publishableKey: 'pk_test_1', apiBase: api.url });
    expect(stripe).toMatchObject({ name: 'stripe', testMode: true, publishableKey: 'pk_test_1' });
    const made = await stripe.createIntent({ amount: 24900, currency: 'usd', methods: ['card', 'affirm'], description: 'Resume', metadata: { kind: 'order' } });
    expect(made).toMatchObject({ status: 'requires_payment_method', amount: 24900, currency: 'usd' });
    expect(made.clientSecret).toMatch(/_secret_/);
    expect(api.intents.get(made.id)?.metadata).toEqual({ kind: 'order' });
    api.settle(made.id, 'succeeded');
    expect(await stripe.retrieveIntent(made.id)).toMatchObject({ id: made.id, status: 'succeeded', clientSecret: made.clientSecret });
  });

  it('answers null for an unknown intent and a provider error for a refused key', async () => {
    const stripe = stripeProvider({ secretKey: KEY, publishableKey: '', apiBase: api.url });
    expect(await stripe.retrieveIntent('pi_missing')).toBe(null);
    const wrongKey = stripeProvider({ secretKey: 'sk_live_wrong', publishableKey: '', apiBase: api.url });
    expect(wrongKey.testMode).toBe(false);
    await expect(wrongKey.retrieveIntent('pi_missing')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('verifies webhook signatures over the raw body', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_1' });
    expect(verifyStripeEvent(Buffer.from(payload), header, 'whsec_1')).toEqual({ type: 'payment_intent.succeeded', objectId: 'pi_1', paymentIntentId: null });
    expect(() => verifyStripeEvent(Buffer.from(payload), header, 'whsec_2')).toThrow();
    expect(() => verifyStripeEvent(Buffer.from(`${payload} `), header, 'whsec_1')).toThrow();
    // A refund (or charge) names its PaymentIntent.
    const refund = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'refund.created',
      data: { object: { id: 're_1', object: 'refund', payment_intent: 'pi_9' } },
    });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: refund, secret: 'whsec_1' });
    expect(verifyStripeEvent(Buffer.from(refund), signed, 'whsec_1')).toEqual({ type: 'refund.created', objectId: 're_1', paymentIntentId: 'pi_9' });
  });

  it("lists an intent's refunds through the SDK", async () => {
    const stripe = stripeProvider({ secretKey: KEY, publishableKey: '', apiBase: api.url });
    const made = await stripe.createIntent({ amount: 5000, currency: 'usd', methods: ['card'], description: 'Invoice', metadata: {} });
    expect(await stripe.listRefunds!(made.id)).toEqual([]);
    const refund = api.refund(made.id, 2000, { status: 'pending' });
    api.refund('pi_someone_else', 100);
    expect(await stripe.listRefunds!(made.id)).toEqual([{ id: refund.id, status: 'pending', amount: 2000, currency: 'usd', paymentIntentId: made.id }]);
  });
});

describe('flutterwave adapter (fetch against a local stand-in)', () => {
  let api: FlutterwaveStandIn;
  beforeAll(async () => {
    api = await startFlutterwaveStandIn('FLWSECK_TEST-1');
  });
  afterAll(() => api.close());

  it('verifies a transaction: amount in minor units, currency lower-case', async () => {
    api.add({ id: 42, tx_ref: 'dd-1', amount: 7500.5, currency: 'NGN', status: 'successful' });
    const flw = flutterwaveGateway({ publicKey: 'FLWPUBK_TEST-1', secretKey: 'FLWSECK_TEST-1', apiBase: `${api.url}/` });
    expect(await flw.verifyTransaction('42')).toEqual({ id: '42', status: 'successful', txRef: 'dd-1', amount: 750050, currency: 'ngn' });
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v3/transactions/42/verify', authorization: 'Bearer FLWSECK_TEST-1' });
    expect(await flw.verifyTransaction('404')).toBe(null);
  });

  it('fails as a provider error when Flutterwave cannot be reached', async () => {
    const flw = flutterwaveGateway({ publicKey: 'p', secretKey: 's', apiBase: 'http://127.0.0.1:9' });
    await expect(flw.verifyTransaction('1')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("computes Flutterwave's checksum: SHA-256 of amount, currency, e-mail, tx_ref and the secret key's SHA-256", () => {
    expect(flutterwaveAmount(750000)).toBe('7500');
    expect(flutterwaveAmount(750050)).toBe('7500.5');
    const fields = { amount: '7500', currency: 'NGN', email: 'a@b.test', txRef: 'dd-1' };
    expect(flutterwaveIntegrityHash(fields, 'secret')).toBe(sha256(`7500NGNa@b.testdd-1${sha256('secret')}`));
    expect(flutterwaveIntegrityHash({ ...fields, amount: '1' }, 'secret')).not.toBe(flutterwaveIntegrityHash(fields, 'secret'));
  });
});

describe('a site’s providers from its secrets', () => {
  const db = {} as Db;
  it('defaults to the sandbox outside production, to nothing in production', () => {
    expect(sitePayments(loadConfig({ NODE_ENV: 'test' }), db, 's1', undefined).card?.name).toBe('sandbox');
    expect(sitePayments(loadConfig({ NODE_ENV: 'production' }), db, 's1', undefined).card).toBe(null);
  });
  it('builds Stripe and Flutterwave from their keys, and nothing from malformed settings', () => {
    const p = sitePayments(loadConfig({ NODE_ENV: 'production' }), db, 's1', {
      provider: 'stripe',
      stripe: { secretKey: 'sk_live_1', publishableKey: 'pk_live_1', webhookSecret: 'whsec_1' },
      flutterwave: { publicKey: 'FLWPUBK-1', secretKey: 'FLWSECK-1' },
    });
    expect(p.card).toMatchObject({ name: 'stripe', testMode: false, publishableKey: 'pk_live_1' });
    expect(p.stripeWebhookSecret).toBe('whsec_1');
    expect(p.flutterwave?.publicKey).toBe('FLWPUBK-1');
    expect(sitePayments(loadConfig({ NODE_ENV: 'production' }), db, 's1', { provider: 'stripe' }).card).toBe(null);
    expect(sitePayments(loadConfig({ NODE_ENV: 'production' }), db, 's1', { provider: 'paypal' }).card).toBe(null);
  });
});
