import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClicks, coupons, orders, paymentIntents, sandboxIntents } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { ACME, BETA, cookieFrom, createTestApp, createUser, login, type TestApp } from './helpers.ts';
import { CARDS, ledgerOf, orderSpec, ordersOf, sandboxIntent, send, userById } from './checkout-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const pkg = (i: number) => t.demo.acme.packages[i];
let seq = 0;
const visitor = () => ({ firstName: 'Vera', lastName: 'Visitor', email: `vera${++seq}@example.test`, uniqueCustomerId: `crit-${seq}` });

async function publicIntent(item: string, couponCode?: string, cookie: string | null = null) {
  const res = await send(t, cookie, 'POST', '/api/getPaymentIntentPublic', { item, country: 'US', ...(couponCode ? { couponCode } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const payInSandbox = (intent: { intent_id: string; client_secret: string }, card: string = CARDS.ok) =>
  send(t, null, 'POST', `/api/sandbox/payment-intents/${intent.intent_id}/confirm`, { client_secret: intent.client_secret, card_number: card });
const confirm = (paymentIntent: string, item: string, cookie: string | null = null, host = ACME) =>
  send(
    t,
    cookie,
    'POST',
    '/api/confirmAffirmPayment',
    { paymentIntent, item, checkoutButtonClickId: 'click-1', coupon: 'IGNORED', purchasedDate: '2020-01-01' },
    host,
  );

describe('GET /getPackageInfo', () => {
  it("shows the package and records the visit; the signed-in customer's details are filled in", async () => {
    const anonymous = await send(t, null, 'GET', `/getPackageInfo?item=${pkg(1)._id}&critiqueId=c1&critiqueViewId=v1&stripe=true`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ email: '', firstName: '', currency: 'usd', customerPackage: { _id: pkg(1)._id, packagePrice: 249 } });
    const [click] = await t.deps.db.select().from(checkoutClicks).where(eq(checkoutClicks.id, anonymous.json().checkoutClickId));
    expect(click).toMatchObject({ packageId: pkg(1)._id, critiqueId: 'c1', critiqueViewId: 'v1', userId: null });

    const customer = await login(t.app, 'customer@demo.test');
    const signedIn = await send(t, customer, 'GET', `/getPackageInfo?item=${pkg(1)._id}`);
    expect(signedIn.json()).toMatchObject({ email: 'customer@demo.test', firstName: 'Casey', lastName: 'Customer' });
  });
  it("does not show another site's package", async () => {
    expect((await send(t, null, 'GET', `/getPackageInfo?item=${pkg(1)._id}`, undefined, BETA)).statusCode).toBe(404);
    expect((await send(t, null, 'GET', '/getPackageInfo?item=nope')).json().message).toBe('Package not found.');
  });
});

describe('the public checkout: intent, registerCustomer, confirmAffirmPayment', () => {
  it('registers a new customer, ties the intent to them and creates their order once paid', async () => {
    const intent = await publicIntent(pkg(2)._id);
    expect(intent).toMatchObject({ provider: 'sandbox', amount: 399, testMode: true });
    const form = visitor();
    const reg = await send(t, null, 'POST', '/registerCustomer', { ...form, intent: intent.intent_id, item: pkg(2)._id, couponCode: '' });
    expect(reg.statusCode, reg.body).toBe(200);
    const { code, customer } = reg.json();
    expect(customer).toMatchObject({ email: form.email, firstName: 'Vera', uniqueCustomerId: form.uniqueCustomerId });
    expect((await userById(t, customer._id)).pendingPurchasePackageId).toBe(pkg(2)._id);

    // The code signs them in, once.
    const auto = await send(t, null, 'GET', `/api/autologin/${code}`);
    expect(auto.statusCode).toBe(200);
    expect(auto.json().user.pending_purchase_package_id).toBe(pkg(2)._id);
    expect((await send(t, null, 'GET', `/api/autologin/${code}`)).statusCode).toBe(403);

    expect((await payInSandbox(intent)).json().intent.status).toBe('succeeded');
    // Widget mode returns without a session: the intent names the customer.
    const res = await confirm(intent.intent_id, pkg(2)._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Payment Successful');
    const [order] = await ordersOf(t, 'acme', customer._id);
    expect(order).toMatchObject({ id: res.json()._id, price: 39900 });
    expect((await userById(t, customer._id)).pendingPurchasePackageId).toBe(null);
    // Again (the page after the webhook, or a reload): the same order.
    const again = await confirm(intent.intent_id, pkg(2)._id, cookieFrom(auto));
    expect(again.json()._id).toBe(order.id);
    expect(await ordersOf(t, 'acme', customer._id)).toHaveLength(1);
  });

  it("says 'Affirm payment declined.' for a declined payment and creates nothing", async () => {
    const intent = await publicIntent(pkg(0)._id);
    await send(t, null, 'POST', '/registerCustomer', { ...visitor(), intent: intent.intent_id, item: pkg(0)._id });
    await payInSandbox(intent, CARDS.declined);
    const res = await confirm(intent.intent_id, pkg(0)._id);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Affirm payment declined.');
    expect(await ledgerOf(t, intent.intent_id)).toHaveLength(0);
  });

  it('needs a customer: an anonymous payment nobody registered for is refused', async () => {
    const intent = await publicIntent(pkg(0)._id);
    await payInSandbox(intent);
    const res = await confirm(intent.intent_id, pkg(0)._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please enter your details before paying.');
    // A signed-in customer confirming it makes it theirs.
    const stranger = await createUser(t, 'acme');
    const ok = await confirm(intent.intent_id, pkg(0)._id, await login(t.app, stranger.email));
    expect(ok.statusCode).toBe(200);
    expect((await ordersOf(t, 'acme', stranger.id)).length).toBe(1);
  });

  it("refuses another signed-in customer's payment, another package, and another site", async () => {
    const intent = await publicIntent(pkg(0)._id);
    await send(t, null, 'POST', '/registerCustomer', { ...visitor(), intent: intent.intent_id, item: pkg(0)._id });
    await payInSandbox(intent);
    const stranger = await createUser(t, 'acme');
    expect((await confirm(intent.intent_id, pkg(0)._id, await login(t.app, stranger.email))).statusCode).toBe(404);
    expect((await confirm(intent.intent_id, pkg(1)._id)).statusCode).toBe(422);
    expect((await confirm(intent.intent_id, pkg(0)._id, null, BETA)).statusCode).toBe(404);
    expect(await ledgerOf(t, intent.intent_id)).toHaveLength(0);
  });

  it("refuses to register with someone else's payment, before any account is made", async () => {
    const intent = await publicIntent(pkg(0)._id);
    await send(t, null, 'POST', '/registerCustomer', { ...visitor(), intent: intent.intent_id, item: pkg(0)._id });
    const late = visitor();
    const res = await send(t, null, 'POST', '/registerCustomer', { ...late, intent: intent.intent_id, item: pkg(0)._id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payment not found.');
    expect((await send(t, null, 'GET', `/checkUser?${new URLSearchParams({ ...late })}`)).statusCode).toBe(404);
  });

  it('validates the customer form (spec 03 §5) and refuses unknown fields', async () => {
    const res = await send(t, null, 'POST', '/registerCustomer', { firstName: '', lastName: 'x'.repeat(256), email: 'not-an-email', item: pkg(0)._id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ firstName: 'Enter First Name', email: 'Enter a valid email' });
    expect(res.json().errors.lastName).toBeTruthy();
    const priced = await send(t, null, 'POST', '/registerCustomer', { ...visitor(), item: pkg(0)._id, price: 1 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors.price).toBeTruthy();
  });

  it('does not hand out a login for an existing e-mail without its uniqueCustomerId', async () => {
    const res = await send(t, null, 'POST', '/registerCustomer', { firstName: 'Casey', lastName: 'Customer', email: 'customer@demo.test', item: pkg(0)._id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists. Please log in to continue.');
    const staff = await send(t, null, 'POST', '/registerCustomer', { firstName: 'Wren', lastName: 'Writer', email: 'writer@demo.test', item: pkg(0)._id });
    expect(staff.statusCode).toBe(409);
    const demo = await userById(t, t.demo.acme.users.user);
    const matched = await send(t, null, 'POST', '/registerCustomer', {
      firstName: 'Casey',
      lastName: 'Customer',
      email: 'customer@demo.test',
      uniqueCustomerId: demo.uniqueCustomerId,
      item: pkg(0)._id,
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json().customer._id).toBe(demo.id);
  });
});

describe('GET /checkUser', () => {
  it('gives a code only for an existing customer whose uniqueCustomerId and names match; 404 otherwise', async () => {
    const demo = await userById(t, t.demo.acme.users.user);
    const q = (o: Record<string, string>) =>
      `/checkUser?${new URLSearchParams({ email: 'customer@demo.test', firstName: 'casey', lastName: 'Customer', uniqueCustomerId: demo.uniqueCustomerId, ...o })}`;
    const ok = await send(t, null, 'GET', q({}));
    expect(ok.statusCode).toBe(200);
    expect((await send(t, null, 'GET', `/api/autologin/${ok.json().code}`)).statusCode).toBe(200);
    expect((await send(t, null, 'GET', q({ uniqueCustomerId: 'guess' }))).statusCode).toBe(404);
    expect((await send(t, null, 'GET', q({ lastName: 'Other' }))).statusCode).toBe(404);
    expect((await send(t, null, 'GET', q({ email: 'nobody@example.test' }))).statusCode).toBe(404);
    expect((await send(t, null, 'GET', q({}), undefined, BETA)).statusCode).toBe(404);
  });
});

describe('coupons', () => {
  const check = (packageId: string, couponCode: string, host = ACME) => send(t, null, 'POST', `/api/package/${packageId}/checkCoupon`, { couponCode }, host);

  it('gives the discount of a percent or fixed coupon in major units, the code in any case', async () => {
    expect((await check(pkg(0)._id, 'welcome10')).json()).toMatchObject({
      discountAmount: 14.9,
      total: 134.1,
      currency: 'usd',
      message: 'Coupon applied successfully!',
    });
    expect((await check(pkg(1)._id, 'FIFTY')).json()).toMatchObject({ discountAmount: 50, total: 199 });
  });

  it('refuses expired, exhausted, not-yet-valid, other-package and unknown coupons with their texts', async () => {
    await t.deps.db.insert(coupons).values([
      { id: newId(), siteId: t.demo.acme.id, code: 'BUNDLEONLY', kind: 'percent', percentOff: 5, packageIds: [pkg(2)._id] },
      { id: newId(), siteId: t.demo.acme.id, code: 'SOON', kind: 'percent', percentOff: 5, validFrom: new Date(Date.now() + 86_400_000) },
      { id: newId(), siteId: t.demo.beta.id, code: 'BETAONLY', kind: 'percent', percentOff: 50 },
    ]);
    const cases: [string, string][] = [
      ['SPRING2020', 'This coupon has expired.'],
      ['LAUNCH', 'This coupon has reached its usage limit.'],
      ['SOON', 'This coupon is not valid yet.'],
      ['BUNDLEONLY', 'This coupon does not apply to this package.'],
      ['NOPE', 'This coupon code is not valid.'],
      // Another site's coupon does not exist here.
      ['BETAONLY', 'This coupon code is not valid.'],
    ];
    for (const [code, message] of cases) {
      const res = await check(pkg(0)._id, code);
      expect(res.statusCode, code).toBe(422);
      expect(res.json().message, code).toBe(message);
    }
    expect((await check(pkg(2)._id, 'BUNDLEONLY')).statusCode).toBe(200);
    expect((await check(pkg(0)._id, 'WELCOME10', BETA)).statusCode).toBe(404);
  });

  it('counts a redemption only when the payment is confirmed', async () => {
    const redemptions = async () => (await t.deps.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0].redemptions;
    const before = await redemptions();
    const customer = await login(t.app, 'customer@demo.test');
    const intent = await publicIntent(pkg(0)._id, 'welcome10', customer);
    expect(intent).toMatchObject({ amount: 134.1, discountAmount: 14.9 });
    await payInSandbox(intent);
    expect(await redemptions()).toBe(before);
    const res = await confirm(intent.intent_id, pkg(0)._id, customer);
    expect(res.statusCode).toBe(200);
    expect(await redemptions()).toBe(before + 1);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, res.json()._id));
    expect(order.price).toBe(13410);
    expect(order.package.packagePrice).toBe(14900);
    // Confirming again does not count it twice.
    await confirm(intent.intent_id, pkg(0)._id, customer);
    expect(await redemptions()).toBe(before + 1);
  });

  it('makes a free order for a visitor with the demo FREE100 coupon: no provider, one order, one redemption, a zero ledger row', async () => {
    const redemptions = async () =>
      (
        await t.deps.db
          .select()
          .from(coupons)
          .where(and(eq(coupons.siteId, t.demo.acme.id), eq(coupons.code, 'FREE100')))
      )[0].redemptions;
    const before = await redemptions();
    const sandboxBefore = (await t.deps.db.select().from(sandboxIntents)).length;
    const intent = await publicIntent(pkg(1)._id, 'free100');
    expect(intent).toMatchObject({
      provider: 'none',
      amount: 0,
      discountAmount: 249,
      client_secret: null,
      message: 'Your coupon covers the whole price: no payment is needed.',
    });
    expect(intent.intent_id).toMatch(/^free_/);
    // Nobody was asked for a payment.
    expect((await t.deps.db.select().from(sandboxIntents)).length).toBe(sandboxBefore);

    const reg = await send(t, null, 'POST', '/registerCustomer', { ...visitor(), intent: intent.intent_id, item: pkg(1)._id, couponCode: 'FREE100' });
    expect(reg.statusCode, reg.body).toBe(200);
    const customerId = reg.json().customer._id;
    const res = await confirm(intent.intent_id, pkg(1)._id);
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await ordersOf(t, 'acme', customerId);
    expect(order).toMatchObject({ id: res.json()._id, price: 0, currency: 'usd' });
    expect(order.package.packagePrice).toBe(24900);
    expect(await redemptions()).toBe(before + 1);
    expect(await ledgerOf(t, intent.intent_id)).toEqual([
      expect.objectContaining({ kind: 'order', amount: 0, currency: 'usd', provider: 'none', orderId: order.id, customerId }),
    ]);

    // Confirmed again (a double click, a reload): the same order, nothing new.
    const again = await confirm(intent.intent_id, pkg(1)._id);
    expect(again.json()._id).toBe(order.id);
    expect(await ordersOf(t, 'acme', customerId)).toHaveLength(1);
    expect(await redemptions()).toBe(before + 1);
    expect(await ledgerOf(t, intent.intent_id)).toHaveLength(1);
  });

  it('has FREE100 on Beta too', async () => {
    const res = await check(t.demo.beta.packages[0]._id, 'FREE100', BETA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(0);
  });

  it('re-checks the coupon of a free order when it is confirmed: free intents cannot outrun its limit', async () => {
    await t.deps.db.insert(coupons).values({ id: newId(), siteId: t.demo.acme.id, code: 'ONEFREE', kind: 'percent', percentOff: 100, usageLimit: 1 });
    const stranger = await createUser(t, 'acme');
    const cookie = await login(t.app, stranger.email);
    const first = await publicIntent(pkg(0)._id, 'ONEFREE', cookie);
    const second = await publicIntent(pkg(0)._id, 'ONEFREE', cookie);
    expect((await confirm(first.intent_id, pkg(0)._id, cookie)).statusCode).toBe(200);
    const refused = await confirm(second.intent_id, pkg(0)._id, cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This coupon has reached its usage limit.');
    expect(await ordersOf(t, 'acme', stranger.id)).toHaveLength(1);
    expect(await ledgerOf(t, second.intent_id)).toHaveLength(0);
  });

  it('limits coupon checks per client address', async () => {
    const remoteAddress = '10.250.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/package/${pkg(0)._id}/checkCoupon`,
        headers: { host: ACME, origin: `http://${ACME}` },
        remoteAddress,
        payload: { couponCode: `GUESS${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the widget return URL', () => {
  it('confirms the payment and sends the widget back to /checkout with the order, or the error', async () => {
    const customerId = t.demo.acme.users.user;
    const paid = await sandboxIntent(t, 'acme', orderSpec(t, 'acme', 0, customerId));
    const url = (intent: string, clientId = 'acme', userId = customerId) =>
      `/api/client/${clientId}/user/${userId}/package/${pkg(0)._id}/confirmAffirmPayment?payment_intent=${intent}&redirect_status=succeeded`;
    const ok = await send(t, null, 'GET', url(paid.intent_id));
    expect(ok.statusCode).toBe(302);
    const [order] = await t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.id, new URL(ok.headers.location as string, 'http://x').searchParams.get('orderId')!));
    expect(order.customerId).toBe(customerId);

    const declined = await sandboxIntent(t, 'acme', orderSpec(t, 'acme', 0, customerId), CARDS.declined);
    const back = await send(t, null, 'GET', url(declined.intent_id));
    expect(back.statusCode).toBe(302);
    expect(new URL(back.headers.location as string, 'http://x').searchParams.get('paymentError')).toBe('Affirm payment declined.');

    expect((await send(t, null, 'GET', url(paid.intent_id, 'beta'))).statusCode).toBe(404);
    expect((await send(t, null, 'GET', url(paid.intent_id, 'acme', t.demo.acme.users.writer))).statusCode).toBe(404);
  });
});

describe('checkout links and clicks', () => {
  it('links a review to the checkout of the package', async () => {
    const res = await send(t, null, 'GET', `/api/package/${pkg(0)._id}/checkout-link/crit1?critiqueViewId=view1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      isCustomCheckout: false,
      link: `/checkout?item=${pkg(0)._id}&critiqueId=crit1&critiqueViewId=view1`,
      checkoutUrl: `http://localhost/checkout?item=${pkg(0)._id}&critiqueId=crit1&critiqueViewId=view1`,
    });
    expect((await send(t, null, 'GET', `/api/package/${pkg(0)._id}/checkout-link/crit1`, undefined, BETA)).statusCode).toBe(404);
  });
  it('records a checkout button click', async () => {
    const res = await send(t, null, 'POST', '/checkout/yjsg-checkout-button-click', { packageId: pkg(0)._id, critiqueId: 'c9', critiqueViewId: 'v9' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(checkoutClicks).where(eq(checkoutClicks.id, res.json()._id));
    expect(row).toMatchObject({ siteId: t.demo.acme.id, critiqueId: 'c9' });
  });
  it('keeps intents on their site', async () => {
    const intent = await publicIntent(pkg(0)._id);
    const [row] = await t.deps.db.select().from(paymentIntents).where(eq(paymentIntents.reference, intent.intent_id));
    expect(row).toMatchObject({ siteId: t.demo.acme.id, amount: 14900, currency: 'usd', customerId: null });
  });
});

describe('paths outside /api opened in a browser', () => {
  it('get the single-page app; fetched by the app they are JSON', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dd-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>spa</title>');
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      const browser = { host: ACME, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };
      for (const url of [
        '/getClientCustomizations',
        `/getPackageInfo?item=${web.demo.acme.packages[0]._id}`,
        '/checkUser?email=a%40b.test',
        '/checkout/custom-link?productId=p',
      ]) {
        const page = await web.app.inject({ method: 'GET', url, headers: browser });
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      }
      const json = await web.app.inject({ method: 'GET', url: '/getClientCustomizations', headers: { host: ACME, accept: 'application/json' } });
      expect(json.json().data.paymentProvider).toBe('sandbox');
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
