import { expect, test } from '@playwright/test';
import { DEMO, setSiteFlags, signIn, snapBoth } from './fixtures.ts';

/**
 * The profile's e-mail switches (issue 13: the boards' and jobs' e-mails can be turned off like the others), and the
 * admin's Boards entry (issue 13: writer boards are for writers and admins). Acme, with job search and boards on.
 */
test.beforeEach(async ({ page, baseURL }) => {
  await setSiteFlags(page.request, baseURL!, { enable_customer_job_search: true, enable_boards: true });
});

test('[CUSTOMER] turns the saved-search digest off and on in the profile', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'E-mail notifications' });
  await expect(card).toBeVisible();
  const digest = card.getByRole('switch', { name: 'New jobs for your saved searches (daily)' });
  await expect(digest).toBeChecked();
  await expect(card.getByRole('switch', { name: 'A draft is ready for your review' })).toBeChecked();
  // A customer has no boards of tasks: no deadline reminders to switch.
  await expect(card.getByRole('switch', { name: /Board card deadlines/ })).toHaveCount(0);

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/profile_update'));
  await expect(page.getByTestId('preloader')).toHaveCount(0, { timeout: 5000 });
  await digest.uncheck({ force: true });
  const res = await saved;
  expect(res.status()).toBe(200);
  expect(JSON.parse(res.request().postData() ?? '{}').emailPreferences).toEqual({ job_digest: false });
  await expect(digest).not.toBeChecked();
  await expect(card.getByText('E-mail preferences saved.')).toBeVisible();
  await snapBoth(page, 'profile-email-switches');

  // Kept on the account: after a reload it is still off.
  await page.reload();
  await expect(digest).not.toBeChecked();
  await expect(page.getByTestId('preloader')).toHaveCount(0, { timeout: 5000 });
  const again = page.waitForResponse((r) => r.url().endsWith('/api/profile/profile_update'));
  await digest.check({ force: true });
  expect((await again).status()).toBe(200);
  await expect(digest).toBeChecked();
});

test('[ADMIN] opens Boards from the menu and can switch deadline reminders', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.admin);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'E-mail notifications' });
  await expect(card.getByRole('switch', { name: 'Board card deadlines (due within 24 hours)' })).toBeChecked();
  await expect(card.getByRole('switch', { name: /saved searches/ })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Boards' }).click();
  await expect(page).toHaveURL(/\/boards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
  await snapBoth(page, 'boards-admin-list');
});
