import { expect, test, type Locator } from '@playwright/test';
import { DEMO, snap, snapBoth, watchText } from './fixtures.ts';
import { BETA, DOCX_TYPE, MINIMAL_PDF, apiGet, asCustomer, minimalDocx, signIn } from './writer-helpers.ts';

/**
 * The writer's work on an order and the reviewer's read-only view of it
 * (spec 02), on the demo data of the second site, Beta Careers: the customer
 * journey and shell specs change and read the Acme orders and notifications in
 * parallel, so these tests stay on Beta's in-progress order (Executive
 * Bundle). Its svc-resume draft waits for the customer, so the draft goes to
 * svc-cover; only svc-resume has follow-up questions, so they are republished
 * there from a new template. Each test builds on the ones before it, and the
 * reviewer inspects what the writer made: serial, in one file.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BETA });

interface WriterOrder {
  _id: string;
  orderNumber: number;
  package: { packageName: string };
  statusPercentage: number;
  dueDate: string | null;
}

const dayLabel = (d: Date) => `${d.getDate()} ${d.toLocaleString('en-US', { month: 'long' })} ${d.getFullYear()}`;
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const shortDate = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const monthLabel = (d: Date) => d.toLocaleString('en-US', { month: 'long', year: 'numeric' });

/** The date picker opens on the month of the current due date: steps to the month of `day`. */
async function showMonthOf(dialog: Locator, day: Date) {
  const wanted = new Date(day.getFullYear(), day.getMonth(), 1);
  for (let step = 0; step < 24; step++) {
    const caption = dialog.getByRole('button', { name: /^[A-Z][a-z]+ \d{4}$/ });
    const shown = new Date(`1 ${await caption.textContent()}`);
    if (shown.getTime() === wanted.getTime()) return;
    await dialog.getByRole('button', { name: shown < wanted ? 'Next month' : 'Previous month' }).click();
    await expect(caption).not.toHaveText(monthLabel(shown));
  }
  throw new Error(`the date picker never showed ${monthLabel(day)}`);
}

let inProgress: WriterOrder;
let completed: WriterOrder;
let templateKey = '';
const TEMPLATE_NAME = `Career story ${Date.now()}`;
const TEMPLATE_QUESTION = 'Which project should lead your cover letter?';

test('[WRITER] sets a due date', async ({ page }) => {
  await signIn(page, DEMO.writer);
  const orders = (await apiGet<{ orders: WriterOrder[] }>(page, '/api/writer/orders')).orders;
  inProgress = orders.find((o) => o.package.packageName === 'Executive Bundle')!;
  completed = orders.find((o) => o.statusPercentage === 100)!;

  await page.goto('/dashboard');
  await expect(page.getByTestId('count-total')).toHaveText('2');
  await expect(page.getByRole('link', { name: `Order #${inProgress.orderNumber}: Executive Bundle` }).first()).toBeVisible();
  await snapBoth(page, 'writer-dashboard');

  await page.goto('/orders/list');
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  // Spec 02 §5: no due date for a completed order.
  await expect(page.getByRole('button', { name: `Set the due date of order #${completed.orderNumber}` })).toHaveCount(0);
  await snapBoth(page, 'writer-orders');

  const target = new Date();
  target.setDate(target.getDate() + 3);
  await page.getByRole('button', { name: `Set the due date of order #${inProgress.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Due date of order #${inProgress.orderNumber}` });
  await expect(dialog).toBeVisible();
  // Past days cannot be picked.
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  // (On the 1st, the month before cannot be shown at all.)
  if (yesterday.getMonth() === new Date().getMonth()) {
    await showMonthOf(dialog, yesterday);
    await expect(dialog.getByRole('button', { name: dayLabel(yesterday), exact: true })).toBeDisabled();
  }
  await showMonthOf(dialog, target);
  await dialog.getByRole('button', { name: dayLabel(target), exact: true }).click();
  await expect(dialog.getByText(`Selected: ${shortDate(target)}`)).toBeVisible();
  await snap(page, 'writer-due-date-modal');
  const dueDateShown = await watchText(page, 'Due Date Set Successfully!');
  await dialog.getByRole('button', { name: 'Save due date' }).click();
  await expect.poll(dueDateShown).toBe(true);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-row').filter({ hasText: 'Executive Bundle' })).toContainText(shortDate(target));
  const saved = (await apiGet<{ orders: WriterOrder[] }>(page, '/api/writer/orders')).orders.find((o) => o._id === inProgress._id)!;
  expect(saved.dueDate?.slice(0, 10)).toBe(isoDay(target));

  // The archive toggle, with its confirmation, and the switch to the archived orders.
  await page.getByRole('button', { name: `Archive order #${completed.orderNumber}` }).click();
  const archivedShown = await watchText(page, 'Order Archived Successfully');
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect.poll(archivedShown).toBe(true);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.getByRole('switch', { name: 'Show archived orders' }).check();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Restore order #${completed.orderNumber}` }).click();
  const restoredShown = await watchText(page, 'Order Restored Successfully');
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect.poll(restoredShown).toBe(true);
  await expect(page.getByText('No Record Found')).toBeVisible();
});

