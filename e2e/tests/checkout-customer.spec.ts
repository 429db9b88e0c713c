import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CARDS, byName, expectInitialQuestion, newEmail, packages, payButton, watchPaidConfirmation } from './checkout-helpers.ts';
import { DEMO, signIn, snapBoth } from './fixtures.ts';

/**
 * Customers who pay (spec 01 §2, §5; spec 03 §4) on the sandbox provider of
 * Acme: a new order from /orders/new, a returning customer kept at the
 * checkout until paid, and an invoice. The new-order buyer is a new customer,
 * so the demo customer's order counts, which the customer specs check in
 * parallel, never change here. Only the demo customer's unpaid invoice is
 * paid (nobody else reads it). The tip is in customer-completed-order.spec.ts:
 * it needs the demo's one completed order, after that spec's ORDER COMPLETED
 * checks.
 */

/**
 * A new customer with one paid order, made through the public checkout's
 * calls, then signed in in the page's context with their auto-login code.
 */
async function signInAsNewBuyer(page: Page, request: APIRequestContext, baseURL: string, item: string) {
  const headers = { origin: baseURL };
  const intent = await (await request.post('/api/getPaymentIntentPublic', { data: { item }, headers })).json();
  const email = newEmail('buyer');
  const registered = await request.post('/registerCustomer', { data: { firstName: 'Bea', lastName: 'Buyer', email, item, intent: intent.intent_id }, headers });
  expect(registered.status(), await registered.text()).toBe(200);
  const { code } = await registered.json();
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
    data: { client_secret: intent.client_secret, card_number: CARDS.succeeds },
    headers,
  });
  expect((await paid.json()).intent.status).toBe('succeeded');
  const order = await request.post('/api/confirmAffirmPayment', { data: { paymentIntent: intent.intent_id, item }, headers });
  expect(order.status(), await order.text()).toBe(200);
  const login = await page.request.get(`/api/autologin/${code}`);
  expect(login.status()).toBe(200);
  return email;
}

