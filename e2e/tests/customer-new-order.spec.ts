import { expect, test } from '@playwright/test';
import { demoOrders } from './customer-helpers.ts';
import { DEMO, PHONE, signIn, snapBoth, watchText } from './fixtures.ts';
import { MINIMAL_PDF } from './samples.ts';

/**
 * The customer's dashboard and order list, then the newest demo order from its
 * first step: initial question, contract, questionnaire, previous documents
 * (DESIGN §6). The tests build on each other, so they run in order in one
 * worker; only this spec changes the newest order, and the other orders'
 * specs leave the counts the dashboard shows as they are.
 */
test.describe.configure({ mode: 'serial' });

let newestOrderId = '';

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
});

test('[CUSTOMER] sees the dashboard with stats, the 6-month chart and a card per order', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back, Casey/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@acme-resumes.test' })).toBeVisible();
  await expect(page.getByTestId('stat-total')).toHaveText('4');
  await expect(page.getByTestId('stat-pending')).toHaveText('3');
  await expect(page.getByTestId('stat-completed')).toHaveText('1');
  // Six monthly bars, and the same numbers as a table for screen readers.
  const chart = page.getByRole('region', { name: 'Orders in the last 6 months' });
  await expect(chart.getByTestId('orders-chart')).toBeVisible();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('article').first()).toContainText('$149');
  await snapBoth(page, 'customer-dashboard');
});

