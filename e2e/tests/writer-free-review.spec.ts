import { expect, test, type APIRequestContext } from '@playwright/test';
import { asOwnVisitor } from './checkout-helpers.ts';
import { DEMO, PHONE, signIn, snap } from './fixtures.ts';
import { resumePdf, waitForReview } from './review-helpers.ts';

/**
 * Issue 11 §1: writers make a free review for someone from their dashboard when the site allows it (the admin's
 * "Writers make free reviews" switch, off by default). The admin signs in through the test's own request context,
 * the writer in the page.
 */
test.use(asOwnVisitor);
test.describe.configure({ timeout: 120_000 });

const allowWriters = async (request: APIRequestContext, baseURL: string, on: boolean) => {
  const res = await request.patch('/api/admin/website/settings', { data: { writers_create_reviews: on }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
};

test('[WRITER] makes a free review for someone once the site allows it', async ({ page, request, baseURL }) => {
  await signIn(request, baseURL!, DEMO.admin);
  await signIn(page.request, baseURL!, DEMO.writer);

  // Off by default: no button.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New free review' })).toHaveCount(0);

  await allowWriters(request, baseURL!, true);
  try {
    await page.reload();
    await page.getByRole('button', { name: 'New free review' }).click();
    const dialog = page.getByRole('dialog', { name: 'New free review' });
    await expect(dialog).toBeVisible();
    const stamp = Date.now().toString(36);
    const email = `kim.${stamp}@example.com`;
    await dialog
      .getByTestId('resume-dropzone')
      .locator('input[type=file]')
      .setInputFiles({ name: 'kim.pdf', mimeType: 'application/pdf', buffer: resumePdf('Kim Writerfriend') });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Kim');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Writerfriend');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await snap(page, 'writer-new-review-modal');
    await dialog.getByRole('button', { name: 'Create review' }).click();
    await expect(dialog.getByTestId('new-review-created')).toContainText(`Its link was e-mailed to ${email}.`);
    // Writers have no reviews' list: the link, no way to details.
    await expect(dialog.getByRole('button', { name: 'Open its details' })).toHaveCount(0);
    const link = await dialog.getByRole('textbox', { name: 'Link to the review' }).inputValue();
    await page.setViewportSize(PHONE);
    await snap(page, 'writer-new-review-created-phone');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The review is the visitor's, ready at its link.
    await page.goto(new URL(link).pathname);
    await waitForReview(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Kim Writerfriend, here is your resume review' })).toBeVisible();
  } finally {
    await allowWriters(request, baseURL!, false);
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New free review' })).toHaveCount(0);
});
