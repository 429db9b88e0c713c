import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { asOwnVisitor } from './checkout-helpers.ts';
import { PHONE, SCREENSHOTS, snap, snapBoth, watchText } from './fixtures.ts';
import { createReview, resumePdf, waitForReview } from './review-helpers.ts';
import { MINIMAL_PDF } from './samples.ts';

test.use(asOwnVisitor);

/**
 * The free resume review (spec 03 §2, §4, §5, §9) as a visitor meets it: the upload page, the review being
 * prepared, the five tabs on a desktop and on a phone, the feedback footer and a package's way to checkout.
 */

const TABS = ['Structure', 'Impact and Experience', 'Language', 'ATS', 'Best-Fit Jobs'] as const;
const ONET =
  'This site incorporates information from O*NET Web Services by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). O*NET® is a trademark of USDOL/ETA.';

/** A one-page resume with a text layer, the sections the engine looks for and a few things to criticise. */
const tabPanelHeading = (page: Page, tab: string) => page.getByRole('heading', { level: 2, name: tab, exact: true });

test('[VISITOR] uploads a resume, waits for the review, reads every tab and leaves feedback', async ({ page }) => {
  await page.goto('/free-review');
  await expect(page.getByRole('heading', { level: 1, name: 'Get your free resume review' })).toBeVisible();
  await snapBoth(page, 'review-upload');

  // Spec 03 §5 texts for the details; the file is asked for too.
  await page.getByRole('button', { name: 'Review my resume' }).click();
  await expect(page.getByText('Enter First Name')).toBeVisible();
  await expect(page.getByText('Enter Last name')).toBeVisible();
  await expect(page.getByText('Enter email')).toBeVisible();
  await expect(page.getByText('Choose your resume file.')).toBeVisible();
  const fileInput = page.getByTestId('resume-dropzone').locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(page.getByText('Please upload your resume as a PDF or Word (DOCX) file.')).toBeVisible();
  await snap(page, 'review-upload-errors');

  await fileInput.setInputFiles({ name: 'vera-resume.pdf', mimeType: 'application/pdf', buffer: resumePdf('Vera Visitor') });
  await expect(page.getByTestId('chosen-file')).toHaveText('Chosen file: vera-resume.pdf');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByLabel('E-mail').fill(`vera.${Date.now()}@visitors.test`);
  await page.getByLabel('Phone (optional)').fill('+1 555 123 4567');

  // The first two loads answer "being prepared", as a busy engine would: the page waits and asks again.
  let held = 0;
  await page.route('**/review/*', async (route) => {
    if (route.request().method() !== 'GET' || !route.request().headers().accept?.includes('json') || held >= 2) return route.fallback();
    held += 1;
    const response = await route.fetch();
    const body = await response.json();
    const critique = body.data.critique;
    const waiting = Object.fromEntries(Object.entries(critique).filter(([key]) => !key.endsWith('_section') && key !== 'scores'));
    await route.fulfill({ response, json: { ...body, data: { ...body.data, critique: { ...waiting, processedAt: null } } } });
  });
  await page.getByRole('button', { name: 'Review my resume' }).click();
  await expect(page).toHaveURL(/\/review\/[A-Za-z0-9_-]{20,}$/);
  await expect(page.getByText('Your review is being prepared').first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'review-preparing-desktop.png') });
  await waitForReview(page);
  expect(held).toBe(2);
  const critiqueId = page.url().split('/review/')[1];

  await expect(page.getByRole('heading', { level: 1, name: 'Hi Vera Visitor, here is your resume review' })).toBeVisible();
  await expect(page.getByTestId('overall-score')).toHaveText(/\d+ out of 100/);
  await expect(page.getByTestId('review-progress')).toHaveText('20%');
  await snap(page, 'review-structure-desktop');

  // Every tab; the attribution where O*NET data is shown; progress 20 % a tab.
  for (const [index, tab] of TABS.entries()) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(tabPanelHeading(page, tab)).toBeVisible();
    await expect(page.getByTestId('review-progress')).toHaveText(`${20 * (index + 1)}%`);
    await expect(page.getByText(ONET, { exact: true })).toHaveCount(tab === 'ATS' || tab === 'Best-Fit Jobs' ? 1 : 0);
    if (index > 0) await snap(page, `review-${tab.toLowerCase().replace(/[^a-z]+/g, '-')}-desktop`);
  }
  await expect(page.getByTestId('best-fit-jobs').getByRole('listitem').first()).toBeVisible();

  // The steppers wrap: after the last tab comes the first, before the first the last.
  await page.getByRole('button', { name: 'Next: Structure' }).click();
  await expect(page.getByRole('tab', { name: 'Structure', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabPanelHeading(page, 'Structure')).toBeFocused();
  await page.getByRole('button', { name: 'Previous: Best-Fit Jobs' }).click();
  await expect(page.getByRole('tab', { name: 'Best-Fit Jobs', exact: true })).toHaveAttribute('aria-selected', 'true');

  // The server has the five tabs (POST /review/progress with the full list each time it grew).
  const savedTabs = async () => {
    const response = await page.request.get(`/review/${critiqueId}`, { headers: { accept: 'application/json' } });
    return [...((await response.json()).data.critique.progress as string[])].sort();
  };
  await expect.poll(savedTabs).toEqual([...TABS].sort());

  // Testimonials move on by themselves every 5 s, by their buttons, and stay while paused.
  const testimonial = page.getByTestId('testimonial');
  const slide = () => testimonial.getAttribute('aria-label');
  const shown = await slide();
  await expect.poll(slide, { timeout: 8000 }).not.toBe(shown);
  await page.getByRole('button', { name: 'Pause the testimonials' }).click();
  const paused = await slide();
  const [index] = paused!.split(' of ').map(Number);
  await page.getByRole('button', { name: 'Next testimonial' }).click();
  const next = `${(index % 4) + 1} of 4`;
  await expect(testimonial).toHaveAttribute('aria-label', next);
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForTimeout(5500);
  await expect(testimonial).toHaveAttribute('aria-label', next);
  await expect(page.getByText('60-day re-write guarantee')).toBeVisible();

  // Feedback: the comment box comes with a star; thanks for 2 s, then the footer goes.
  const footer = page.getByTestId('feedback-footer');
  await expect(footer.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  await expect(footer.getByLabel('Tell us more (optional)')).toHaveCount(0);
  // The radios are visually hidden: a visitor clicks the fourth star (the radio's label).
  const fourStars = footer.getByLabel('4 of 5 stars');
  await footer.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
  await expect(fourStars).toBeChecked();
  await footer.getByLabel('Tell us more (optional)').fill('Clear and useful.');
  await snap(page, 'review-feedback-desktop');
  const thanked = await watchText(page, 'Thank you for sharing your feedback with our team!');
  await footer.getByRole('button', { name: 'Send feedback' }).click();
  await expect.poll(thanked).toBe(true);
  await expect(footer).toHaveCount(0, { timeout: 5000 });
  await page.reload();
  await waitForReview(page);
  await expect(page.getByTestId('feedback-footer')).toHaveCount(0);

  // The first package is the most popular; its button leads through the checkout link to the checkout.
  const first = page.getByTestId('package-card').first();
  await expect(first.getByText('Most popular')).toBeVisible();
  await expect(first.getByTestId('package-price')).toHaveText(/^\$\d/);
  await first.getByRole('button', { name: /^Get started with/ }).click();
  await expect(page).toHaveURL(/\/checkout\?.*item=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
});

test('[VISITOR] reads the review on a phone with the section dropdown', async ({ page, request, baseURL }) => {
  const { critiqueId } = await createReview(request, baseURL!, { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${Date.now()}@visitors.test` });
  await page.setViewportSize(PHONE);
  await page.goto(`/review/${critiqueId}`);
  await waitForReview(page);
  await expect(page.getByRole('tab')).toHaveCount(0);
  const select = page.getByLabel('Section', { exact: true });
  await expect(select).toHaveValue('Structure');
  await snap(page, 'review-structure-phone');
  for (const [index, tab] of TABS.entries()) {
    await select.selectOption(tab);
    await expect(tabPanelHeading(page, tab)).toBeVisible();
    await expect(page.getByTestId('review-progress')).toHaveText(`${20 * (index + 1)}%`);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (index > 0) await snap(page, `review-${tab.toLowerCase().replace(/[^a-z]+/g, '-')}-phone`);
  }
  await page.getByRole('button', { name: 'Next: Structure' }).click();
  await expect(select).toHaveValue('Structure');
});

test('[VISITOR] sees what an applicant tracking system reads beside the first page of the resume', async ({ page, request, baseURL }) => {
  const { critiqueId } = await createReview(request, baseURL!, { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${Date.now()}@visitors.test` });
  await page.goto(`/review/${critiqueId}`);
  await waitForReview(page);
  await page.getByRole('tab', { name: 'ATS', exact: true }).click();

  // The fields as the engine read them from the file (not the details typed into the form).
  const view = page.getByRole('region', { name: 'What an applicant tracking system sees' });
  const field = (label: string) => view.getByTestId('ats-fields').locator(`div:has(> dt:text-is("${label}")) > dd`);
  await expect(field('First name')).toHaveText('Ada');
  await expect(field('Last name')).toHaveText('Lovelace');
  await expect(field('E-mail address')).toHaveText('ada.lovelace@example.com');

  // The first page, drawn by pdf.js from GET /review/{id}/file, with a size of its own.
  const firstPage = view.getByRole('img', { name: 'First page of your resume' });
  await expect(firstPage).toBeVisible({ timeout: 20_000 });
  const drawn = await firstPage.evaluate((canvas) => ({ width: (canvas as HTMLCanvasElement).width, height: (canvas as HTMLCanvasElement).height }));
  expect(drawn.width).toBeGreaterThan(0);
  expect(drawn.height).toBeGreaterThan(0);
  const shown = await firstPage.boundingBox();
  expect(shown?.width).toBeGreaterThan(100);
  expect(shown?.height).toBeGreaterThan(100);
  await view.scrollIntoViewIfNeeded();
  await snapBoth(page, 'review-ats-sees');

  // The whole review as a PDF, for keeping or sending on.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('resume-review.pdf');
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('[VISITOR] a scan without a name: the ATS warning, then only the missing detail is asked for', async ({ page, request, baseURL }) => {
  // A blank page has no text layer (an applicant tracking system finds no name); 'null' counts as no first name.
  const email = `scan.${Date.now()}@visitors.test`;
  const { critiqueId } = await createReview(request, baseURL!, { firstName: 'null', lastName: 'Scanner', email }, MINIMAL_PDF);
  await page.goto(`/review/${critiqueId}`);
  const ats = page.getByRole('dialog', { name: 'ATS Scan Failure, Name Was Not Detectable' });
  await expect(ats).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('unreadable-notice')).toContainText('We could not read all of your resume');
  await snap(page, 'review-ats-failure-desktop');
  await ats.getByRole('button', { name: 'I understand' }).click();
  await expect(ats).toHaveCount(0);

  const details = page.getByRole('dialog', { name: 'Where should we send your review?' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(1);
  await expect(details.getByLabel('First name')).toBeFocused();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Enter First Name')).toBeVisible();
  await snap(page, 'review-missing-name-desktop');
  await details.getByLabel('First name').fill('Sam');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Sam Scanner, here is your resume review' })).toBeVisible();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  // The ATS tab says what the scan lacks.
  await page.getByRole('tab', { name: 'ATS', exact: true }).click();
  await expect(page.getByTestId('ats-text-layer')).toContainText('Needs work');
});

test('[VISITOR] books a consultation and sees the cheapest monthly expert product', async ({ page, request, baseURL }) => {
  const { critiqueId } = await createReview(request, baseURL!, { firstName: 'Cleo', lastName: 'Consult', email: `cleo.${Date.now()}@visitors.test` });
  // The demo site has neither a consultation link nor external products: the answer gets them, as a site's settings would.
  const product = (id: string, price: number, frequency: string) => ({
    _id: id,
    name: id,
    price,
    frequency,
    productLink: `https://shop.example/${id}`,
    productDescription: '',
    buttonText: '',
  });
  await page.route('**/review/*', async (route) => {
    if (route.request().method() !== 'GET' || !route.request().headers().accept?.includes('json')) return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    const site = {
      ...body.data.clientWebsiteCustomization,
      critiquesConsultationLink: 'https://book.example/acme',
      yjsgProducts: [product('daily', 2, 'Day'), product('yearly', 120, 'Year'), product('weekly', 9, 'Week')],
      expertHelperTextSection: { helperText: 'Our coaches rewrite it with you.', buttonText: 'Start coaching' },
    };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, clientWebsiteCustomization: site } } });
  });
  await page.context().route('https://book.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Booking</title>' }));
  await page.goto(`/review/${critiqueId}`);
  await waitForReview(page);

  // Yearly 120 is 10 a month: cheaper than daily 2 (60) and weekly 9 (36).
  const expert = page.getByTestId('expert-rewrite');
  await expect(expert.getByText('Our coaches rewrite it with you.')).toBeVisible();
  await expect(expert.getByText('From $10 a month')).toBeVisible();
  await expect(expert.getByRole('link', { name: /Start coaching/ })).toHaveAttribute('href', 'https://shop.example/yearly');

  const banner = page.getByRole('region', { name: 'Talk to a resume expert' });
  await expect(banner).toBeVisible();
  await snap(page, 'review-consultation-desktop');
  const recorded = page.waitForRequest((r) => r.url().endsWith(`/critiques/${critiqueId}/schedule-button-click`) && r.method() === 'POST');
  const popup = page.waitForEvent('popup');
  await banner.getByRole('link', { name: /Book a consultation/ }).click();
  expect((await popup).url()).toBe('https://book.example/acme');
  expect((await recorded).postDataJSON()).toEqual({ critiqueViewId: expect.any(String) });
});

test('[VISITOR] an unknown review says so', async ({ page }) => {
  await page.goto('/review/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toContainText('This review was not found.');
  await snap(page, 'review-not-found');
});
