import { expect, test } from '@playwright/test';
import { DEMO, signIn, snap, snapBoth } from './fixtures.ts';

/**
 * The admin's orders (issue 12 item 4; no spec screens) on Acme: every order of the site, its filters and search in
 * the address, and the writer dialog's check. The dialog is left without assigning: other specs rely on the demo
 * orders' writers, and the assignment itself is proven through HTTP (apps/server/test/admin-orders.test.ts).
 */
test('[ADMIN] lists every order, filters the unassigned ones, and opens the writer dialog', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.admin);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'All orders' })).toBeVisible();
  await expect(page.getByTestId('admin-order-row').first()).toBeVisible();
  await snapBoth(page, 'admin-orders');

  await page
    .locator('label')
    .filter({ hasText: /^Unassigned$/ })
    .click();
  await expect(page).toHaveURL(/filter=unassigned/);
  const rows = page.getByTestId('admin-order-row');
  await expect(rows.first()).toBeVisible();
  for (const writer of await page.getByTestId('order-writer').allTextContents()) expect(writer).toBe('Unassigned');

  const number = await rows.first().getAttribute('data-number');
  await page.getByLabel('Search orders').fill(number!);
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await expect(rows).toHaveCount(1);

  await rows
    .first()
    .getByRole('button', { name: `Assign order #${number}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Writer for order #${number}` });
  await expect(dialog.getByText('Nobody writes this order yet.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText('Choose the writer who takes the order.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Writer' }).click();
  await expect(page.getByRole('option', { name: /Wren Writer \(\d+ open\)/ })).toBeVisible();
  await snap(page, 'admin-orders-assign');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('[WRITER] is kept out of all orders', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.writer);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/admin/orders')).status()).toBe(403);
});
