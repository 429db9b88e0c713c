import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { CARDS, asOwnVisitor, byName, expectInitialQuestion, fillCustomer, newEmail, packages, payButton, watchPaidConfirmation } from './checkout-helpers.ts';
import { DEMO, SCREENSHOTS, signIn, snapBoth } from './fixtures.ts';

test.use(asOwnVisitor);

/**
 * The public checkout (spec 01 §2; spec 03 §2, §4, §5) on the sandbox
 * provider of Acme, as visitors use it: coupons, test cards, the extra
 * step, the widget and the links that lead to it. The visitors are new people
 * with e-mails of their own, so the demo customer's order counts, which the
 * customer specs check in parallel, never change here.
 */

test('[VISITOR] buys a package with a coupon and lands on the initial question', async ({ page, playwright, baseURL }) => {
  const resume = byName(await packages(playwright, baseURL!), 'Professional Resume');
  await page.goto(`/checkout?item=${resume._id}`);
  // The interstitial hands over to the verified checkout.
  await expect(page).toHaveURL(/verified=true/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Professional Resume' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('$149');
  await expect(page.getByTestId('test-mode').first()).toHaveText('TEST MODE');
  for (const card of Object.values(CARDS)) await expect(page.getByText(card, { exact: true })).toBeVisible();
  await snapBoth(page, 'checkout-visitor');

  // Spec 03 §5: the customer form is checked before any payment.
  await payButton(page).click();
  await expect(page.getByText('Enter First Name')).toBeVisible();
  await expect(page.getByText('Enter Last name')).toBeVisible();
  await expect(page.getByText('Enter email')).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-email');
  await payButton(page).click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();

  // Coupon: apply waits for a code; applied locks the input; remove resets; an unknown code says so.
  const couponInput = page.getByLabel('Coupon code');
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await couponInput.fill('NOPE');
  await apply.click();
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  await couponInput.fill('WELCOME10');
  await apply.click();
  await expect(page.getByText('Coupon applied successfully!')).toBeVisible();
  await expect(couponInput).toBeDisabled();
  await expect(page.getByTestId('discount')).toHaveText('−$14.90');
  await expect(page.getByTestId('total')).toHaveText('$134.10');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('discount')).toHaveCount(0);
  await expect(page.getByTestId('total')).toHaveText('$149');
  await couponInput.fill('WELCOME10');
  await apply.click();
  // Settled: the intent with the coupon is made (Pay waits for it, its label may show the one before).
  await expect(payButton(page)).toBeEnabled();
  await expect(payButton(page)).toHaveText('Pay $134.10');

  await fillCustomer(page, newEmail('vera'));
  await page.getByRole('button', { name: `Use test card ${CARDS.succeeds}` }).click();
  await expect(page.getByLabel('Card number')).toHaveValue(CARDS.succeeds);
  await snapBoth(page, 'checkout-visitor-filled');
  const paidShown = await watchPaidConfirmation(page);
  await payButton(page).click();
  await expect.poll(paidShown).toBe(true);
  // Signed in with the code of the registration, the new customer starts the order.
  await expectInitialQuestion(page);
  const session = await (await page.request.get('/api/auth/user')).json();
  expect(session.user.firstName).toBe('Vera');
  expect(session.user.pending_purchase_package_id).toBeNull();
});

test('[VISITOR] a coupon applied just before paying is what is paid', async ({ page, playwright, baseURL }) => {
  const resume = byName(await packages(playwright, baseURL!), 'Professional Resume');
  // The real answers come late, as on a busy server: the coupon check, then the registration.
  await page.route('**/checkCoupon', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.route('**/registerCustomer', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(`/checkout?item=${resume._id}&verified=true`);
  await fillCustomer(page, newEmail('hasty'));
  await page.getByLabel('Card number').fill(CARDS.succeeds);
  await expect(payButton(page)).toBeEnabled();
  await expect(payButton(page)).toHaveText('Pay $149');

  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  // Pay waits while the coupon may still change the price...
  await expect(payButton(page)).toBeDisabled();
  const charged = page.waitForResponse((r) => /\/api\/sandbox\/payment-intents\/[^/]+\/confirm$/.test(r.url()));
  const paidShown = await watchPaidConfirmation(page);
  await payButton(page).click();
  // ...and the coupon cannot change while paying.
  await expect(page.getByRole('button', { name: 'Remove' })).toBeDisabled();
  const { intent } = await (await charged).json();
  expect(intent).toMatchObject({ status: 'succeeded', amount: 134.1 });
  await expect.poll(paidShown).toBe(true);
  await expectInitialQuestion(page);
});

test('[VISITOR] a 100 % coupon (FREE100) places the order without payment', async ({ page, playwright, baseURL }) => {
  const cover = byName(await packages(playwright, baseURL!), 'Resume + Cover Letter');
  const providerCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/sandbox/')) providerCalls.push(r.url());
  });
  await page.goto(`/checkout?item=${cover._id}&verified=true`);
  await expect(payButton(page)).toHaveText('Pay $249');
  await page.getByLabel('Coupon code').fill('FREE100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied successfully!')).toBeVisible();
  await expect(page.getByTestId('discount')).toHaveText('−$249');
  await expect(page.getByTestId('total')).toHaveText('$0');
  // Spec 03 §4: a total of 0 skips payment: no card form, the button places the order.
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeEnabled();
  await expect(page.getByText('Your coupon covers the whole price: no payment is needed.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(payButton(page)).toHaveCount(0);
  await fillCustomer(page, newEmail('free'));
  await snapBoth(page, 'checkout-free');

  const paidShown = await watchPaidConfirmation(page);
  await placeOrder.click();
  await expect.poll(paidShown).toBe(true);
  await expectInitialQuestion(page);
  expect(providerCalls).toEqual([]);
  const orders = (await (await page.request.get('/api/customer/orders')).json()).orders as { package: { packageName: string } }[];
  expect(orders.map((o) => o.package.packageName)).toEqual(['Resume + Cover Letter']);
});

test('the declined card shows its error, and a new attempt pays', async ({ page, playwright, baseURL }) => {
  const bundle = byName(await packages(playwright, baseURL!), 'Executive Bundle');
  await page.goto(`/checkout?item=${bundle._id}&verified=true`);
  await fillCustomer(page, newEmail('declined'));
  await page.getByLabel('Card number').fill(CARDS.declined);
  await payButton(page).click();
  const error = page.getByTestId('payment-error');
  await expect(error).toHaveText('Your card was declined.');
  await snapBoth(page, 'checkout-declined');
  // Spec 03 §9: errors clear themselves after 5 s.
  await expect(error).toHaveCount(0, { timeout: 8000 });

  // The same visitor tries again with a good card: a new intent, the same account.
  await page.getByLabel('Card number').fill(CARDS.succeeds);
  await expect(payButton(page)).toBeEnabled();
  await payButton(page).click();
  await expectInitialQuestion(page);
});

test('the 3-D-Secure-like extra step can fail, then succeed', async ({ page, playwright, baseURL }) => {
  const cover = byName(await packages(playwright, baseURL!), 'Resume + Cover Letter');
  await page.goto(`/checkout?item=${cover._id}&verified=true`);
  await fillCustomer(page, newEmail('extra'));
  await page.getByLabel('Card number').fill(CARDS.authenticate);
  await payButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toContainText('$249');
  await expect(dialog.getByTestId('test-mode')).toBeVisible();
  await snapBoth(page, 'checkout-extra-step');
  await dialog.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByTestId('payment-error')).toHaveText('The card authentication failed.');
  await expect(dialog).toHaveCount(0);

  await expect(payButton(page)).toBeEnabled();
  await payButton(page).click();
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expectInitialQuestion(page);
});

