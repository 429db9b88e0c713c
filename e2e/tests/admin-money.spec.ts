import { expect, test, type Browser, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { CARDS } from './checkout-helpers.ts';
import { useOwnServer } from './own-server.ts';
import { DEMO, signIn, snap, snapBoth, watchText } from './fixtures.ts';

/**
 * Money in the admin console (issue 12 item 6; no spec screens: docs/decisions.md) on Acme: the admin makes a coupon,
 * edits it (and meets a stale save), a visitor buys with it in the sandbox checkout, the admin refunds part of that
 * payment (and meets a stale refund), the redeemed coupon cannot be deleted, and an invoice made for the demo
 * customer (for their oldest order, found by its number among more than a page of them) shows on their /invoices
 * with Pay. An invoice and a notification for the demo customer would change what
 * the other specs see on the shared demo server, so this file starts a server of its own (E2E_MONEY_PORT) and stops
 * it at the end; the tests build on each other: serial, in one file.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const { base: BASE } = useOwnServer(Number(process.env.E2E_MONEY_PORT ?? 3603), 'money');
const DESKTOP = { width: 1366, height: 900 };
const stamp = Date.now().toString(36).toUpperCase();
const CODE = `SAVE-${stamp}`;
const INVOICE_FOR = `Extra revision ${stamp}`;

let buyerEmail = '';

/** A page in a fresh desktop-sized context on this spec's server, signed in as `email` through the API. */
async function personPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: DESKTOP });
  await signIn(context.request, BASE, email);
  return context.newPage();
}

