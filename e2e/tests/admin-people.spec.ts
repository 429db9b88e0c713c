import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestMailTo, signIn, snap, snapBoth, watchText } from './fixtures.ts';

/**
 * People (issue 12 item 3, no spec screens: docs/decisions.md) on Acme: an admin invites a writer, who joins by the
 * e-mailed link and lands on the writer's dashboard; then the admin deactivates the writer, whose open tab is sent
 * to the login page, where the account says it is deactivated; reactivated, the writer signs in again. Each run
 * invites an e-mail of its own, so it leaves the other specs' data alone.
 */
const rowOf = (page: Page, email: string) => page.locator(`[data-testid="person-row"][data-email="${email}"]`);

test('[ADMIN] invites a writer, who joins by the link; deactivated, their open tab is signed out', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `wren.${stamp}@example.com`;
  const password = 'joined-by-link-1';
  await signIn(page.request, baseURL!, DEMO.admin);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
  await expect(rowOf(page, DEMO.writer)).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^Writers$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Writers' })).toBeChecked();
  await expect(page).toHaveURL(/role=writer/);
  await expect(rowOf(page, DEMO.customer)).toHaveCount(0);
  await snapBoth(page, 'admin-people-writers');

  // The invitation: required fields first, then the e-mail.
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Wren');
  await dialog.getByLabel('Last name').fill(`Writer ${stamp}`);
  await dialog.getByLabel('E-mail').fill(DEMO.customer);
  await snap(page, 'admin-people-invite');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('An account with this e-mail already exists on this site.')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  const invited = await watchText(page, `Invitation sent to ${email}.`);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(invited).toBe(true);
  await expect(rowOf(page, email).getByTestId('person-status')).toHaveText('Invited');

  // The writer joins in a browser of their own.
  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Ada Admin invited you to Acme Resumes');
  const link = mail.text.match(/https?:\/\/\S+\/invitation\/[\w-]+/)![0];
  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  await writer.goto(new URL(link).pathname);
  await expect(writer.getByRole('heading', { name: 'Join Acme Resumes' })).toBeVisible();
  await expect(writer.getByText('Wren, you are invited to Acme Resumes as a writer.', { exact: false })).toBeVisible();
  await snapBoth(writer, 'invitation-page');
  await writer.getByLabel('New password', { exact: true }).fill(password);
  await writer.getByLabel('Confirm new password').fill(password);
  await writer.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(writer).toHaveURL(/\/dashboard$/);
  await expect(writer.getByText('Welcome back, Wren!', { exact: false })).toBeVisible();
  await expect(writer.getByRole('navigation').getByText('Follow Up Questions')).toBeVisible();

  // The admin sees the writer joined, with the history of the account.
  await page.reload();
  await expect(rowOf(page, email).getByTestId('person-status')).toHaveText('Active');
  await rowOf(page, email)
    .getByRole('button', { name: `Wren Writer ${stamp}`, exact: true })
    .click();
  const drawer = page.getByRole('dialog', { name: `Wren Writer ${stamp}` });
  await expect(drawer.getByTestId('person-history')).toContainText('Joined (password chosen)');
  await expect(drawer.getByTestId('person-history')).toContainText('Invited');
  await snap(page, 'admin-people-detail');

  // Deactivated (after a confirmation): the writer's open tab hears its session end and opens the login page.
  await drawer.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate Wren Writer ${stamp}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(drawer.getByTestId('person-status')).toHaveText('Deactivated');
  await expect(drawer.getByTestId('person-history')).toContainText('Ada Admin');
  await expect(writer).toHaveURL(/\/login/, { timeout: 20_000 });
  await writer.getByLabel('Email').fill(email);
  await writer.getByLabel('Password', { exact: true }).fill(password);
  await writer.getByRole('button', { name: 'Log in' }).click();
  await expect(writer.getByRole('alert')).toContainText("This account has been deactivated. Please contact the site's support.");

  // Reactivated: the writer signs in again.
  await drawer.getByRole('button', { name: 'Reactivate' }).click();
  await expect(drawer.getByTestId('person-status')).toHaveText('Active');
  await writer.getByRole('button', { name: 'Log in' }).click();
  await expect(writer).toHaveURL(/\/dashboard$/);
  await writerContext.close();
});

test('[WRITER] and [CUSTOMER] are kept out of People', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.writer);
  await page.goto('/admin/people');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

test('[VISITOR] a used or unknown invitation link says so and offers the login', async ({ page }) => {
  await page.goto('/invitation/this-link-was-never-sent-0000');
  await expect(page.getByRole('alert')).toContainText('This invitation link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
  await snap(page, 'invitation-dead');
});
