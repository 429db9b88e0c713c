import { expect, test } from '@playwright/test';
import { asOwnVisitor, buyAsNewCustomer, byName, packages } from './checkout-helpers.ts';
import { DEMO, signIn, snapBoth, watchText } from './fixtures.ts';

test.use(asOwnVisitor);
test.use({ viewport: { width: 1366, height: 900 } });

/**
 * The admin's order page as an admin uses it on an order bought for this test (the demo orders are other specs'):
 * the order was given to the demo writer automatically, and the timeline says so; the admin marks a module done
 * with a reason, sets a due date, hides the order from its customer (who no longer sees it) and shows it again.
 */

test('[ADMIN] marks a module done with a reason, sets the due date and hides the order from its customer', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const resume = byName(await packages(playwright, baseURL!), 'Professional Resume');
  const buyer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } });
  const { orderId } = await buyAsNewCustomer(buyer, baseURL!, resume._id, { firstName: 'Olga', lastName: 'Orderpage' });
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