test('[CUSTOMER] lists orders in a sortable table', async ({ page }) => {
  await page.goto('/orders/list');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(page.getByText('No Writer Assigned').first()).toBeVisible();
  await page.getByRole('button', { name: 'Product' }).click();
  await expect(page.getByRole('columnheader', { name: 'Product' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText('Executive Bundle');
  await page.getByRole('button', { name: 'Status' }).click();
  await expect(rows.first()).toContainText('0%');
  // Where the table is wider than its place (a tablet), its box scrolls, from the keyboard too; on a wide screen the
  // box is no stop on the keyboard's way.
  const box = page.locator('div:has(> div > table)');
  await page.setViewportSize({ width: 820, height: 900 });
  await expect(box).toHaveAttribute('tabindex', '0');
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(box).not.toHaveAttribute('tabindex');
  await page.setViewportSize({ width: 1280, height: 720 });
  await snapBoth(page, 'customer-order-list');
  // Phones get cards and a sort menu instead of the wide table.
  await page.setViewportSize(PHONE);
  await page.getByLabel('Sort by').selectOption({ label: 'Most complete first' });
  await expect(page.getByRole('link', { name: /View Order #/ }).first()).toBeVisible();
  await expect(page.getByText('100%').locator('visible=true').first()).toBeVisible();
});

test('[CUSTOMER] answers the initial question of the newest order, then signs its contract', async ({ page }) => {
  const newest = (await demoOrders(page)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  newestOrderId = newest._id;
  await page.goto('/dashboard');
  await page.getByRole('link', { name: new RegExp(`View .*order #${newest.orderNumber}\\)`) }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${newestOrderId}/initial-question$`));

  // Step 1: industries.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('You should select 1-3 industries');
  for (const name of ['Marketing', 'Sales', 'Information Technology']) await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sales', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Finance', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText("You Can't Select More Than 3 Industries");
  await expect(page.getByRole('button', { name: 'Finance', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await snapBoth(page, 'customer-initial-question-industries');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: experience.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('You must select one of the answers!');
  await page.getByRole('radio', { name: 'Mid-Senior level (5-10)' }).check();
  await snapBoth(page, 'customer-initial-question-experience');
  await page.getByRole('button', { name: 'Submit' }).click();

  // The contract.
  await expect(page).toHaveURL(new RegExp(`/contract/fill/${newestOrderId}$`));
  await expect(page.getByRole('heading', { name: 'Contract', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Service Agreement' })).toContainText('60-day re-write guarantee');
  await expect(page.getByRole('link', { name: 'Finish' })).toBeVisible();
  await snapBoth(page, 'customer-contract');
  await page.getByRole('link', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please sign this contract in order to continue');

  // Signed on a phone: the pad is shown smaller but draws at its full 700x500.
  await page.setViewportSize(PHONE);
  const pad = page.getByTestId('signature-pad');
  await expect(pad).toHaveAttribute('width', '700');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  expect(box.width).toBeLessThan(400);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.7, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.35, { steps: 8 });
  await page.mouse.up();
  // The stroke's first point, 20% across and 60% down, is inked at the same place of the 700x500 drawing.
  const inked = await pad.evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(140 - 6, 300 - 6, 12, 12).data;
    return pixels.some((value, index) => index % 4 === 3 && value > 0);
  });
  expect(inked).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  const signedShown = await watchText(page, 'Contract Signed Successfully!');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(signedShown).toBe(true);
  const download = page.getByRole('link', { name: 'Download PDF' });
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await snapBoth(page, 'customer-contract-signed');

  // Nothing is done yet: the order opens its first module, the questionnaire.
  await page.getByRole('link', { name: 'Continue to your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/questionnaire/${newestOrderId}/[^/]+/svc-resume$`));
});

test('[CUSTOMER] fills the questionnaire section by section, keeps progress over a reload, and submits it', async ({ page }) => {
  await page.goto(`/orders/view/${newestOrderId}`);
  await expect(page).toHaveURL(/\/orders\/questionnaire\//);
  await expect(page.getByText('Section 1 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('What job title are you targeting?').fill('Head of Marketing');
  await page.getByLabel('Which e-mail should appear on your resume?').fill('casey@example.com');
  await page.getByRole('textbox', { name: 'Preferred resume length' }).click();
  await page.getByRole('option', { name: 'Two pages' }).click();
  await snapBoth(page, 'customer-questionnaire-section-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Section 2 of 2')).toBeVisible();

  // Progress is kept on this device.
  await page.reload();
  await expect(page.getByText('Section 2 of 2')).toBeVisible();
  await expect(page.getByText(/We restored the answers/)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('What job title are you targeting?')).toHaveValue('Head of Marketing');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await page.getByLabel('Describe your three proudest achievements.').fill('Grew sign-ups by 40%; led a rebrand in 12 markets.');
  await page.getByRole('radio', { name: 'Maybe' }).check();
  await page.getByRole('checkbox', { name: 'Certifications' }).check();
  await page.getByLabel('When do you want to start applying?').fill('2030-01-15');
  await snapBoth(page, 'customer-questionnaire-section-2');
  const submittedShown = await watchText(page, 'Resume Questionnaire completed successfully');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/view/${newestOrderId}$`));
  await expect.poll(submittedShown).toBe(true);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draftdesk.questionnaire')));
  expect(stored).toEqual([]);

  // The answers, grouped by section.
  await page.getByRole('link', { name: 'View answers: Resume Questionnaire' }).click();
  await expect(page.getByRole('heading', { name: 'Your experience' })).toBeVisible();
  await expect(page.getByText('Head of Marketing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await snapBoth(page, 'customer-questionnaire-answers');
});

test('[CUSTOMER] uploads previous documents with progress and saves them', async ({ page }) => {
  await page.goto(`/orders/view/${newestOrderId}`);
  await expect(page.getByRole('heading', { name: `Order #`, exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('order-chat-slot')).toContainText('Chat will be available when order is assigned.');
  await expect(page.getByTestId('service-svc-resume')).toContainText('In Progress');
  await snapBoth(page, 'customer-order-view-new');
  await page.getByRole('link', { name: 'Upload: Upload Previous Resume' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/previous-document/svc-resume/${newestOrderId}$`));

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Upload at least 1 document');

  const input = page.getByTestId('documents-dropzone').locator('input[type=file]');
  await input.setInputFiles({ name: "casey's,resume.pdf", mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await expect(page.getByText('Please do not use any commas or apostrophes in the file name!')).toBeVisible();
  await input.setInputFiles([
    { name: 'casey-resume-2024.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
    { name: 'job-description.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
  ]);
  await expect(page.locator('[data-testid="file-row"][data-status="done"]')).toHaveCount(2);
  // The list's title counts the rows it lists: two uploaded, one refused for its name.
  await expect(page.getByTestId('file-row')).toHaveCount(3);
  await expect(page.getByText('Documents (3)', { exact: true })).toBeVisible();
  await snapBoth(page, 'customer-previous-documents-uploaded');
  await page.getByRole('button', { name: 'Remove job-description.pdf' }).click();
  // The failed upload can be dismissed; the last good file cannot be removed.
  await page.getByRole('button', { name: "Remove casey's,resume.pdf" }).click();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  const savedShown = await watchText(page, 'Document Uploaded Successfully');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(savedShown).toBe(true);
  await expect(page.getByRole('link', { name: 'casey-resume-2024.pdf' })).toBeVisible();
  await snapBoth(page, 'customer-previous-documents-saved');
});
