import { expect, test, type Page } from '@playwright/test';
import { DEMO, PHONE, signIn, snap } from './fixtures.ts';
import { DOCX_TYPE, minimalDocx, textPdf } from './samples.ts';

/**
 * The customer journey on the demo orders (DESIGN §6). The tests change the
 * demo customer's orders, so they run in order in one worker; no other spec
 * reads these orders' state.
 */
test.describe.configure({ mode: 'serial' });

interface ListedOrder {
  _id: string;
  orderNumber: number;
  statusPercentage: number;
  package: { packageName: string };
  createdAt: string;
}

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** What the writer's second draft of the in-progress order says. */
const DRAFT_2_LINES = ['Head of Marketing', 'Led a rebrand in 12 markets: +40% sign-ups.', 'Summary: brand builder who ships.'];

async function demoOrders(page: Page): Promise<ListedOrder[]> {
  const response = await page.request.get('/api/customer/orders');
  expect(response.status()).toBe(200);
  return (await response.json()).orders;
}

/** A screenshot at desktop size, then at 390 px wide. */
async function snapBoth(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await snap(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}

/** Clicks the n-th star of a Mantine Rating, as a person would (its radio inputs are visually hidden). */
async function rate(page: Page, stars: number) {
  const id = await page.getByRole('radio', { name: `${stars} of 5 stars` }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

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
  await expect(page.locator('.recharts-wrapper')).toBeVisible();
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
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Contract Signed Successfully!')).toBeVisible();
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
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/view/${newestOrderId}$`));
  await expect(page.getByText('Completed Successfully')).toBeVisible();
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
  await expect(page.getByRole('heading', { name: `Order #` , exact: false }).first()).toBeVisible();
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
  await snapBoth(page, 'customer-previous-documents-uploaded');
  await page.getByRole('button', { name: 'Remove job-description.pdf' }).click();
  // The failed upload can be dismissed; the last good file cannot be removed.
  await page.getByRole('button', { name: "Remove casey's,resume.pdf" }).click();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document Uploaded Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'casey-resume-2024.pdf' })).toBeVisible();
  await snapBoth(page, 'customer-previous-documents-saved');
});

test('[CUSTOMER] answers the follow-up questions the writer published', async ({ page }) => {
  const inProgress = (await demoOrders(page)).find((o) => o.package.packageName === 'Executive Bundle')!;
  await page.goto(`/orders/view/${inProgress._id}`);
  await page.getByRole('link', { name: 'Answer: Follow-up Questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/questionnaire/${inProgress._id}/additional_questionnaire/svc-resume$`));
  await expect(page.getByRole('heading', { name: 'A few more details' })).toBeVisible();
  await page.getByLabel(/Which achievement had the biggest measurable impact/).fill('The rebrand: +40% sign-ups, measured in our CRM.');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/view/${inProgress._id}$`));
  await expect(page.getByText('Completed Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View answers: Follow-up Questions' })).toBeVisible();
});

test('[CUSTOMER] reviews the draft of the in-progress order with rating 2 and asks for changes', async ({ page }) => {
  const inProgress = (await demoOrders(page)).find((o) => o.package.packageName === 'Executive Bundle')!;
  await page.goto(`/orders/view/${inProgress._id}`);
  await expect(page.getByTestId('service-svc-resume').getByTestId('module-revision_process')).toHaveAttribute('data-status', 'todo');
  await expect(page.getByTestId('order-chat-slot')).toContainText('Chat with Wren Writer');
  await snapBoth(page, 'customer-order-view-in-progress');
  await page.getByRole('link', { name: 'Review draft: Review Drafts' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/revisions-process/svc-resume/${inProgress._id}$`));

  // The draft's PDF is drawn in the page by pdf.js.
  await expect(page.getByRole('heading', { name: 'Draft 1' })).toBeVisible();
  await expect(page.getByTestId('pdf-pages').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /Word: download/ })).toBeVisible();
  await snapBoth(page, 'customer-revision-review');

  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please rate the document and specify your revision request');
  await rate(page, 2);
  await page.getByLabel('Your revision request').fill('Please lead with the rebrand and shorten the summary.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review Submitted Successfully!')).toBeVisible();
  // Spec 01 §4: a rating of 3 or less does not ask whether this is the final request.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Your review')).toBeVisible();
  await expect(page.getByText('Please lead with the rebrand and shorten the summary.')).toBeVisible();
  // Finalizing stays possible; this customer waits for the next draft instead.
  await expect(page.getByRole('button', { name: 'Finalize revisions' })).toBeVisible();
  await snapBoth(page, 'customer-revision-rated-2');
});

