import { expect, test, type Page } from '@playwright/test';
import { asOwnVisitor } from './checkout-helpers.ts';
import { DEMO, signIn, snap, snapBoth, watchText } from './fixtures.ts';
import { textPdf } from './samples.ts';

/**
 * The admin's free reviews (no spec screens: docs/decisions.md) on Acme: a review made for someone from the
 * list's modal, read once it is ready, its ATS text rewritten, what the visitor then reads, and the review's
 * funnel back in the list. Each run makes a review of its own (a unique e-mail), so it leaves the other specs'
 * data alone.
 */
test.use(asOwnVisitor);
// A review is prepared by the server's worker pool while the page waits.
test.describe.configure({ timeout: 120_000 });

const ATS_LABEL = 'ATS — Applicant tracking systems (ATS)';
const NEW_ATS_TEXT = 'Staff note: your resume reads well in applicant tracking systems. Keep the plain layout and the skills section.';

function resumePdf(name: string): Buffer {
  return textPdf(name, [
    'grace.hopper@example.com | +1 555 987 6543',
    'Summary',
    'Software engineer who builds compilers and teaches teams.',
    'Experience',
    'Senior Engineer, Navy Labs, 2015 - 2024',
    '- Built a compiler used by 300 engineers and cut build times by 35%.',
    'Education',
    'PhD Mathematics, Yale University, 2014',
    'Skills',
    'COBOL, Python, PostgreSQL',
  ]);
}

const rowOf = (page: Page, id: string) => page.locator(`[data-testid="review-row"][data-id="${id}"]`);

test('[ADMIN] makes a free review for someone, rewrites its ATS text and reads its funnel', async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  const lastName = `Hopper${stamp}`;
  const email = `grace.${stamp}@example.com`;
  await signIn(page.request, baseURL!, DEMO.admin);

  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Free reviews' }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Free reviews' })).toBeVisible();

  // The modal: the resume, whose it is, then the new review's link.
  await page.getByRole('button', { name: 'New review' }).click();
  const dialog = page.getByRole('dialog', { name: 'New free review' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create review' }).click();
  await expect(dialog.getByText('Please choose the resume to review.')).toBeVisible();
  await expect(dialog.getByText('Enter First Name')).toBeVisible();
  await dialog
    .getByTestId('resume-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: 'grace-hopper.pdf', mimeType: 'application/pdf', buffer: resumePdf(`Grace ${lastName}`) });
  await expect(dialog.getByTestId('resume-file')).toContainText('grace-hopper.pdf');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone number (optional)' }).fill('+1 555 987 6543');
  await snap(page, 'admin-reviews-modal');
  await dialog.getByRole('button', { name: 'Create review' }).click();
  await expect(dialog.getByTestId('new-review-created')).toContainText(`Its link was e-mailed to ${email}.`);
  const link = await dialog.getByRole('textbox', { name: 'Link to the review' }).inputValue();
  const id = /\/review\/([A-Za-z0-9_-]+)$/.exec(link)?.[1] ?? '';
  expect(id, link).not.toBe('');
  await expect(dialog.getByRole('button', { name: 'Copy the link' })).toBeVisible();
  await snap(page, 'admin-reviews-modal-created');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The list has it at once, and shows it ready when the server is done (the list asks again meanwhile).
  const row = rowOf(page, id);
  await expect(row).toContainText(`Grace ${lastName}`);
  await expect(row.getByTestId('review-status')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await page.getByRole('searchbox', { name: 'Search reviews' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
  await expect(page.getByTestId('review-row')).toHaveCount(1);
  await snapBoth(page, 'admin-reviews-list');

  // The detail: the visitor, the resume, the funnel and the texts.
  await row.getByRole('link', { name: `Grace ${lastName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reviews/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Review for Grace ${lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the review page (opens in a new tab)' })).toHaveAttribute('href', `/review/${id}`);
  const download = page.getByTestId('resume-download').getByRole('link', { name: 'grace-hopper.pdf' });
  const file = await page.request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('written-by-staff')).toHaveCount(0);
  const ats = page.getByRole('textbox', { name: ATS_LABEL });
  await expect(ats).toBeEnabled();
  await expect(ats).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Language — Buzzwords' })).not.toHaveValue('');
  await expect(page.getByText('This text is HTML', { exact: false })).toBeVisible();

  await ats.fill(NEW_ATS_TEXT);
  const saved = await watchText(page, 'Texts saved. The visitor now reads them on the review page.');
  await page.getByRole('button', { name: 'Save texts' }).click();
  await expect.poll(saved).toBe(true);
  await expect(page.getByTestId('written-by-staff')).toHaveText('Written by staff');
  await expect(page.getByRole('button', { name: 'Save texts' })).toBeDisabled();
  await snapBoth(page, 'admin-reviews-detail');

  // What the visitor reads: the new text, written by staff (this read is the review's first view).
  const response = await page.request.get(`/review/${id}`, { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data.critique.ats_section.report_text).toBe(NEW_ATS_TEXT);
  expect(data.critique.writtenByWriter).toBe(true);

  // Back in the list: edited by staff, and the funnel counts that view.
  await page.goto(`/admin/reviews?search=${lastName}`);
  await expect(row.getByTestId('written-by-staff')).toBeVisible();
  await expect(row.getByTestId('funnel-views')).toHaveText('1');
  await expect(row.getByTestId('funnel-scheduleClicks')).toHaveText('0');
  await expect(row.getByTestId('funnel-checkoutClicks')).toHaveText('0');
  await expect(row.getByTestId('funnel-purchases')).toHaveText('0');
});
