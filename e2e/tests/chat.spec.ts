import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, PHONE, SCREENSHOTS, signIn, snap } from './fixtures.ts';

/**
 * The order chat (docs/chat.md) on Acme's in-progress demo order: customer and
 * writer in two browser contexts exchange messages live; the reviewer reads them
 * with no input box. Only adds chat messages, so it runs beside the other specs.
 */
test.describe.configure({ mode: 'serial' });

interface ListedOrder {
  _id: string;
  package: { packageName: string };
}

async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page.request, baseURL, email);
  return page;
}

async function inProgressOrderId(page: Page): Promise<string> {
  const response = await page.request.get('/api/customer/orders');
  expect(response.status()).toBe(200);
  const orders: ListedOrder[] = (await response.json()).orders;
  const order = orders.find((o) => o.package.packageName === 'Executive Bundle');
  expect(order, 'the in-progress demo order').toBeTruthy();
  return order!._id;
}

async function snapBoth(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(400);
  await page.getByTestId('chat-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-phone-chat.png` });
  await snap(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}

test('[CHAT] customer and writer exchange messages live; the reviewer reads them only', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const customer = await signedInPage(browser, baseURL!, DEMO.customer);
  const writer = await signedInPage(browser, baseURL!, DEMO.writer);
  const reviewer = await signedInPage(browser, baseURL!, DEMO.reviewer);
  const orderId = await inProgressOrderId(customer);
  const stamp = Date.now();
  const fromCustomer = `Hello from the customer <b>${stamp}</b>`;
  const fromWriter = `Hi, the writer here ${stamp}`;

  await customer.goto(`/orders/view/${orderId}`);
  await writer.goto(`/orders/view/${orderId}`);
  const customerInput = customer.getByTestId('chat-input');
  const writerInput = writer.getByTestId('chat-input');
  await expect(customerInput).toBeVisible();
  await expect(writerInput).toBeVisible();
  // Both are subscribed (the history has arrived) before anyone writes.
  await expect(customer.getByTestId('chat-messages').locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(writer.getByTestId('chat-messages').locator('.mantine-Loader-root')).toHaveCount(0);

  // Whitespace only is not sent.
  await customerInput.fill('   ');
  await customerInput.press('Enter');
  await expect(customerInput).toHaveValue('   ');

  await customerInput.fill(fromCustomer);
  await customerInput.press('Enter');
  await expect(customerInput).toHaveValue('');
  await expect(customer.getByTestId('chat-message').filter({ hasText: fromCustomer })).toHaveCount(1);
  // Live on the writer's screen, rendered as text (no <b> element).
  await expect(writer.getByTestId('chat-message').filter({ hasText: fromCustomer })).toHaveCount(1);
  await expect(writer.getByTestId('chat-messages').locator('b')).toHaveCount(0);

  // Shift+Enter makes a new line; Enter sends.
  await writerInput.fill(fromWriter);
  await writerInput.press('Shift+Enter');
  await writerInput.pressSequentially('second line');
  await expect(writerInput).toHaveValue(`${fromWriter}\nsecond line`);
  await writerInput.press('Enter');
  await expect(customer.getByTestId('chat-message').filter({ hasText: fromWriter })).toHaveCount(1);
  await expect(writer.getByTestId('chat-message').filter({ hasText: fromWriter })).toHaveCount(1);
  // The customer's screen read the writer's message: the writer sees a read tick.
  await expect(writer.getByTestId('chat-message').filter({ hasText: fromWriter }).getByTestId('tick-read')).toBeVisible();
  // A message's time gives its date and time in a tooltip, whose code arrives after the page's first paint.
  const sentAt = new Date().getFullYear().toString();
  await expect(async () => {
    await customer.mouse.move(0, 0);
    await customer.getByTestId('chat-message').filter({ hasText: fromCustomer }).locator('time').hover();
    await expect(customer.getByRole('tooltip')).toContainText(sentAt, { timeout: 1000 });
  }).toPass();
  await customer.mouse.move(0, 0);

  // A file name with a comma is refused before upload.
  await customer.locator('input[type="file"]').setInputFiles({ name: 'my,cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(customer.getByText('Please do not use any commas or apostrophes in the file name!')).toBeVisible();

  await snapBoth(customer, 'chat-customer-order');

  // A completed order's chat carries the 10-day notice.
  const completed = (
    (await (await customer.request.get('/api/customer/orders')).json()).orders as { _id: string; statusPercentage: number; writer: unknown }[]
  ).find((o) => o.statusPercentage === 100);
  expect(completed, 'a completed demo order with a writer').toBeTruthy();
  {
    await customer.goto(`/orders/view/${completed!._id}`);
    await expect(customer.getByTestId('chat-completed-notice')).toContainText('more than 10 days');
    await expect(customer.getByTestId('chat-input')).toBeVisible();
  }
  await snapBoth(writer, 'chat-writer-order');

  // The reviewer sees both messages and no input.
  await reviewer.goto(`/orders/view/${orderId}`);
  await expect(reviewer.getByTestId('chat-message').filter({ hasText: fromCustomer })).toHaveCount(1);
  await expect(reviewer.getByTestId('chat-message').filter({ hasText: fromWriter })).toHaveCount(1);
  await expect(reviewer.getByTestId('chat-input')).toHaveCount(0);
  await snapBoth(reviewer, 'chat-reviewer-order');

  await Promise.all([customer.context().close(), writer.context().close(), reviewer.context().close()]);
});

test('[CHAT] the writer chats with the admin on /chat; the admin answers from the inbox', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const writer = await signedInPage(browser, baseURL!, DEMO.writer);
  const admin = await signedInPage(browser, baseURL!, DEMO.admin);
  const text = `Question for the admin ${Date.now()}`;
  await writer.goto('/chat');
  const input = writer.getByTestId('chat-input');
  await expect(input).toBeVisible();
  await expect(writer.getByTestId('chat-messages').locator('.mantine-Loader-root')).toHaveCount(0);
  await input.fill(text);
  await input.press('Enter');
  await expect(writer.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);

  await admin.goto('/chat');
  await admin.getByText(text.slice(0, 40)).click();
  await expect(admin.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
  const reply = `Admin reply ${Date.now()}`;
  await admin.getByTestId('chat-input').fill(reply);
  await admin.getByTestId('chat-input').press('Enter');
  await expect(writer.getByTestId('chat-message').filter({ hasText: reply })).toHaveCount(1);
  await snapBoth(writer, 'chat-writer-admin');
  await snapBoth(admin, 'chat-admin-inbox');
  await Promise.all([writer.context().close(), admin.context().close()]);
});