test('[WRITER] uploads the next draft of the in-progress order after the review', async ({ page, request, baseURL }) => {
  const inProgress = (await demoOrders(page)).find((o) => o.package.packageName === 'Executive Bundle')!;
  // The writer works in an API context of their own; the page stays the customer's.
  await signIn(request, baseURL!, DEMO.writer);
  const headers = { origin: baseURL! };
  const draftsUrl = `/api/writer/orders/revision/get/svc-resume/${inProgress._id}`;
  const before = await (await request.get(draftsUrl)).json();
  expect(before).toMatchObject({ canUpload: true, uploadBlockedReason: null, revisionFinalized: false });
  expect(before.data).toHaveLength(1);

  const upload = async (name: string, mimeType: string, buffer: Buffer) => {
    const res = await request.post('/api/file/upload', { multipart: { file: { name, mimeType, buffer } }, headers });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  const dataPdf = await upload('resume-draft-2.pdf', 'application/pdf', textPdf('Casey Customer - Resume (draft 2)', DRAFT_2_LINES));
  const dataWord = await upload('resume-draft-2.docx', DOCX_TYPE, minimalDocx(DRAFT_2_LINES.join(' ')));
  expect(dataPdf).toMatchObject({ mimetype: 'application/pdf', originalname: 'resume-draft-2.pdf' });
  expect(dataWord).toMatchObject({ mimetype: DOCX_TYPE });

  const sent = await request.post('/api/writer/orders/revision/upload', {
    data: { order_id: inProgress._id, serviceId: 'svc-resume', data: { dataPdf, dataWord, notes: 'The rebrand leads now; the summary is two lines.' } },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(await sent.json()).toMatchObject({ status: true, pendingAdminApproval: false });
  // The next draft waits for the customer again.
  expect(await (await request.get(draftsUrl)).json()).toMatchObject({ canUpload: false, uploadBlockedReason: 'waiting-client' });
});

test('[CUSTOMER] rates the new draft 5, is asked twice whether this is the final request, then finalizes', async ({ page }) => {
  const inProgress = (await demoOrders(page)).find((o) => o.package.packageName === 'Executive Bundle')!;
  await page.goto(`/orders/revisions-process/svc-resume/${inProgress._id}`);
  await expect(page.getByRole('heading', { name: 'Draft 2' })).toBeVisible();
  await expect(page.getByText('The rebrand leads now; the summary is two lines.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'PDF: download resume-draft-2.pdf' })).toBeVisible();
  await expect(page.getByTestId('pdf-pages').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  // The first draft and its review move to the history.
  const history = page.getByRole('region', { name: 'Earlier drafts' });
  await expect(history).toContainText('Draft 1');
  await expect(history).toContainText('Please lead with the rebrand and shorten the summary.');
  await snapBoth(page, 'customer-revision-draft-2');

  await rate(page, 5);
  await page.getByLabel('Your revision request').fill('Perfect, thank you.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review Submitted Successfully!')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Is this your final request?' });
  await expect(dialog).toBeVisible();
  await snapBoth(page, 'customer-revision-final-question');
  await dialog.getByRole('button', { name: 'Yes, this is final' }).click();
  // Confirming asks a second time; nothing is finalized yet.
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await expect(page.getByText('Revisions finalized')).toHaveCount(0);
  await snapBoth(page, 'customer-revision-final-confirm');
  await confirm.getByRole('button', { name: 'Yes, finalize' }).click();
  await expect(page.getByText('Revision Finalized Successfully!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Revisions finalized')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  await snapBoth(page, 'customer-revision-finalized');

  // The server kept it: the review module is done on the order.
  await page.goto(`/orders/view/${inProgress._id}`);
  await expect(page.getByTestId('service-svc-resume').getByTestId('module-revision_process')).toHaveAttribute('data-status', 'done');
});

test('[CUSTOMER] the completed order: ORDER COMPLETED, final downloads and the survey', async ({ page }) => {
  const completed = (await demoOrders(page)).find((o) => o.statusPercentage === 100)!;
  await page.goto(`/orders/view/${completed._id}`);
  const modal = page.getByRole('dialog', { name: 'ORDER COMPLETED' });
  await expect(modal).toBeVisible();
  await snapBoth(page, 'customer-order-completed-modal');
  // LEAVE A TIP opens the tip: 10 % of the $149 order first. The tip itself is paid in the last test.
  await modal.getByRole('button', { name: 'LEAVE A TIP' }).click();
  const tip = page.getByRole('dialog', { name: 'LEAVE A TIP' });
  await expect(tip.getByTestId('tip-amount')).toHaveText('$14.90');
  await tip.getByRole('button', { name: 'Cancel' }).click();
  await expect(tip).toHaveCount(0);

  await page.reload();
  await page.getByRole('dialog', { name: 'ORDER COMPLETED' }).getByRole('button', { name: 'No Thanks' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('service-svc-resume')).toContainText('Completed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snapBoth(page, 'customer-order-view-completed');

  // Finals: Word and PDF, and the writer's notes (Acme enables them).
  // Every service is completed, so the first one is open.
  await page.getByRole('link', { name: 'Download: Final Resume' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/final-document/svc-resume/${completed._id}$`));
  await expect(page.getByText('Good luck with your search!')).toBeVisible();
  const word = page.getByRole('link', { name: /Word document: download/ });
  const pdf = page.getByRole('link', { name: /PDF document: download/ });
  for (const link of [word, pdf]) {
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
  }
  await snapBoth(page, 'customer-final-documents');

  // The survey, answered once.
  await page.goto(`/orders/view/${completed._id}`);
  await page.getByRole('link', { name: 'Take the survey' }).click();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await rate(page, 5);
  await page.getByLabel('Anything we could do better?').fill('Nothing, thank you!');
  await snapBoth(page, 'customer-survey');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for sharing your feedback with our team!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Thank you for sharing your feedback with our team!')).toBeVisible();
  await snapBoth(page, 'customer-survey-thanks');
});

test('[CUSTOMER] tips the writer', async ({ page }) => {
  const completed = (await demoOrders(page)).find((o) => o.statusPercentage === 100)!;
  await page.goto(`/orders/view/${completed._id}`);
  // No Thanks closed the ORDER COMPLETED modal for good: the order page offers the tip itself.
  await expect(page.getByRole('heading', { name: 'Thank your writer' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Leave a tip', exact: true }).click();
  const tip = page.getByRole('dialog', { name: 'LEAVE A TIP' });
  await expect(tip.getByTestId('tip-amount')).toHaveText('$14.90');
  await tip.getByText('15%', { exact: true }).click();
  await expect(tip.getByTestId('tip-amount')).toHaveText('$22.35');
  // The custom slider runs 0-100 %; a tip of 1 or less becomes the minimum, 2.
  await tip.getByText('Custom', { exact: true }).click();
  await expect(tip.getByTestId('tip-amount')).toHaveText('$29.80');
  await tip.getByRole('slider').focus();
  await page.keyboard.press('Home');
  await expect(tip.getByTestId('tip-amount')).toHaveText('$2');
  await snapBoth(page, 'customer-tip-modal');

  await tip.getByText('15%', { exact: true }).click();
  await tip.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(tip.getByTestId('test-mode').first()).toBeVisible();
  await tip.getByLabel('Card number').fill('4242 4242 4242 4242');
  await snapBoth(page, 'customer-tip-payment');
  await tip.getByRole('button', { name: 'Pay $22.35' }).click();
  await expect(tip.getByText('Payment Successful')).toBeVisible();
  // The confirmation closes itself after a moment.
  await expect(tip).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByText('You tipped $22.35. Thank you!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You tipped $22.35. Thank you!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave a tip', exact: true })).toHaveCount(0);
});
