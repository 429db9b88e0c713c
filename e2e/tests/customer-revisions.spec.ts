import { expect, test } from '@playwright/test';
import { demoOrders, rate } from './customer-helpers.ts';
import { DEMO, signIn, snapBoth, watchText } from './fixtures.ts';
import { DOCX_TYPE, minimalDocx, textPdf } from './samples.ts';

/**
 * The in-progress demo order (the Executive Bundle): follow-up questions, then
 * the drafts from the first review to the finalized revisions (DESIGN §6).
 * The tests build on each other, so they run in order in one worker; no other
 * customer spec changes this order.
 */
test.describe.configure({ mode: 'serial' });

/** What the writer's second draft of the in-progress order says. */
const DRAFT_2_LINES = ['Head of Marketing', 'Led a rebrand in 12 markets: +40% sign-ups.', 'Summary: brand builder who ships.'];

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
});

test('[CUSTOMER] answers the follow-up questions the writer published', async ({ page }) => {
  const inProgress = (await demoOrders(page)).find((o) => o.package.packageName === 'Executive Bundle')!;
  await page.goto(`/orders/view/${inProgress._id}`);
  await page.getByRole('link', { name: 'Answer: Follow-up Questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/questionnaire/${inProgress._id}/additional_questionnaire/svc-resume$`));
  await expect(page.getByRole('heading', { name: 'A few more details' })).toBeVisible();
  await page.getByLabel(/Which achievement had the biggest measurable impact/).fill('The rebrand: +40% sign-ups, measured in our CRM.');
  await page.getByRole('radio', { name: 'Yes' }).check();
  const submittedShown = await watchText(page, 'Follow-up Questions completed successfully');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/view/${inProgress._id}$`));
  await expect.poll(submittedShown).toBe(true);
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
  const submitted = await watchText(page, 'Review Submitted Successfully!');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect.poll(submitted, { timeout: 20_000 }).toBe(true);
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
  const submitted = await watchText(page, 'Review Submitted Successfully!');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect.poll(submitted, { timeout: 20_000 }).toBe(true);
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
