import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { chatReady, customerOrders, inProgressOrderId, messageWith, send, ownServerForFile } from './chat-live-helpers.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, PHONE, SCREENSHOTS, snap } from './fixtures.ts';
import { MINIMAL_PDF } from './samples.ts';

/**
 * The live chat's messages (docs/chat.md), on a server of this file's own:
 * text and files both ways with typing and delivered/read receipts, then the
 * bell and the unread badges while the customer is elsewhere.
 */
test.describe.configure({ mode: 'serial' });

const own = ownServerForFile();
const { signedIn } = own;

/** The tab goes to the background or comes back (what the panel checks before it reports messages as read). */
async function setVisibility(page: Page, state: 'visible' | 'hidden') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

async function bellCount(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /^Notifications \(\d+\)$/ }).getAttribute('aria-label');
  return Number(/\((\d+)\)/.exec(label ?? '')?.[1]);
}

/** A w x h PNG of one colour (real bytes: the server sniffs uploads). */
function solidPng(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** The chat panel alone, on a desktop and on a 390 px phone. */
async function snapPanel(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const panel = page.getByTestId('chat-panel');
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(SCREENSHOTS, `${name}-desktop.png`) });
  await expectNoSeriousA11yViolations(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  // The shell's layout animates to the phone width; the input must end one row high, not ten.
  await expect.poll(async () => (await page.getByTestId('chat-input').boundingBox())?.height).toBeLessThan(45);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone.png`) });
  await expectNoSeriousA11yViolations(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}

test('[CHAT] customer and writer exchange text and files live, with typing and delivered/read receipts', async ({ browser }) => {
  test.setTimeout(180_000);
  const customer = await signedIn(browser, DEMO.customer);
  const writer = await signedIn(browser, DEMO.writer);
  const orders = await customerOrders(customer);
  const orderId = await inProgressOrderId(customer);

  // An empty chat (the completed order has none), one row of input on both screens.
  const completed = orders.find((o) => o.statusPercentage === 100)!;
  await customer.goto(`/orders/view/${completed._id}`);
  await customer.getByRole('button', { name: 'No Thanks' }).click();
  await chatReady(customer);
  await expect(customer.getByTestId('chat-messages')).toContainText('No messages yet.');
  expect((await customer.getByTestId('chat-input').boundingBox())!.height).toBeLessThan(45);
  await snapPanel(customer, 'chat-live-empty');

  await customer.goto(`/orders/view/${orderId}`);
  await writer.goto(`/orders/view/${orderId}`);
  await chatReady(customer);
  await chatReady(writer);

  // Typing: shown to the other side while the writer types, gone when the input is cleared.
  const writerInput = writer.getByTestId('chat-input');
  await writerInput.pressSequentially('Let me check');
  await expect(customer.getByTestId('chat-typing')).toHaveText('Wren Writer is typing...');
  await writerInput.fill('');
  await expect(customer.getByTestId('chat-typing')).toHaveText('');

  // Delivered while the customer's tab is in the background, read when it comes back.
  await setVisibility(customer, 'hidden');
  const fromWriter = `The outline is done ${Date.now()}`;
  await send(writer, fromWriter);
  await expect(messageWith(customer, fromWriter)).toHaveCount(1);
  const ticks = messageWith(writer, fromWriter);
  await expect(ticks.getByTestId('tick-delivered')).toBeVisible();
  await writer.waitForTimeout(1000);
  await expect(ticks.getByTestId('tick-read')).toHaveCount(0);
  await setVisibility(customer, 'visible');
  await expect(ticks.getByTestId('tick-read')).toBeVisible();
  await expect(ticks.getByTestId('tick-delivered')).toHaveCount(0);

  const fromCustomer = `Great, thanks! ${Date.now()}`;
  await send(customer, fromCustomer);
  await expect(messageWith(writer, fromCustomer)).toHaveCount(1);

  // An image from the customer: the writer sees the preview (at most 300 px wide) inside a download link.
  await customer.locator('input[type="file"]').setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: solidPng(480, 120, [46, 134, 222]) });
  const image = writer.getByTestId('chat-message').getByRole('img', { name: 'swatch.png' });
  await expect(image).toBeVisible();
  await expect.poll(async () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  expect((await image.boundingBox())!.width).toBeLessThanOrEqual(300);
  const imageLink = writer
    .getByTestId('chat-message')
    .getByRole('link')
    .filter({ has: writer.getByRole('img', { name: 'swatch.png' }) });
  expect(await imageLink.getAttribute('href')).toMatch(/^\/api\/file\/download\//);

  // A PDF from the writer: the customer gets a link that downloads it.
  await writer.locator('input[type="file"]').setInputFiles({ name: 'outline.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  const link = customer.getByTestId('chat-message').getByRole('link', { name: 'outline.pdf' });
  await expect(link).toBeVisible();
  await expect(writer.getByTestId('chat-message').getByRole('link', { name: 'outline.pdf' })).toHaveCount(1);
  const download = await customer.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect((await download.body()).equals(MINIMAL_PDF)).toBe(true);

  await snapPanel(customer, 'chat-live-messages-customer');
  await snapPanel(writer, 'chat-live-messages-writer');
  await Promise.all([customer.context().close(), writer.context().close()]);
});

test('[CHAT] the bell and the unread badges follow new messages live while the customer is elsewhere', async ({ browser }) => {
  test.setTimeout(90_000);
  const customer = await signedIn(browser, DEMO.customer);
  const writer = await signedIn(browser, DEMO.writer);
  const orderId = await inProgressOrderId(customer);

  // The customer has read the chat (opening it reads it), then goes to the dashboard: no badges.
  await customer.goto(`/orders/view/${orderId}`);
  await chatReady(customer);
  await customer.goto('/dashboard');
  const nav = customer.getByRole('navigation', { name: 'Main menu' });
  const card = customer.getByRole('article').filter({ hasText: 'Executive Bundle' });
  await expect(nav.getByRole('button', { name: 'Orders' })).toBeVisible();
  await expect(card).toBeVisible();
  await expect(customer.getByTestId('chat-unread-badge')).toHaveCount(0);
  const bellBefore = await bellCount(customer);

  await writer.goto(`/orders/view/${orderId}`);
  await chatReady(writer);
  await send(writer, `Are you free for a call tomorrow? ${Date.now()}`);
  // A notification for the customer, who is not following the chat: the bell counts it at once...
  await expect.poll(() => bellCount(customer)).toBe(bellBefore + 1);
  // ...and the menu's Orders entry and the order's card show the unread message.
  await expect(nav.getByRole('img', { name: 'Unread messages: 1' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Unread messages: 1' })).toBeVisible();

  // A second message notifies no more (one until read) but the counts still move.
  await send(writer, `Or on Friday? ${Date.now()}`);
  await expect(nav.getByRole('img', { name: 'Unread messages: 2' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Unread messages: 2' })).toHaveText('2');
  expect(await bellCount(customer)).toBe(bellBefore + 1);
  await snap(customer, 'chat-live-unread-dashboard');
  await customer.setViewportSize(PHONE);
  await customer.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('img', { name: 'Unread messages: 2' })).toBeVisible();
  await customer.screenshot({ path: path.join(SCREENSHOTS, 'chat-live-unread-phone-menu.png') });
  await customer.getByRole('button', { name: 'Open menu' }).click();
  await customer.setViewportSize({ width: 1280, height: 720 });

  // Opening the order reads them: the badges go away.
  await card.getByRole('link').click();
  await chatReady(customer);
  await expect(messageWith(customer, 'Or on Friday?')).toHaveCount(1);
  await expect(customer.getByTestId('chat-unread-badge')).toHaveCount(0);

  // The writer's menu counts the customer's answer on the Orders entry while the writer is on the dashboard.
  await writer.goto('/dashboard');
  const writerNav = writer.getByRole('navigation', { name: 'Main menu' });
  await expect(writerNav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await send(customer, `Friday works ${Date.now()}`);
  await expect(writerNav.getByRole('link', { name: /Orders/ }).getByRole('img', { name: 'Unread messages: 1' })).toBeVisible();
  await Promise.all([customer.context().close(), writer.context().close()]);
});
