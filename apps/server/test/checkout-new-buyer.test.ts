import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCodes, users } from '../src/db/schema.ts';
import { eventually } from './chat-helpers.ts';
import { CARDS, ordersOf, send, userById } from './checkout-factory.ts';
import { createTestApp, createUser, login, type TestApp } from './helpers.ts';

// Issue 15 items 2 and 3: a buyer whose payment failed can come back with the same e-mail; a new buyer is welcomed
// with a link to choose a password and gets a receipt; the purchase is on their invoices, paid.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://portal.test' });
});
afterAll(() => t?.close());

const pkg = (i: number) => t.demo.acme.packages[i];
let seq = 0;
const email = () => `buyer${++seq}.${Date.now()}@example.test`;

async function publicIntent(item: string, couponCode?: string) {
  const res = await send(t, null, 'POST', '/api/getPaymentIntentPublic', { item, country: 'US', ...(couponCode ? { couponCode } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ intent_id: string; client_secret: string }>();
}
const register = (form: Record<string, unknown>, intent: string, item: string) => send(t, null, 'POST', '/registerCustomer', { ...form, intent, item });
const pay = (intent: { intent_id: string; client_secret: string }, card: string = CARDS.ok) =>
  send(t, null, 'POST', `/api/sandbox/payment-intents/${intent.intent_id}/confirm`, { client_secret: intent.client_secret, card_number: card });
const confirm = (paymentIntent: string, item: string) => send(t, null, 'POST', '/api/confirmAffirmPayment', { paymentIntent, item });
const autologin = (code: string) => send(t, null, 'GET', `/api/autologin/${code}`);

/** The e-mails to an address so far (they leave through the outbox, in the background). */
const mailsTo = (to: string) => t.sent.filter((m) => m.to === to);

/** A visitor registers and the card is declined: the account exists, with nothing in it. */
async function declinedBuyer(form: { firstName: string; lastName: string; email: string }) {
  const intent = await publicIntent(pkg(0)._id);
  expect((await register(form, intent.intent_id, pkg(0)._id)).statusCode).toBe(200);
  await pay(intent, CARDS.declined);
  expect((await confirm(intent.intent_id, pkg(0)._id)).statusCode).toBe(402);
}

describe('a buyer whose checkout failed', () => {
  it('comes back with the same e-mail (another browser, no id) and finishes the purchase', async () => {
    const form = { firstName: 'Dana', lastName: 'Declined', email: email() };
    await declinedBuyer(form);

    const intent = await publicIntent(pkg(0)._id);
    const again = await register({ ...form, firstName: 'Dana-Maria' }, intent.intent_id, pkg(0)._id);
    expect(again.statusCode, again.body).toBe(200);
    const { code, customer } = again.json();
    // The account's own id is not handed to whoever came back with its e-mail.
    expect(customer).toMatchObject({ email: form.email, firstName: 'Dana-Maria', uniqueCustomerId: '' });
    // The code signs in only once this payment is the account's order.
    expect((await autologin(code)).statusCode).toBe(403);
    await pay(intent);
    const paid = await confirm(intent.intent_id, pkg(0)._id);
    expect(paid.statusCode, paid.body).toBe(200);
    const signedIn = await autologin(code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: form.email, firstName: 'Dana-Maria' });
    expect(await ordersOf(t, 'acme', customer._id)).toHaveLength(1);
  });

  it('cannot be taken over once the account holds an order or has a password', async () => {
    const form = { firstName: 'Olga', lastName: 'Owner', email: email() };
    await declinedBuyer(form);
    const intent = await publicIntent(pkg(0)._id);
    const { code } = (await register(form, intent.intent_id, pkg(0)._id)).json();
    await pay(intent);
    await confirm(intent.intent_id, pkg(0)._id);

    const later = await publicIntent(pkg(0)._id);
    const refused = await register(form, later.intent_id, pkg(0)._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An account with this email already exists. Please log in to continue.');
    expect((await autologin(code)).statusCode).toBe(200);

    const chosen = await createUser(t, 'acme');
    const withPassword = await register({ firstName: 'Test', lastName: 'Person', email: chosen.email }, (await publicIntent(pkg(0)._id)).intent_id, pkg(0)._id);
    expect(withPassword.statusCode).toBe(409);
  });

  it("gives nothing of the owner's order to someone who took the account over a moment before the owner paid", async () => {
    const form = { firstName: 'Rita', lastName: 'Owner', email: email() };
    await declinedBuyer(form);
    const strangerIntent = await publicIntent(pkg(0)._id);
    const stranger = (await register({ ...form, firstName: 'Sly' }, strangerIntent.intent_id, pkg(0)._id)).json();
    const ownerIntent = await publicIntent(pkg(0)._id);
    const owner = (await register(form, ownerIntent.intent_id, pkg(0)._id)).json();
    await pay(ownerIntent);
    expect((await confirm(ownerIntent.intent_id, pkg(0)._id)).statusCode).toBe(200);
    // The stranger's code was voided by the owner's return, and was never for this payment.
    expect((await autologin(stranger.code)).statusCode).toBe(403);
    expect((await autologin(owner.code)).statusCode).toBe(200);

    // A code the stranger takes right after the owner's, for a payment of their own, does not open the owner's order either.
    const form2 = { firstName: 'Uma', lastName: 'Owner', email: email() };
    await declinedBuyer(form2);
    const ownerIntent2 = await publicIntent(pkg(0)._id);
    const owner2 = (await register(form2, ownerIntent2.intent_id, pkg(0)._id)).json();
    const strangerIntent2 = await publicIntent(pkg(0)._id);
    const stranger2 = (await register(form2, strangerIntent2.intent_id, pkg(0)._id)).json();
    await pay(ownerIntent2);
    expect((await confirm(ownerIntent2.intent_id, pkg(0)._id)).statusCode).toBe(200);
    expect((await autologin(stranger2.code)).statusCode).toBe(403);
    // The owner's own code was voided by the stranger; the welcome e-mail's link is their way in.
    expect((await autologin(owner2.code)).statusCode).toBe(403);
    await eventually(() => expect(mailsTo(form2.email).map((m) => m.subject)).toContain('Welcome to Acme Resumes: choose your password'));
  });

  it('cannot sign in with any password before choosing one', async () => {
    const form = { firstName: 'Nina', lastName: 'Nopass', email: email() };
    await declinedBuyer(form);
    const [row] = await t.deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, form.email));
    expect(row.passwordHash).toBe('!');
    await expect(login(t.app, form.email, undefined, '!')).rejects.toThrow(/401/);
  });
});

