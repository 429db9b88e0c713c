import { expect, test, type Browser, type Page } from '@playwright/test';
import { useOwnServer } from './own-server.ts';
import { DEMO, signIn, snapBoth, watchText } from './fixtures.ts';
import { DOCX_TYPE, MINIMAL_PDF, minimalDocx } from './writer-helpers.ts';

/**
 * The admin's draft approval (issue 4; no spec screens: docs/decisions.md) on
 * Acme. Turning enable_revisions_approval_feature on would change what the
 * other specs see on the shared demo server, so this file starts a server of
 * its own, on its own port and data folder, and stops it at the end. Each
 * person works in a browser context of their own; the tests build on each
 * other: serial, in one file.
 */
// Three people's pages on a machine shared with other runs: more time than the default.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const { base: BASE } = useOwnServer(Number(process.env.E2E_ADMIN_PORT ?? 3602), 'admin');
const REASON = 'The cover letter still names the wrong company. Please fix the greeting.';

let order: { _id: string; orderNumber: number };

/** A page in a fresh context on this spec's server, signed in as `email` through the API. */
async function personPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE });
  await signIn(context.request, BASE, email);
  return context.newPage();
}

/** Picks the draft's PDF and Word files on the writer's revision page and sends them. */
async function uploadDraft(writer: Page, name: string) {
  await writer.goto(`/orders/revision-files/svc-cover/${order._id}`);
  await expect(writer.getByRole('heading', { name: 'Upload a draft' })).toBeVisible();
  await writer
    .getByTestId('revision-pdf')
    .locator('input[type=file]')
    .setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await writer
    .getByTestId('revision-word')
    .locator('input[type=file]')
    .setInputFiles({ name: `${name}.docx`, mimeType: DOCX_TYPE, buffer: minimalDocx('Dear hiring manager') });
  await expect(writer.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(2);
  const uploadedShown = await watchText(writer, 'Revision Upload Successfully!');
  await writer.getByRole('button', { name: 'Upload draft' }).click();
  await expect.poll(uploadedShown).toBe(true);
  await expect(writer.getByText("The draft now waits for an admin's approval; the customer sees it once it is approved.")).toBeVisible();
}

test('[ADMIN] turns on draft approval in the site settings', async ({ browser }) => {
  const admin = await personPage(browser, DEMO.admin);
  // Before: no approval, so the approvals page says so and has nothing to show.
  await admin.goto('/admin/approvals');
  await expect(admin.getByRole('heading', { name: 'Draft approvals', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('approval-off')).toBeVisible();
  await expect(admin.getByText('No drafts are waiting for approval.')).toBeVisible();

  await admin.getByRole('navigation').getByRole('link', { name: 'Site settings' }).click();
  await expect(admin).toHaveURL(/\/admin\/settings$/);
  await expect(admin.getByRole('heading', { name: 'Customer portal' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Writer area' })).toBeVisible();
  const approval = admin.getByRole('switch', { name: 'Approve drafts before customers see them' });
  await expect(approval).not.toBeChecked();
  await expect(admin.getByRole('switch', { name: 'Writer notes' })).toBeChecked();
  await expect(admin.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await snapBoth(admin, 'admin-settings');

  await approval.click({ force: true });
  await expect(approval).toBeChecked();
  await expect(admin.getByText('You have unsaved changes.')).toBeVisible();
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByTestId('settings-saved')).toHaveText('Settings saved.');

  // Stored and public at once: the site's settings say so, and a reload shows the switch on.
  const site = await (await admin.request.get('/api/website')).json();
  expect(site.data.website_settings).toMatchObject({ enable_revisions_approval_feature: true, enable_writer_notes: true, enable_boards: true });
  await admin.reload();
  await expect(admin.getByRole('switch', { name: 'Approve drafts before customers see them' })).toBeChecked();
  await admin.context().close();
});

test('[WRITER] a draft waits for approval; [ADMIN] rejects it with a reason; the writer uploads again', async ({ browser }) => {
  const writer = await personPage(browser, DEMO.writer);
  const orders = (await (await writer.request.get('/api/writer/orders')).json()).orders as {
    _id: string;
    orderNumber: number;
    package: { packageName: string };
  }[];
  order = orders.find((o) => o.package.packageName === 'Executive Bundle')!;
  expect(order).toBeTruthy();
  await uploadDraft(writer, 'cover-letter-v1');
  await expect(writer.getByTestId('revision-blocked')).toBeVisible();
  await expect(writer.getByRole('heading', { name: 'Upload a draft' })).toHaveCount(0);

  // The customer does not see it while it waits.
  const customer = await personPage(browser, DEMO.customer);
  const waiting = await (await customer.request.get(`/api/customer/orders/revision/get/svc-cover/${order._id}`)).json();
  expect(waiting.data).toEqual([]);

  const admin = await personPage(browser, DEMO.admin);
  await admin.goto('/admin/approvals');
  const card = admin.getByTestId('pending-draft');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(card).toContainText('Cover Letter');
  await expect(card).toContainText('Wren Writer');
  await expect(card.getByRole('link', { name: 'cover-letter-v1.pdf', exact: true })).toHaveAttribute('href', /^\/api\/file\//);
  await expect(card.getByRole('link', { name: 'Download cover-letter-v1.docx' })).toHaveAttribute('href', /^\/api\/file\/download\//);
  await expect(admin.getByTestId('approval-off')).toHaveCount(0);
  await snapBoth(admin, 'admin-approvals');

  // The reason is required; an optional file for the writer uploads with its progress.
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: `Reject the draft for order #${order.orderNumber}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject draft' }).click();
  await expect(dialog.getByText('Please give the reason for the rejection.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'greeting-notes.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await expect(dialog.locator('[data-testid="rejection-file"][data-status="done"]')).toBeVisible();
  await snapBoth(admin, 'admin-reject-modal');
  await dialog.getByRole('button', { name: 'Reject draft' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByTestId('approval-success')).toHaveText('Revision Rejected Successfully');
  await expect(admin.getByText('No drafts are waiting for approval.')).toBeVisible();

  // The writer sees the reason and the file, and may upload again.
  await writer.reload();
  const latest = writer.getByTestId('latest-revision');
  await expect(latest.getByText('Rejected by the admin')).toBeVisible();
  await expect(latest.getByText(REASON)).toBeVisible();
  await expect(latest.getByRole('link', { name: 'Download greeting-notes.pdf' })).toBeVisible();
  await uploadDraft(writer, 'cover-letter-v2');

  // Still nothing for the customer.
  const stillWaiting = await (await customer.request.get(`/api/customer/orders/revision/get/svc-cover/${order._id}`)).json();
  expect(stillWaiting.data).toEqual([]);
  await Promise.all([writer.context().close(), customer.context().close(), admin.context().close()]);
});

test('[ADMIN] approves the new draft; [CUSTOMER] now sees it', async ({ browser }) => {
  const admin = await personPage(browser, DEMO.admin);
  await admin.goto('/admin/approvals');
  const card = admin.getByTestId('pending-draft');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'cover-letter-v2.pdf', exact: true })).toBeVisible();

  // Cancelling the confirmation changes nothing.
  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = admin.getByRole('dialog', { name: `Approve the draft for order #${order.orderNumber}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: 'Approve' }).click();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByTestId('approval-success')).toHaveText('Revision Approved Successfully');
  await expect(admin.getByText('No drafts are waiting for approval.')).toBeVisible();
  await snapBoth(admin, 'admin-approvals-empty');

  const customer = await personPage(browser, DEMO.customer);
  const drafts = await (await customer.request.get(`/api/customer/orders/revision/get/svc-cover/${order._id}`)).json();
  expect(drafts.data.map((d: { data: { dataPdf: { originalname: string } } }) => d.data.dataPdf.originalname)).toEqual(['cover-letter-v2.pdf']);
  await customer.goto(`/orders/revisions-process/svc-cover/${order._id}`);
  // The page brings the PDF viewer's large chunk: on a busy machine it takes a while.
  await expect(customer.getByRole('link', { name: /cover-letter-v2\.pdf/ }).first()).toBeVisible({ timeout: 30_000 });
  await expect(customer.getByRole('link', { name: /cover-letter-v1\.pdf/ })).toHaveCount(0);
  await Promise.all([admin.context().close(), customer.context().close()]);
});

test('[CUSTOMER] and [WRITER] are sent away from the admin screens', async ({ browser }) => {
  for (const email of [DEMO.customer, DEMO.writer]) {
    const page = await personPage(browser, email);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Site settings' })).toHaveCount(0);
    await page.context().close();
  }
});
