import { expect, test, type APIRequestContext } from '@playwright/test';
import { CARDS, asOwnVisitor, byName, newEmail, packages } from './checkout-helpers.ts';
import { DEMO, latestMailTo, signIn, snapBoth, watchText } from './fixtures.ts';

test.use(asOwnVisitor);
test.use({ viewport: { width: 1366, height: 900 } });

/**
 * The admin's order page as an admin uses it on an order bought for this test (the demo orders are other specs'):
 * the order was given to the demo writer automatically, and the timeline says so; the admin marks a module done
 * with a reason, sets a due date, hides the order from its customer (who no longer sees it) and shows it again.
 */

/**
 * A Professional Resume bought by a new visitor through the sandbox checkout's calls; the buyer then sets a password
 * from the welcome e-mail and signs in, in `request`.
 */
async function buyOrder(request: APIRequestContext, baseURL: string, resumeId: string) {
  const headers = { origin: baseURL };
  const email = newEmail('orderpage');
  const intent = await (await request.post('/api/getPaymentIntentPublic', { data: { item: resumeId }, headers })).json();
  const registered = await request.post('/registerCustomer', {
    data: { firstName: 'Olga', lastName: 'Orderpage', email, item: resumeId, intent: intent.intent_id },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await request.post(`/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
    data: { client_secret: intent.client_secret, card_number: CARDS.succeeds },
    headers,
  });
  const paid = await request.post('/api/confirmAffirmPayment', { data: { paymentIntent: intent.intent_id, item: resumeId }, headers });
  expect(paid.status(), await paid.text()).toBe(200);
  const welcome = await latestMailTo(email, 10_000, (mail) => /\/reset-password\//.test(mail.text));
  const code = /\/reset-password\/(\S+)/.exec(welcome.text)![1];
  const reset = await request.post('/api/auth/reset-password-step-2', { data: { code, password: 'order-page-1' }, headers });
  expect(reset.status(), await reset.text()).toBe(200);
  await signIn(request, baseURL, email, 'order-page-1');
  return (await paid.json())._id as string;
}

test('[ADMIN] marks a module done with a reason, sets the due date and hides the order from its customer', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const resume = byName(await packages(playwright, baseURL!), 'Professional Resume');
  const buyer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } });
  const orderId = await buyOrder(buyer, baseURL!, resume._id);
  const buyerSees = async () => ((await (await buyer.get('/api/customer/orders')).json()).orders as { _id: string }[]).some((o) => o._id === orderId);
  expect(await buyerSees()).toBe(true);

  await signIn(page.request, baseURL!, DEMO.admin);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Professional Resume/ })).toBeVisible();
  // Paid, then given to the demo writer by the assignment rule.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Writer assigned automatically')).toBeVisible();
  await snapBoth(page, 'admin-order-page');

  // A module marked done needs a reason, which the timeline keeps.
  const markDone = page.getByRole('button', { name: /^Mark Final Resume \(.*\) done$/ });
  await markDone.click();
  const dialog = page.getByRole('dialog', { name: 'Mark “Final Resume” done' });
  await dialog.getByRole('button', { name: 'Mark done' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Delivered by e-mail before the portal existed.');
  await dialog.getByRole('button', { name: 'Mark done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Mark Final Resume \(.*\) not done$/ })).toBeVisible();
  await expect(timeline.getByText('Reason: Delivered by e-mail before the portal existed.')).toBeVisible();

  // A due date picked in the calendar.
  const dueSaved = await watchText(page, 'Due date saved.');
  await page.getByTestId('due-date-input').click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator('table button:not([data-disabled])').filter({ hasText: /^15$/ }).first().click();
  await expect.poll(dueSaved).toBe(true);
  await expect(timeline.getByText('Due date changed by an admin')).toBeVisible();
  await expect(timeline.getByText(/^Due [A-Z][a-z]{2} 15, \d{4}$/)).toBeVisible();

  // Hidden after a confirmation: the customer's list no longer has it; shown again, it is back. (The switch only asks:
  // the order changes once confirmed, so the click is dispatched rather than a check() that expects a new state.)
  const hideSwitch = page.getByRole('switch', { name: 'Hidden from the customer' });
  await hideSwitch.dispatchEvent('click');
  await page
    .getByRole('dialog', { name: /^Hide order #\d+\?$/ })
    .getByRole('button', { name: 'Hide order' })
    .click();
  await expect(hideSwitch).toBeChecked();
  await expect(page.getByText('The customer does not see this order.')).toBeVisible();
  await expect.poll(buyerSees).toBe(false);
  await snapBoth(page, 'admin-order-page-hidden');
  await hideSwitch.dispatchEvent('click');
  await page
    .getByRole('dialog', { name: /^Show order #\d+ again\?$/ })
    .getByRole('button', { name: 'Show order' })
    .click();
  await expect(page.getByText('The customer sees this order.')).toBeVisible();
  await expect.poll(buyerSees).toBe(true);
  await buyer.dispose();
});
