import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { asOwnVisitor } from './checkout-helpers.ts';
import { SCREENSHOTS, snap } from './fixtures.ts';
import { textPdf } from './samples.ts';

test.use(asOwnVisitor);

/**
 * The review as a widget (spec 03 §1, §8): a client's page frames /free-review?fromWidget=1, which tells the
 * page around it about the new review, and the review page tells it when a review cannot be opened.
 */

/** A client's page on the same origin (the site's CSP lets only its own pages and its embed origins frame it). */
async function openHostPage(page: Page, src: string) {
  await page.route('**/widget-host', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Client site</title></head><body><main><h1>Client site</h1>
        <iframe title="Free resume review" src="${src}" style="width:420px;height:900px;border:1px solid #ccc"></iframe></main>
        <script>window.widgetMessages = []; addEventListener('message', (e) => window.widgetMessages.push(e.data));</script></body></html>`,
    }),
  );
  await page.goto('/widget-host');
  return page.frameLocator('iframe');
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as { widgetMessages: Array<Record<string, string>> }).widgetMessages);

test('[VISITOR] the widget creates a review and tells the page around it', async ({ page }) => {
  const frame = await openHostPage(page, '/free-review?fromWidget=1');
  await expect(frame.getByRole('heading', { level: 1, name: 'Get your free resume review' })).toBeVisible();
  // Compact: no site header inside the frame.
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await frame
    .getByTestId('resume-dropzone')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: textPdf('Wanda Widget', ['wanda@example.com', 'Experience', 'Analyst, Acme, 2020 - 2024']),
    });
  await frame.getByLabel('First name').fill('Wanda');
  await frame.getByLabel('Last name').fill('Widget');
  await frame.getByLabel('E-mail').fill(`wanda.${Date.now()}@visitors.test`);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'review-widget-form.png') });
  await frame.getByRole('button', { name: 'Review my resume' }).click();

  await expect.poll(() => messages(page)).toEqual([expect.objectContaining({ type: 'critiqueCreated', critiqueId: expect.any(String) })]);
  const [created] = await messages(page);
  expect(created.link).toBe(`/review/${created.critiqueId}`);
  // The frame goes on to the review, in the compact layout: the dropdown, whatever the width.
  await expect(frame.getByRole('heading', { level: 1, name: 'Hi Wanda Widget, here is your resume review' })).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByLabel('Section', { exact: true })).toBeVisible();
  await expect(frame.getByRole('tab')).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'review-widget-review.png') });
});

test('[VISITOR] the widget tells the page around it when a review cannot be opened', async ({ page }) => {
  const frame = await openHostPage(page, '/review/AAAAAAAAAAAAAAAAAAAAAAAA?fromWidget=1');
  await expect(frame.getByRole('alert')).toContainText('This review was not found.');
  await expect.poll(() => messages(page)).toEqual([{ type: 'critiqueReviewError', message: 'This review was not found.' }]);
});

test('[VISITOR] the widget form on its own page passes axe', async ({ page }) => {
  await page.goto('/free-review?fromWidget=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Get your free resume review' })).toBeVisible();
  await snap(page, 'review-widget-page');
});
