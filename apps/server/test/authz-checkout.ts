/**
 * Checkout and payments' rows of the authorization matrix, spread into
 * AUTHZ_TABLE (authz-table.ts). Public checkout calls answer everyone on A's
 * host and 404 on B's (A's packages and payments do not exist there); the
 * customer's calls are A's customer's (staff 403); provider calls carry their
 * own proof (a client secret, a signature). Every write acts on a fresh
 * payment made for the call, so the table's order does not matter.
 *
 */
import { eq } from 'drizzle-orm';
import { perCall, PUBLIC_OF_A, type Actor, type Call, type Outcome, type RouteCase } from './authz-types.ts';
import { sandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { packages, sites, users } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { checkoutRepo } from '../src/modules/checkout/repo.ts';
import { CARDS, buildInvoice, orderSpec, sandboxIntent } from './checkout-factory.ts';
import { PACKAGE, allTasks, buildOrder, demoPackage } from './journey-factory.ts';
import { startFlutterwaveStandIn, type FlutterwaveStandIn } from './payment-standins.ts';

const EVERYONE = (o: Outcome): Record<Actor, Outcome> => ({
  anonymous: o,
  userA: o,
  writerA: o,
  reviewerA: o,
  adminA: o,
  userB: o,
  writerB: o,
  reviewerB: o,
  adminB: o,
});
/** A's customer only; B's customer cannot see A's objects (404) unless B's site refuses first. */
const CUSTOMER_OF_A = (userB: Outcome = 404): Record<Actor, Outcome> => ({
  anonymous: 401,
  userA: 'allow',
  writerA: 403,
  reviewerA: 403,
  adminA: 403,
  userB,
  writerB: 403,
  reviewerB: 403,
  adminB: 403,
});

const packageOfA = (c: Call) => demoPackage(c.fx.t, 'acme', PACKAGE.resume)._id;
const customerOfA = (c: Call) => c.fx.A.users.user;

/** A's customer paid an intent for A's cheapest package in the sandbox. */
const paidOrderIntent = perCall((c) => sandboxIntent(c.fx.t, 'acme', orderSpec(c.fx.t, 'acme', PACKAGE.resume, customerOfA(c))));

/** A's site set up for Flutterwave against a local stand-in, and a Naira package (made once). */
let flutterwave: Promise<{ api: FlutterwaveStandIn; packageId: string }> | null = null;
function flutterwaveOfA(c: Call) {
  flutterwave ??= (async () => {
    const api = await startFlutterwaveStandIn('FLWSECK_TEST-authz');
    const t = c.fx.t;
    await t.deps.db
      .update(sites)
      .set({
        secrets: { payments: { provider: 'sandbox', flutterwave: { publicKey: 'FLWPUBK_TEST-authz', secretKey: 'FLWSECK_TEST-authz', apiBase: api.url } } },
      })
      .where(eq(sites.id, c.fx.A.siteId));
    const packageId = newId();
    const p = demoPackage(t, 'acme', PACKAGE.resume);
    await t.deps.db
      .insert(packages)
      .values({ id: packageId, siteId: c.fx.A.siteId, name: 'Naira Resume', price: 750000, currency: 'ngn', services: p.packageServices });
    return { api, packageId };
  })();
  return flutterwave;
}
let txCounter = 0;
const paidFlutterwave = perCall(async (c) => {
  const { api, packageId } = await flutterwaveOfA(c);
  const txRef = `dd-authz-${newId()}`;
  await checkoutRepo(c.fx.t.deps.db).insertIntent({
    siteId: c.fx.A.siteId,
    provider: 'flutterwave',
    reference: txRef,
    kind: 'order',
    customerId: customerOfA(c),
    packageId,
    amount: 750000,
    currency: 'ngn',
  });
  const id = ++txCounter;
  api.add({ id, tx_ref: txRef, amount: 7500, currency: 'NGN', status: 'successful' });
  return { txRef, id };
});

const paidTip = perCall(async (c) => {
  const order = await buildOrder(c.fx.t, { pkg: PACKAGE.resume, done: allTasks(demoPackage(c.fx.t, 'acme', PACKAGE.resume)) });
  const intent = await sandboxIntent(c.fx.t, 'acme', {
    kind: 'tip',
    amount: 500,
    currency: 'usd',
    customerId: customerOfA(c),
    description: 'Tip',
    orderId: order.id,
  });
  return { order, intent };
});
const paidInvoice = perCall(async (c) => {
  const invoice = await buildInvoice(c.fx.t, 'acme');
  const intent = await sandboxIntent(c.fx.t, 'acme', {
    kind: 'invoice',
    amount: invoice.price,
    currency: 'usd',
    customerId: customerOfA(c),
    description: 'Invoice',
    invoiceId: invoice.id,
  });
  return { invoice, intent };
});
const unpaidIntent = perCall((c) => sandboxIntent(c.fx.t, 'acme', orderSpec(c.fx.t, 'acme', PACKAGE.resume, null), null));
const awaitingStep = perCall(async (c) => {
  const intent = await sandboxIntent(c.fx.t, 'acme', orderSpec(c.fx.t, 'acme', PACKAGE.resume, null), null);
  await sandboxProvider(c.fx.t.deps.db, c.fx.A.siteId).confirm(intent.intent_id, intent.client_secret!, CARDS.authenticate);
  return intent;
});

async function demoCustomerForm(c: Call) {
  const [u] = await c.fx.t.deps.db
    .select()
    .from(users)
    .where(eq(users.id, customerOfA(c)));
  return { email: u.email, firstName: u.firstName, lastName: u.lastName, uniqueCustomerId: u.uniqueCustomerId };
}
let visitors = 0;

export const CHECKOUT_ROUTES: Record<string, RouteCase> = {
  // Public checkout (spec 03 §7)
  'GET /getClientCustomizations': { expect: EVERYONE('allow') },
  'GET /getPackageInfo': { query: (c) => ({ item: packageOfA(c) }), expect: PUBLIC_OF_A },
  // On B the same e-mail is B's own customer: signed in, they may ask about themselves.
  'GET /checkUser': { query: demoCustomerForm, expect: { ...PUBLIC_OF_A, userB: 'allow' } },
  'POST /registerCustomer': {
    body: (c) => ({ json: { firstName: 'Vic', lastName: 'Visitor', email: `authz-visitor-${++visitors}@example.test`, item: packageOfA(c) } }),
    expect: PUBLIC_OF_A,
  },
  'POST /api/getPaymentIntentPublic': { body: (c) => ({ json: { item: packageOfA(c), country: 'US' } }), expect: PUBLIC_OF_A },
  // The payment names its customer: no session is needed (widget mode), and a staff session changes nothing.
  'POST /api/confirmAffirmPayment': {
    body: async (c) => ({ json: { paymentIntent: (await paidOrderIntent(c)).intent_id, item: packageOfA(c) } }),
    expect: PUBLIC_OF_A,
  },
  'GET /api/client/:clientId/user/:userId/package/:item/confirmAffirmPayment': {
    params: (c) => ({ clientId: 'acme', userId: customerOfA(c), item: packageOfA(c) }),
    query: async (c) => ({ payment_intent: (await paidOrderIntent(c)).intent_id, redirect_status: 'succeeded' }),
    expect: { ...PUBLIC_OF_A, anonymous: 302, userA: 302, writerA: 302, reviewerA: 302, adminA: 302 },
  },
  'POST /api/package/:id/checkCoupon': { params: (c) => ({ id: packageOfA(c) }), body: () => ({ json: { couponCode: 'WELCOME10' } }), expect: PUBLIC_OF_A },
  'GET /api/package/:packageId/checkout-link/:critiqueId': { params: (c) => ({ packageId: packageOfA(c), critiqueId: 'crit-1' }), expect: PUBLIC_OF_A },
  // Neither demo site has a custom checkout.
  'GET /checkout/custom-link': { query: (c) => ({ productId: packageOfA(c) }), expect: EVERYONE(404) },
  'POST /checkout/yjsg-checkout-button-click': { body: (c) => ({ json: { packageId: packageOfA(c), critiqueId: 'crit-1' } }), expect: PUBLIC_OF_A },

  // The signed-in customer's new orders, tips and invoices (spec 01 §7)
  'GET /api/customer/orders_all_packages': { expect: CUSTOMER_OF_A('allow') },
  'POST /api/customer/orders_new': {
    body: async (c) => ({ json: { payment: (await paidOrderIntent(c)).intent_id, package_subscribed: packageOfA(c) } }),
    expect: CUSTOMER_OF_A(),
  },
  'POST /api/customer/payment-intent': { body: (c) => ({ json: { item: packageOfA(c) } }), expect: CUSTOMER_OF_A() },
  'POST /api/customer/orders/tip/:id': {
    params: async (c) => ({ id: (await paidTip(c)).order.id }),
    body: async (c) => ({ json: { tip: 5, payment: (await paidTip(c)).intent.intent_id } }),
    expect: CUSTOMER_OF_A(),
  },
  // Beta hides invoices: its customer is refused before anything is looked up.
  'GET /api/customer/invoices': { expect: CUSTOMER_OF_A(403) },
  'POST /api/customer/invoices/pay': {
    body: async (c) => {
      const { invoice, intent } = await paidInvoice(c);
      return { json: { payment: intent.intent_id, invoice_id: invoice.id } };
    },
    expect: CUSTOMER_OF_A(403),
  },
  'POST /customer/flutterwave/code': { body: async (c) => ({ json: { selectedPackageId: (await flutterwaveOfA(c)).packageId } }), expect: CUSTOMER_OF_A() },
  'POST /customer/flutterwave/verification': {
    body: async (c) => {
      const { txRef, id } = await paidFlutterwave(c);
      return { json: { transactionId: id, txRef } };
    },
    expect: CUSTOMER_OF_A(),
  },

  // The providers' side: the demo sites run the sandbox (no Stripe webhook); the sandbox's card form needs the client secret.
  'POST /api/webhooks/stripe': { body: () => ({ json: { id: 'evt_1', type: 'payment_intent.succeeded' } }), expect: EVERYONE(404) },
  'POST /api/sandbox/payment-intents/:id/confirm': {
    params: async (c) => ({ id: (await unpaidIntent(c)).intent_id }),
    body: async (c) => ({ json: { client_secret: (await unpaidIntent(c)).client_secret, card_number: CARDS.ok } }),
    expect: PUBLIC_OF_A,
  },
  'POST /api/sandbox/payment-intents/:id/authenticate': {
    params: async (c) => ({ id: (await awaitingStep(c)).intent_id }),
    body: async (c) => ({ json: { client_secret: (await awaitingStep(c)).client_secret, outcome: 'approve' } }),
    expect: PUBLIC_OF_A,
  },
};
