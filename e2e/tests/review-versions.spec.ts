import { expect, test } from '@playwright/test';
import { asOwnVisitor } from './checkout-helpers.ts';
import { snap, snapBoth } from './fixtures.ts';
import { createReview, resumePdf, waitForReview } from './review-helpers.ts';
import { textPdf } from './samples.ts';

test.use(asOwnVisitor);

/**
 * Beyond spec 03 (issue 11 §6): from a review the visitor uploads an improved version of the resume, lands on its
 * review and sees the score change in the history every version of the resume shows.
 */

/** A weak first draft: no summary, education or skills, weak openers, no numbers. */
const firstDraft = () =>
  textPdf('Ada Lovelace', [
    'ada.lovelace@example.com',
    'Experience',
    'Software Engineer, Acme Corp, 2019 - 2024',
    '- Responsible for things that I worked on.',
  ]);

test('[VISITOR] uploads an improved version from the review and sees the score change', async ({ page, request, baseURL }) => {
  const first = await createReview(request, baseURL!, { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${Date.now()}@visitors.test` }, firstDraft());
  await page.goto(`/review/${first.critiqueId}`);
  await waitForReview(page);
  const firstScore = Number((await page.getByTestId('overall-score').textContent())?.match(/\d+/)?.[0]);
  // One version only: no history yet.
  await expect(page.getByTestId('score-history')).toHaveCount(0);

  const upload = page.getByRole('region', { name: 'Upload an improved version' });
  await upload.scrollIntoViewIfNeeded();
  // Nothing chosen: the form says so and stays.
  await upload.getByRole('button', { name: 'Review the new version' }).click();
  await expect(upload.getByRole('alert')).toHaveText('Choose your resume file.');
  await upload.locator('input[type="file"]').setInputFiles({ name: 'ada-improved.pdf', mimeType: 'application/pdf', buffer: resumePdf('Ada Lovelace') });
  await expect(upload.getByTestId('chosen-file')).toHaveText('Chosen file: ada-improved.pdf');
  await snap(page, 'review-version-chosen');
  await upload.getByRole('button', { name: 'Review the new version' }).click();

  // The new version's own review, with the history of both.
  await expect(page).not.toHaveURL(new RegExp(first.critiqueId));
  await waitForReview(page);
  await expect(page.getByText('Reviewed file: ada-improved.pdf')).toBeVisible();
  const history = page.getByRole('region', { name: 'Score history' });
  const rows = history.getByTestId('score-history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('link', { name: 'Version 1' })).toBeVisible();
  await expect(rows.nth(0)).toContainText(`${firstScore} out of 100`);
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(rows.nth(1)).toContainText('This review');
  const secondScore = Number((await page.getByTestId('overall-score').textContent())?.match(/\d+/)?.[0]);
  expect(secondScore).toBeGreaterThan(firstScore);
  await expect(rows.nth(1).getByTestId('score-change')).toHaveText(`+${secondScore - firstScore}`);
  await snapBoth(page, 'review-versions');

  // The first version is one click away, and shows the same history.
  await rows.nth(0).getByRole('link', { name: 'Version 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${first.critiqueId}$`));
  await waitForReview(page);
  await expect(page.getByText('Reviewed file: resume.pdf')).toBeVisible();
  await expect(history.getByTestId('score-history-row').nth(0)).toHaveAttribute('aria-current', 'page');
  await expect(history.getByRole('link', { name: 'Version 2' })).toBeVisible();
});