describe('a new buyer', () => {
  it('gets a welcome e-mail with a single-use set-password link for 7 days and a receipt, in their language', async () => {
    const form = { firstName: 'Greta', lastName: 'Gast', email: email(), language: 'de' };
    const intent = await publicIntent(pkg(0)._id, 'WELCOME10');
    const reg = await register(form, intent.intent_id, pkg(0)._id);
    expect(reg.statusCode, reg.body).toBe(200);
    await pay(intent);
    const paid = await confirm(intent.intent_id, pkg(0)._id);
    expect(paid.statusCode).toBe(200);
    await eventually(() => expect(mailsTo(form.email)).toHaveLength(2));
    const [order] = await ordersOf(t, 'acme', reg.json().customer._id);

    const welcome = mailsTo(form.email).find((m) => m.subject === 'Willkommen bei Acme Resumes: Wählen Sie Ihr Passwort')!;
    expect(welcome.text).toContain('Hallo Greta,\n\nIhr Konto ist bereit');
    const link = /Passwort wählen: (http:\/\/portal\.test\/reset-password\/(\S+))/.exec(welcome.text);
    expect(link).not.toBeNull();
    const [codeRow] = await t.deps.db
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.userId, order.customerId), eq(authCodes.kind, 'reset')));
    expect(codeRow.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const receipt = mailsTo(form.email).find((m) => m !== welcome)!;
    // Intl puts a no-break space between the amount and its sign.
    const receiptText = receipt.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(receipt.subject).toBe(`Ihre Quittung für Professional Resume (Bestellung #${order.orderNumber})`);
    expect(receiptText).toContain('Paket: Professional Resume');
    expect(receiptText).toContain('Listenpreis: 149,00 $');
    expect(receiptText).toContain('Gutschein WELCOME10: −14,90 $');
    expect(receiptText).toContain('Bezahlter Betrag: 134,10 $');
    expect(receiptText).toContain('Währung: USD');
    expect(receiptText).toContain(`Datum: ${order.createdAt.toLocaleDateString('de-DE', { dateStyle: 'long', timeZone: 'UTC' })}`);
    expect(receiptText).toContain(`Zahlungsreferenz: ${intent.intent_id}`);
    expect(receipt.html).toContain('<html lang="de">');

    // The link chooses a password, once; then the buyer signs in with it.
    const step2 = (password: string) => send(t, null, 'POST', '/api/auth/reset-password-step-2', { code: link![2], password });
    expect((await step2('chosen-pass-1')).statusCode).toBe(200);
    expect((await step2('chosen-pass-2')).statusCode).toBe(400);
    const cookie = await login(t.app, form.email, undefined, 'chosen-pass-1');

    // The purchase is on their invoices, paid, at what they paid.
    const list = await send(t, cookie, 'GET', '/api/customer/invoices');
    expect(list.json().invoices).toEqual([
      { _id: expect.any(String), packageName: 'Professional Resume', status: 'paid', price: 134.1, invoiceCurrency: 'usd', refund_amount: null },
    ]);

    // Confirmed again (a reload, the webhook): nothing more is sent.
    await confirm(intent.intent_id, pkg(0)._id);
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(form.email)).toHaveLength(2);
  });

  it('a customer with a password gets the receipt only', async () => {
    const customer = await createUser(t, 'acme', { firstName: 'Pia' });
    const cookie = await login(t.app, customer.email);
    const intent = (await send(t, cookie, 'POST', '/api/getPaymentIntentPublic', { item: pkg(1)._id })).json();
    await pay(intent);
    expect((await send(t, cookie, 'POST', '/api/confirmAffirmPayment', { paymentIntent: intent.intent_id, item: pkg(1)._id })).statusCode).toBe(200);
    await eventually(() => expect(mailsTo(customer.email)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(customer.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^Your receipt for Resume \+ Cover Letter \(order #\d+\)$/)]);
    expect(mailsTo(customer.email)[0].text).toContain('Hello Pia,\n\nWe received your payment.');
    expect((await userById(t, customer.id)).passwordHash).not.toBe('!');
  });
});

describe('one price everywhere (issue 15 item 6)', () => {
  it('the order list and the order page both show what was paid, with the list price when a coupon applied', async () => {
    const customer = await createUser(t, 'acme');
    const cookie = await login(t.app, customer.email);
    const buy = async (couponCode?: string) => {
      const intent = (await send(t, cookie, 'POST', '/api/getPaymentIntentPublic', { item: pkg(0)._id, ...(couponCode ? { couponCode } : {}) })).json();
      await pay(intent);
      return (await send(t, cookie, 'POST', '/api/confirmAffirmPayment', { paymentIntent: intent.intent_id, item: pkg(0)._id })).json()._id as string;
    };
    const discounted = await buy('WELCOME10');
    const full = await buy();

    const list = (await send(t, cookie, 'GET', '/api/customer/orders')).json().orders as { _id: string }[];
    expect(list.find((o) => o._id === discounted)).toMatchObject({ price: 134.1, listPrice: 149, currency: 'usd' });
    expect(list.find((o) => o._id === full)).toMatchObject({ price: 149, listPrice: null });
    const page = (await send(t, cookie, 'GET', `/api/customer/orders/${discounted}`)).json();
    expect(page.order).toMatchObject({ invoicePrice: 134.1, listPrice: 149, invoiceCurrency: 'usd' });
    expect(page.invoice).toMatchObject({ status: 'paid', price: 134.1 });
    expect((await send(t, cookie, 'GET', `/api/customer/orders/${full}`)).json().order).toMatchObject({ invoicePrice: 149, listPrice: null });
  });
});