test('[WRITER] publishes follow-up questions from a template', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.writer);

  // A new template: the name is required.
  await page.goto('/questionnaire-template/create');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Template name is required.')).toBeVisible();
  await page.getByLabel('Template name').fill(TEMPLATE_NAME);
  const createdShown = await watchText(page, 'Questionnaire Template Created Successfully');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/questionnaire-template\/template\?key=/);
  await expect.poll(createdShown).toBe(true);
  templateKey = new URL(page.url()).searchParams.get('key')!;

  // Two items: a short answer (left empty first: its text is required) and a single choice with options.
  const items = page.getByTestId('question-item');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(items.nth(0).getByText('This field is required.')).toBeVisible();
  await items.nth(0).getByLabel('Question').fill(TEMPLATE_QUESTION);
  await items.nth(0).getByRole('switch', { name: 'Required' }).check();
  await page.getByRole('textbox', { name: 'New item type' }).click();
  await page.getByRole('option', { name: 'Single choice' }).click();
  await page.getByRole('button', { name: 'Add item' }).click();
  await items.nth(1).getByLabel('Question').fill('Which tone suits you?');
  await page.getByRole('textbox', { name: 'Option 1 of item 2' }).fill('Formal');
  await page.getByRole('button', { name: 'Add an option to item 2' }).click();
  await page.getByRole('textbox', { name: 'Option 2 of item 2' }).fill('Friendly');
  // Reorder: the choice goes first, then back.
  await page.getByRole('button', { name: 'Move item 2 up' }).click();
  await expect(items.nth(0).getByLabel('Question')).toHaveValue('Which tone suits you?');
  await page.getByRole('button', { name: 'Move item 2 up' }).click();
  await expect(items.nth(0).getByLabel('Question')).toHaveValue(TEMPLATE_QUESTION);
  await snapBoth(page, 'writer-template-editor');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published!')).toBeVisible();
  await expect(page.getByTestId('template-status')).toHaveText('Published');

  await page.goto('/questionnaire-template/list');
  await expect(page.getByTestId('template-row').filter({ hasText: TEMPLATE_NAME })).toContainText('Published');
  await snapBoth(page, 'writer-templates');

  // The order: svc-resume's follow-up questions are published already and wait for the customer.
  await page.goto(`/orders/view/${inProgress._id}`);
  const resume = page.getByTestId('service-svc-resume');
  await expect(resume.getByTestId('follow-up-state')).toHaveAttribute('data-state', 'awaiting-user');
  await expect(page.getByTestId('service-svc-cover').getByTestId('service-state')).toHaveText('Needs Action');
  await expect(page.getByTestId('order-chat-slot')).toBeVisible();
  await snapBoth(page, 'writer-order-view');
  await resume.getByRole('link', { name: 'Edit questions: Follow-up Questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/additional_questionnaire/${inProgress._id}/svc-resume$`));

  // Copy Template replaces the draft, then Publish goes back to the order.
  await page.getByRole('textbox', { name: 'Template' }).click();
  await page.getByRole('option', { name: TEMPLATE_NAME }).click();
  await page.getByRole('button', { name: 'Copy Template' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy Template' }).click();
  await expect(page.getByTestId('question-item').nth(0).getByLabel('Question')).toHaveValue(TEMPLATE_QUESTION);
  await snapBoth(page, 'writer-follow-up-editor');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/view/${inProgress._id}$`));
  await expect(page.getByText('Published!')).toBeVisible();

  // The customer gets the template's questions.
  const questions = await asCustomer(browser, (customer) =>
    apiGet<{ questionnaire: { items: { text: string }[] } }>(customer, `/api/questionnaires/${inProgress._id}/additional_questionnaire/svc-resume`),
  );
  expect(questions.questionnaire.items.map((i) => i.text)).toEqual([TEMPLATE_QUESTION, 'Which tone suits you?']);
});

test('[WRITER] uploads a draft', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.writer);
  await page.goto(`/orders/revision-files/svc-cover/${inProgress._id}`);
  await expect(page.getByRole('heading', { name: 'Upload a draft' })).toBeVisible();
  // Beta does not enable writer notes.
  await expect(page.getByLabel('Notes for the customer')).toHaveCount(0);

  await page.getByRole('button', { name: 'Upload draft' }).click();
  await expect(page.getByText('Please upload the pdf version of the file')).toBeVisible();
  await expect(page.getByText('Please upload the word version of the file')).toBeVisible();

  await page
    .getByTestId('revision-pdf')
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover-letter-draft.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await page
    .getByTestId('revision-word')
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover-letter-draft.docx', mimeType: DOCX_TYPE, buffer: minimalDocx('Dear hiring manager') });
  const extras = page.getByTestId('extra-documents-dropzone').locator('input[type=file]');
  await extras.setInputFiles({ name: "casey's,notes.pdf", mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await expect(page.getByText('Please do not use any commas or apostrophes in the file name!')).toBeVisible();
  await page.getByRole('button', { name: "Remove casey's,notes.pdf" }).click();
  await extras.setInputFiles({ name: 'job-posting.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(3);
  await snapBoth(page, 'writer-revision-upload');
  const uploadedShown = await watchText(page, 'Revision Upload Successfully!');
  await page.getByRole('button', { name: 'Upload draft' }).click();
  await expect.poll(uploadedShown).toBe(true);

  // Uploading pauses while the customer reviews; the draft heads the history.
  await expect(page.getByTestId('revision-blocked')).toContainText('waiting for the customer');
  await expect(page.getByRole('heading', { name: 'Upload a draft' })).toHaveCount(0);
  const latest = page.getByTestId('latest-revision');
  await expect(latest.getByRole('link', { name: 'Download cover-letter-draft.pdf' })).toBeVisible();
  await expect(latest.getByRole('link', { name: 'Download job-posting.pdf' })).toBeVisible();
  await expect(page.getByTestId('revision-row')).toHaveCount(1);
  await snapBoth(page, 'writer-revision-files');

  // The customer sees the new draft.
  await asCustomer(browser, async (customer) => {
    const drafts = await apiGet<{ data: { data: { dataPdf: { originalname: string } | null } }[] }>(
      customer,
      `/api/customer/orders/revision/get/svc-cover/${inProgress._id}`,
    );
    expect(drafts.data[0].data.dataPdf?.originalname).toBe('cover-letter-draft.pdf');
    await customer.goto(`/orders/revisions-process/svc-cover/${inProgress._id}`);
    await expect(customer.getByRole('link', { name: /cover-letter-draft\.pdf/ }).first()).toBeVisible();
    await snap(customer, 'writer-draft-seen-by-customer');
  });

  // The final uploads ask for their files (nothing is uploaded: the reviewer test expects no final yet).
  await page.goto(`/orders/final-files/svc-cover/${inProgress._id}`);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please upload the pdf version of final document')).toBeVisible();
  await expect(page.getByText('Please upload the word version of final document')).toBeVisible();
  await expect(page.getByText('A new upload replaces the previous final document.')).toBeVisible();
  await snapBoth(page, 'writer-final-files');
  await page.goto(`/orders/linkedin/svc-linkedin/${inProgress._id}`);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please upload the document')).toBeVisible();
  await snapBoth(page, 'writer-linkedin');
});

test('[REVIEWER] inspects it read-only', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.reviewer);
  await page.goto('/orders/list');
  const row = page.getByTestId('order-row').filter({ hasText: 'Executive Bundle' });
  await expect(row).toContainText(DEMO.writer);
  await expect(row).toContainText(DEMO.customer);
  await snapBoth(page, 'reviewer-orders');
  await row.getByRole('link', { name: `View order #${inProgress.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/view/${inProgress._id}$`));
  await expect(page.getByText('Wren Writer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Date' })).toHaveCount(0);
  await expect(page.getByTestId('service-svc-cover').getByRole('link', { name: 'View drafts: Review Drafts' })).toBeVisible();
  await snapBoth(page, 'reviewer-order-view');

  // A reload has no writer in the navigation state: the page asks for it (includeWriter).
  await page.reload();
  await expect(page.getByText('Wren Writer')).toBeVisible();

  const noControls = async () => {
    await expect(page.locator('input[type=file]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Upload|Publish|Copy Template|Save/ })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  };

  await page.goto(`/orders/revision-files/svc-cover/${inProgress._id}`);
  await expect(page.getByTestId('latest-revision').getByRole('link', { name: 'Download cover-letter-draft.pdf' })).toBeVisible();
  await noControls();
  await snapBoth(page, 'reviewer-revision-files');

  await page.goto(`/orders/additional_questionnaire/${inProgress._id}/svc-resume`);
  await expect(page.getByTestId('items-preview')).toContainText(TEMPLATE_QUESTION);
  await noControls();
  await snapBoth(page, 'reviewer-follow-up');

  await page.goto(`/orders/final-files/svc-cover/${inProgress._id}`);
  await expect(page.getByText('No final document uploaded yet.')).toBeVisible();
  await noControls();

  await page.goto(`/orders/linkedin/svc-linkedin/${inProgress._id}`);
  await expect(page.getByText('No final document uploaded yet.')).toBeVisible();
  await noControls();

  await page.goto(`/orders/previous-document/svc-resume/${inProgress._id}`);
  await expect(page.getByRole('link', { name: 'Download casey-old-resume.pdf' })).toBeVisible();
  await snapBoth(page, 'reviewer-previous-document');

  const order = await apiGet<{ order: { services: { _id: string; serviceModules: { id: string; kind: string }[] }[] } }>(
    page,
    `/api/writer/orders/${inProgress._id}`,
  );
  const questionnaireId = order.order.services[0].serviceModules.find((m) => m.kind === 'questionnaire')!.id;
  await page.goto(`/orders/questionnaire-answers/${inProgress._id}/${questionnaireId}/svc-resume`);
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await snapBoth(page, 'reviewer-answers');

  // Reviewers may open a template, read-only.
  await page.goto(`/questionnaire-template/template?key=${templateKey}`);
  await expect(page.getByTestId('items-preview')).toContainText(TEMPLATE_QUESTION);
  await noControls();
  await snapBoth(page, 'reviewer-template');
});
