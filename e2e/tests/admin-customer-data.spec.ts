import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { asOwnVisitor, buyAsNewCustomer, byName, packages } from './checkout-helpers.ts';
import { DEMO, PHONE, signIn, snap, watchText } from './fixtures.ts';

test.use(asOwnVisitor);
test.use({ viewport: { width: 1366, height: 900 } });

/**
 * A customer's data on request (issue "The operator's data", item 4), on a customer bought for this test (the demo
 * customer is other specs'): in People the admin downloads the customer's data as a zip, then erases it after typing
 * the customer's e-mail; the customer is signed out, cannot sign in again, and People shows the placeholder.
 */
test('[ADMIN] downloads a customer’s data, then erases it: the customer is signed out for good', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const resume = byName(await packages(playwright, baseURL!), 'Professional Resume');
  const buyer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.2' } });
  const lastName = `Erasable${Date.now().toString(36)}`;
  const { email } = await buyAsNewCustomer(buyer, baseURL!, resume._id, { firstName: 'Erin', lastName });
  expect((await buyer.get('/api/auth/user')).status()).toBe(200);

  await signIn(page.request, baseURL!, DEMO.admin);
  await page.goto(`/admin/people?role=user&q=${encodeURIComponent(email)}`);
  const row = page.locator(`[data-testid="person-row"][data-email="${email}"]`);
  await expect(row).toBeVisible();

  // The download is a plain link: the browser saves the zip the server streams.
  await row.getByRole('button', { name: `Actions for Erin ${lastName}` }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customer-data-[\w-]+-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = fs.readFileSync(await download.path());
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(zip.includes(Buffer.from('orders.json'))).toBe(true);

  // The erasure asks for the customer's e-mail typed out.
  await row.getByRole('button', { name: `Erin ${lastName}`, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Erin ${lastName}` });
  await drawer.getByRole('button', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase the personal data of Erin ${lastName}?` });
  await expect(dialog.getByText('This cannot be undone')).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Erase personal data' });
  const confirm = dialog.getByRole('textbox', { name: `Type ${email} to confirm` });
  await confirm.fill('customer@demo.test');
  await expect(erase).toBeDisabled();
  await confirm.fill(email);
  await expect(erase).toBeEnabled();
  await snap(page, 'admin-people-erase-desktop');
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(400);
  await snap(page, 'admin-people-erase-phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  const erased = await watchText(page, "The customer's personal data and files were erased.");
  await erase.click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(erased).toBe(true);
  // The open account now has the placeholder for a name.
  const erasedDrawer = page.getByRole('dialog', { name: 'Erased customer' });
  await expect(erasedDrawer.getByTestId('person-status')).toHaveText('Erased');
  await expect(erasedDrawer.getByTestId('person-history')).toContainText('Personal data erased');
  await expect(erasedDrawer.getByTestId('person-history')).toContainText('Data downloaded');
  await expect(erasedDrawer.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
  await snap(page, 'admin-people-erased-detail');
  await erasedDrawer.getByRole('button', { name: 'Close' }).click();

  // People shows the placeholder where the customer was.
  await page.goto('/admin/people?role=user&q=Erased');
  await expect(page.getByRole('button', { name: 'Erased customer' }).first()).toBeVisible();
  await expect(page.locator(`[data-testid="person-row"][data-email="${email}"]`)).toHaveCount(0);

  // Signed out at once, and the e-mail and password no longer open anything.
  expect((await buyer.get('/api/auth/user')).status()).toBe(401);
  const login = await buyer.post('/api/auth/login', { data: { email, password: 'bought-1234' }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(401);
  await buyer.dispose();
});