/** A dialog's screenshots at 1366 and 390 px (the dialog stays open while the page narrows). */
async function snapDialog(page: Page, name: string) {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await snap(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
}

const couponRow = (page: Page) => page.locator(`[data-testid="coupon-row"][data-code="${CODE}"]`);

async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

test('[ADMIN] creates a coupon, edits it, and keeps what was typed on a stale save until Reload', async ({ browser }) => {
  const page = await personPage(browser, DEMO.admin);
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Money' }).click();
  await expect(page).toHaveURL(/\/admin\/money$/);
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('payment-row').first()).toBeVisible();
  await snapBoth(page, 'admin-money-payments');

  await page.getByRole('tab', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/admin\/money\/coupons$/);
  await expect(page.locator('[data-testid="coupon-row"][data-code="WELCOME10"]')).toBeVisible();
  await snapBoth(page, 'admin-money-coupons');

  // A new coupon: the contract's rules first, on their fields.
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog.getByText('Use 3 to 40 characters.')).toBeVisible();
  await expect(dialog.getByText('Enter a whole number between 1 and 100.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('WELCOME10');
  await dialog.getByRole('textbox', { name: 'Percent off', exact: true }).fill('15');
  await choose(page, dialog.getByRole('textbox', { name: 'Packages' }), 'Professional Resume');
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: 'Maximum redemptions', exact: true }).fill('5');
  await snapDialog(page, 'admin-money-coupon-new');
  // A code the site already has is refused on its field by the server.
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog.getByText('Another coupon of this site already has this code.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(CODE);
  const created = await watchText(page, 'Coupon saved.');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(created).toBe(true);
  await expect(couponRow(page).getByTestId('coupon-discount')).toHaveText('15% off');
  await expect(couponRow(page).getByTestId('coupon-redemptions')).toHaveText('0 of 5');
  await expect(couponRow(page).getByTestId('coupon-state')).toHaveText('Active');
  await expect(couponRow(page)).toContainText('Professional Resume');

  // Edited: a fixed $10 off.
  await couponRow(page)
    .getByRole('button', { name: `Edit coupon ${CODE}` })
    .click();
  const editor = page.getByRole('dialog', { name: `Coupon ${CODE}` });
  await editor.getByText('Fixed amount').click();
  await editor.getByRole('textbox', { name: 'Amount off', exact: true }).fill('10');
  await snapDialog(page, 'admin-money-coupon-edit');
  await editor.getByRole('button', { name: 'Save coupon' }).click();
  await expect(editor).toHaveCount(0);
  await expect(couponRow(page).getByTestId('coupon-discount')).toHaveText('$10');

  // Someone else saves while the editor is open: the save is refused, the typed values stay until Reload.
  await couponRow(page)
    .getByRole('button', { name: `Edit coupon ${CODE}` })
    .click();
  await expect(editor.getByRole('textbox', { name: 'Amount off', exact: true })).toHaveValue('10');
  const list = await (await page.request.get('/api/admin/coupons')).json();
  const mine = list.coupons.find((c: { code: string }) => c.code === CODE);
  const { _id, redemptions: _r, createdAt: _c, ...rest } = mine;
  const other = await page.request.patch(`/api/admin/coupons/${_id}`, { data: { ...rest, usageLimit: 50 }, headers: { origin: BASE } });
  expect(other.status(), await other.text()).toBe(200);
  await editor.getByRole('textbox', { name: 'Maximum redemptions', exact: true }).fill('7');
  await editor.getByRole('button', { name: 'Save coupon' }).click();
  await expect(editor.getByTestId('stale-write')).toContainText('This item was changed by someone else.');
  await expect(editor.getByRole('textbox', { name: 'Maximum redemptions', exact: true })).toHaveValue('7');
  await snap(page, 'admin-money-coupon-stale');
  await editor.getByRole('button', { name: 'Reload' }).click();
  await expect(editor.getByRole('textbox', { name: 'Maximum redemptions', exact: true })).toHaveValue('50');
  await expect(editor.getByTestId('stale-write')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Save coupon' }).click();
  await expect(editor).toHaveCount(0);
  await expect(couponRow(page).getByTestId('coupon-redemptions')).toHaveText('0 of 50');
  await page.context().close();
});

test('[ADMIN] refunds part of a sandbox payment made with the coupon; the redeemed coupon cannot be deleted', async ({ browser, playwright }) => {
  // A visitor buys Professional Resume ($149) with the coupon ($10 off) through the public checkout's calls.
  const visitor = await playwright.request.newContext({ baseURL: BASE });
  const headers = { origin: BASE };
  const pkgs = await (async () => {
    const api = await playwright.request.newContext({ baseURL: BASE });
    await signIn(api, BASE, DEMO.customer);
    const body = await (await api.get('/api/customer/orders_all_packages?purchasable=true')).json();
    await api.dispose();
    return body.packages as { _id: string; packageName: string }[];
  })();
  const item = pkgs.find((p) => p.packageName === 'Professional Resume')!._id;
  const intentRes = await visitor.post('/api/getPaymentIntentPublic', { data: { item, couponCode: CODE }, headers });
  expect(intentRes.status(), await intentRes.text()).toBe(200);
  const intent = await intentRes.json();
  buyerEmail = `money.${stamp.toLowerCase()}@visitors.test`;
  const registered = await visitor.post('/registerCustomer', {
    data: { firstName: 'Mona', lastName: `Buyer ${stamp}`, email: buyerEmail, item, intent: intent.intent_id },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const paid = await visitor.post(`/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
    data: { client_secret: intent.client_secret, card_number: CARDS.succeeds },
    headers,
  });
  expect((await paid.json()).intent.status).toBe('succeeded');
  const order = await visitor.post('/api/confirmAffirmPayment', { data: { paymentIntent: intent.intent_id, item }, headers });
  expect(order.status(), await order.text()).toBe(200);
  await visitor.dispose();

  const page = await personPage(browser, DEMO.admin);
  await page.goto('/admin/money');
  const bought = page.getByTestId('payment-row').filter({ hasText: buyerEmail });
  await expect(bought).toHaveCount(1);
  const paymentId = await bought.getAttribute('data-id');
  const row = page.locator(`[data-testid="payment-row"][data-id="${paymentId}"]`);
  await expect(row.getByTestId('payment-amount')).toHaveText('$139');
  await expect(row.getByTestId('payment-state')).toHaveText('Paid');
  await expect(row).toContainText('Professional Resume');
  await expect(row.getByRole('link', { name: /^Order #\d+$/ })).toBeVisible();

  // The dialog: the whole amount at first, checked against what is left, then a confirmation naming the provider.
  await row.getByRole('button', { name: /^Refund the payment of \$139/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
  const amount = dialog.getByRole('textbox', { name: 'Amount to refund (USD)', exact: true });
  await expect(amount).toHaveValue('139');
  await expect(dialog).toContainText('Sandbox (test card)');
  await amount.fill('150');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Only $139 is left to refund.')).toBeVisible();
  await amount.fill('20');
  await snapDialog(page, 'admin-money-refund');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('refund-confirm')).toContainText(`Refund $20 to Mona Buyer ${stamp} through Sandbox (test card)?`);
  await snapDialog(page, 'admin-money-refund-confirm');
  const refunded = await watchText(page, 'Refund made. It is in the ledger.');
  await dialog.getByRole('button', { name: 'Refund $20' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(refunded).toBe(true);
  await expect(row.getByTestId('payment-refunded')).toHaveText('$20');
  await expect(row.getByTestId('payment-state')).toHaveText('Partly refunded');
  // The refund is a row of the ledger too.
  await expect(page.getByTestId('payment-row').filter({ hasText: buyerEmail })).toHaveCount(2);
  await expect(page.getByTestId('payment-row').first()).toContainText('−$20');

  // A refund made elsewhere since the dialog opened: this view is stale, said in the dialog, and nothing more is refunded.
  await row.getByRole('button', { name: /^Refund the payment/ }).click();
  await expect(amount).toHaveValue('119');
  const elsewhere = await page.request.post(`/api/admin/payments/${paymentId}/refund`, { data: { amount: 5, refundedSoFar: 20 }, headers });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await amount.fill('10');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Refund $10' }).click();
  await expect(dialog.getByTestId('refund-error')).toContainText('This item was changed by someone else.');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog).toContainText('$25');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByTestId('payment-refunded')).toHaveText('$25');

  // The coupon now counts its redemption and cannot be deleted: switch it off instead.
  await page.getByRole('tab', { name: 'Coupons' }).click();
  await expect(couponRow(page).getByTestId('coupon-redemptions')).toHaveText('1 of 50');
  await couponRow(page)
    .getByRole('button', { name: `Delete coupon ${CODE}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Delete coupon ${CODE}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Switch off "Active" to stop it instead.' })).toBeVisible();
  await expect(couponRow(page)).toHaveCount(1);
  await page.context().close();
});

/** The demo customer buys Professional Resume `count` times through the sandbox checkout's calls, signed in: each is an order of theirs. */
async function demoCustomerBuys(playwright: PlaywrightWorkerArgs['playwright'], count: number) {
  const customer = await playwright.request.newContext({ baseURL: BASE });
  await signIn(customer, BASE, DEMO.customer);
  const headers = { origin: BASE };
  const body = await (await customer.get('/api/customer/orders_all_packages?purchasable=true')).json();
  const item = (body.packages as { _id: string; packageName: string }[]).find((p) => p.packageName === 'Professional Resume')!._id;
  for (let i = 0; i < count; i += 1) {
    const intent = await (await customer.post('/api/getPaymentIntentPublic', { data: { item }, headers })).json();
    await customer.post(`/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
      data: { client_secret: intent.client_secret, card_number: CARDS.succeeds },
      headers,
    });
    const paid = await customer.post('/api/confirmAffirmPayment', { data: { paymentIntent: intent.intent_id, item }, headers });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  await customer.dispose();
}

test('[ADMIN] invoices the demo customer, who sees it on /invoices with Pay', async ({ browser, playwright }) => {
  // More orders than the order picker lists at first (25): the demo customer's oldest order is then found by its number.
  await demoCustomerBuys(playwright, 22);
  const page = await personPage(browser, DEMO.admin);
  const customerId = (await (await page.request.get('/api/admin/users?role=user&q=customer%40demo.test')).json()).users[0]._id as string;
  const theirs = await (await page.request.get(`/api/admin/orders?customer=${customerId}&page=2`)).json();
  expect(theirs.total).toBeGreaterThan(25);
  const oldest = theirs.orders.at(-1) as { orderNumber: number; packageName: string };
  await page.goto('/admin/money/invoices');
  await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('admin-invoice-row').first()).toBeVisible();
  await snapBoth(page, 'admin-money-invoices');

  await page.getByRole('button', { name: 'New invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await expect(dialog.getByText('Choose a customer.')).toBeVisible();
  await expect(dialog.getByText('Enter what the invoice is for.')).toBeVisible();
  await expect(dialog.getByText('Enter a price.')).toBeVisible();
  const customer = dialog.getByRole('textbox', { name: 'Customer' });
  await customer.fill('customer@demo');
  await page.getByRole('option', { name: /\(customer@demo\.test\)/ }).click();
  const orderSelect = dialog.getByRole('textbox', { name: 'Order (optional)' });
  await expect(orderSelect).toBeEnabled();
  // The newest 25 first; the oldest is found on the server by its number, and a number nobody has finds nothing.
  await orderSelect.click();
  await expect(page.getByRole('option', { name: /^#\d+ · / })).toHaveCount(25);
  const oldestOption = page.getByRole('option', { name: `#${oldest.orderNumber} · ${oldest.packageName}` });
  await expect(oldestOption).toHaveCount(0);
  await orderSelect.fill('#999999');
  await expect(page.getByText('No order of this customer matches.')).toBeVisible();
  await orderSelect.fill(`#${oldest.orderNumber}`);
  await expect(oldestOption).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await snapDialog(page, 'admin-money-invoice-order-search');
  await oldestOption.click();
  await expect(orderSelect).toHaveValue(`#${oldest.orderNumber} · ${oldest.packageName}`);
  await dialog.getByRole('textbox', { name: 'What it is for', exact: true }).fill(INVOICE_FOR);
  await dialog.getByRole('textbox', { name: 'Price (USD)', exact: true }).fill('0.2');
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await expect(dialog.getByText('The price must be at least 0.50.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Price (USD)', exact: true }).fill('35.5');
  await snapDialog(page, 'admin-money-invoice-new');
  const created = await watchText(page, 'Invoice created.');
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(created).toBe(true);
  const row = page.getByTestId('admin-invoice-row').filter({ hasText: INVOICE_FOR });
  await expect(row).toContainText('$35.50');
  await expect(row).toContainText(`#${oldest.orderNumber}`);
  await expect(row.getByTestId('invoice-status')).toHaveText('Unpaid');
  await page.context().close();

  const customerPage = await personPage(browser, DEMO.customer);
  await customerPage.goto('/invoices');
  const mine = customerPage.getByTestId('invoice-row').filter({ hasText: INVOICE_FOR });
  await expect(mine).toContainText('$35.50');
  await expect(mine.getByRole('button', { name: /Pay/ })).toBeVisible();
  await customerPage.context().close();
});

test('[WRITER] is kept out of Money', async ({ browser }) => {
  const page = await personPage(browser, DEMO.writer);
  await page.goto('/admin/money/coupons');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/admin/payments')).status()).toBe(403);
  await page.context().close();
});