test('[CUSTOMER] buys a second package from /orders/new', async ({ page, playwright, baseURL }) => {
  const list = await packages(playwright, baseURL!);
  await signInAsNewBuyer(page, page.request, baseURL!, byName(list, 'Professional Resume')._id);

  // The side menu's New Order leads here.
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (!(await menu.getByRole('link', { name: 'New Order' }).isVisible())) await menu.getByRole('button', { name: 'Orders' }).click();
  await menu.getByRole('link', { name: 'New Order' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);

  // Highest price first: the demo site's three packages in that order, whatever other package a test put on sale.
  const cards = page.getByTestId('product-card');
  const bundle = cards.filter({ hasText: 'Executive Bundle' });
  await expect(bundle).toContainText('$399');
  const names = await cards.allTextContents();
  const places = ['Executive Bundle', 'Resume + Cover Letter', 'Professional Resume'].map((name) => names.findIndex((text) => text.includes(name)));
  expect(places.every((place, i) => place >= 0 && (i === 0 || place > places[i - 1]))).toBe(true);

  // Spec 01 §5: a product must be chosen.
  await payButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a product.');
  await snapBoth(page, 'new-order');

  await cards.filter({ hasText: 'Resume + Cover Letter' }).click();
  await expect(page.getByRole('radio', { name: /Resume \+ Cover Letter/ })).toBeChecked();
  await expect(payButton(page)).toHaveText('Pay $249');
  await page.getByLabel('Coupon code').fill('SPRING2020');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon has expired.')).toBeVisible();
  await page.getByLabel('Card number').fill(CARDS.succeeds);
  await snapBoth(page, 'new-order-chosen');
  await payButton(page).click();
  await expectInitialQuestion(page);

  const orders = await (await page.request.get('/api/customer/orders')).json();
  expect(orders.orders.map((o: { package: { packageName: string } }) => o.package.packageName).sort()).toEqual([
    'Professional Resume',
    'Resume + Cover Letter',
  ]);

  // Both purchases are paid invoices.
  await page.goto('/invoices');
  await expect(page.getByTestId('invoice-row')).toHaveCount(2);
  await expect(page.getByTestId('invoice-row').filter({ hasText: 'Resume + Cover Letter' })).toContainText(/paid/i);

  // Back at /checkout from a provider's redirect (Stripe sends Affirm buyers away and back): the page confirms once.
  const resume = byName(list, 'Professional Resume');
  const headers = { origin: baseURL! };
  const intent = await (await page.request.post('/api/getPaymentIntentPublic', { data: { item: resume._id }, headers })).json();
  await page.request.post(`/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
    data: { client_secret: intent.client_secret, card_number: CARDS.succeeds },
    headers,
  });
  const back = new URLSearchParams({
    item: resume._id,
    payment_intent: intent.intent_id,
    payment_intent_client_secret: intent.client_secret,
    redirect_status: 'succeeded',
  });
  await page.goto(`/checkout?${back.toString()}`);
  await expectInitialQuestion(page);
  const after = await (await page.request.get('/api/customer/orders')).json();
  expect(after.orders).toHaveLength(3);
});

test('[CUSTOMER] a returning customer from a review link is signed in, kept at checkout until paid, and pays', async ({ page, playwright, baseURL }) => {
  const cover = byName(await packages(playwright, baseURL!), 'Resume + Cover Letter');
  // Registered earlier (e.g. on a review), never paid: zero orders and a pending purchase.
  const api = await playwright.request.newContext({ baseURL });
  const email = newEmail('returning');
  const uniqueCustomerId = `review-${Date.now()}`;
  const registered = await api.post('/registerCustomer', {
    data: { firstName: 'Rita', lastName: 'Returning', email, uniqueCustomerId, item: cover._id },
    headers: { origin: baseURL! },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await api.dispose();

  // Spec 03 §4: the interstitial's check finds the customer (valid e-mail and uniqueCustomerId) and signs them in.
  const query = new URLSearchParams({ item: cover._id, email, uniqueCustomerId, firstName: 'Rita', lastName: 'Returning' });
  await page.goto(`/checkout?${query.toString()}`);
  await expect(page).toHaveURL(/autoLoggedIn=true/);
  await expect(page.getByText('Signed in as Rita Returning')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);

  // Spec 03 "Route guards": with zero orders and a pending purchase, the portal sends them back to the checkout.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(new RegExp(`/checkout\\?item=${cover._id}&verified=true$`));
  await expect(page.getByText('Signed in as Rita Returning')).toBeVisible();
  await snapBoth(page, 'checkout-signed-in');

  await page.getByLabel('Card number').fill(CARDS.succeeds);
  const paidShown = await watchPaidConfirmation(page);
  await payButton(page).click();
  await expect.poll(paidShown).toBe(true);
  await expectInitialQuestion(page);
  // The purchase is done: the portal opens normally now.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[CUSTOMER] pays an invoice', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/invoices');
  const unpaid = page.getByTestId('invoice-row').filter({ hasText: 'Rush Delivery (48 hours)' });
  await expect(unpaid).toContainText('$49');
  await expect(unpaid).toContainText('UNPAID');
  const refunded = page.getByTestId('invoice-row').filter({ hasText: 'Interview Coaching' });
  await expect(refunded).toContainText('REFUNDED');
  await expect(refunded).toContainText('Refunded: $50');
  await expect(page.getByTestId('invoice-row').filter({ hasText: 'Professional Resume' })).toContainText('PAID');
  await snapBoth(page, 'invoices');

  await unpaid.getByRole('button', { name: 'Pay the invoice for Rush Delivery (48 hours)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay invoice' });
  await dialog.getByLabel('Card number').fill(CARDS.succeeds);
  await expect(dialog.getByRole('button', { name: 'Pay $49' })).toBeEnabled();
  await snapBoth(page, 'invoice-pay-modal');
  await dialog.getByRole('button', { name: 'Pay $49' }).click();
  await expect(dialog.getByText('Payment Successful')).toBeVisible();
  // The confirmation closes itself, then the orders open.
  await expect(page).toHaveURL(/\/orders\/list$/, { timeout: 5000 });
  await page.goto('/invoices');
  await expect(page.getByTestId('invoice-row').filter({ hasText: 'Rush Delivery (48 hours)' })).toContainText('PAID');
  await expect(page.getByRole('button', { name: /Pay the invoice/ })).toHaveCount(0);
});