test('[VISITOR] in widget mode the checkout tells the embedding page and thanks the buyer', async ({ page, playwright, baseURL }) => {
  const resume = byName(await packages(playwright, baseURL!), 'Professional Resume');
  // The site's own website, on a server of its own (another origin), embeds the checkout...
  const embedder = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><h1>Resume review</h1>
    <iframe title="Checkout" src="${baseURL}/checkout?item=${resume._id}&fromWidget=true" style="width:100%;height:1500px;border:0"></iframe>
    <script>window.widgetMessages = []; addEventListener('message', (event) => window.widgetMessages.push(event.data));</script>`);
  });
  await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
  const EMBEDDER = `http://127.0.0.1:${(embedder.address() as AddressInfo).port}`;
  // ...which the site's admin allows (the pages' Content-Security-Policy's frame-ancestors).
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signIn(admin, baseURL!, DEMO.admin);
  const allowed = await admin.put('/api/admin/website/content-security', { data: { embedOrigins: [EMBEDDER], imageSources: [] } });
  expect(allowed.status(), await allowed.text()).toBe(200);
  await admin.dispose();

  await page.setViewportSize({ width: 760, height: 900 });
  await page.goto(`${EMBEDDER}/review`);
  const widget = page.frameLocator('iframe[title="Checkout"]');
  await expect(widget.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // Embedded: no portal header of its own.
  await expect(widget.getByRole('banner')).toHaveCount(0);
  await widget.getByLabel('First name').fill('Wendy');
  await widget.getByLabel('Last name').fill('Widget');
  await widget.getByLabel('E-mail').fill(newEmail('widget'));
  await widget.getByLabel('Card number').fill(CARDS.succeeds);
  await widget.getByRole('button', { name: 'Pay $149' }).click();
  await expect(widget.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Open the customer portal' })).toHaveAttribute('href', /^\/autologin\/[^?]+\?from=%2Forder%2F/);
  const messages = await page.evaluate(() => (window as unknown as { widgetMessages: Record<string, string>[] }).widgetMessages);
  expect(messages).toContainEqual(expect.objectContaining({ type: 'draftdesk:checkout', event: 'paid', item: resume._id, orderId: expect.any(String) }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/checkout-widget-thanks.png`, fullPage: true });
  embedder.close();
});

test('a checkout without a package goes home; a review link resolves to the checkout', async ({ page, playwright, baseURL }) => {
  const resume = byName(await packages(playwright, baseURL!), 'Professional Resume');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);

  // /jb-checkout is the same checkout on its own path; a link's ?coupon= is applied as if typed.
  await page.goto(`/jb-checkout?item=${resume._id}&coupon=WELCOME10`);
  await expect(page).toHaveURL(new RegExp(`/jb-checkout\\?item=${resume._id}&coupon=WELCOME10&verified=true$`));
  await expect(page.getByRole('heading', { name: 'Professional Resume' })).toBeVisible();
  await expect(page.getByText('Coupon applied successfully!')).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('$134.10');

  await page.goto(`/package/${resume._id}/checkout/critique-1?critiqueViewId=view-1`);
  await expect(page).toHaveURL(new RegExp(`/checkout\\?item=${resume._id}&critiqueId=critique-1&critiqueViewId=view-1&verified=true$`));
  await expect(page.getByRole('heading', { name: 'Professional Resume' })).toBeVisible();

  await page.goto('/package/no-such-package/checkout/critique-1');
  await expect(page.getByRole('alert')).toContainText('Package not found.');
  await snapBoth(page, 'checkout-link-failure');
});
