import { expect, test } from '@playwright/test';
import { chatReady, inProgressOrderId, signedInAt } from './chat-live-helpers.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, SCREENSHOTS } from './fixtures.ts';

/**
 * Issue 15: the chat opens at the latest message even when the last messages
 * are images that load after the list is laid out (their files are served
 * slowly here on purpose). Only adds chat messages, so it runs beside the other specs.
 */
test('[CHAT] a conversation ending in images opens at its latest message once the images load', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await signedInAt(browser, baseURL!, DEMO.customer);
  const orderId = await inProgressOrderId(page);
  await page.goto(`/orders/view/${orderId}`);
  await chatReady(page);

  // A 300 x 300 PNG: a picture of the page itself.
  await page.setViewportSize({ width: 1280, height: 900 });
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 300 } });
  const input = page.getByTestId('chat-panel').locator('input[type=file]');
  // Other specs write in the same conversation: each picture is found by its own name.
  for (const n of [1, 2, 3]) {
    const name = `picture-${n}-${Date.now()}.png`;
    await input.setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('chat-messages').getByRole('img', { name, exact: true })).toBeVisible({ timeout: 15_000 });
  }

  // Opened again with the images arriving late: the view follows them to the bottom.
  await page.route('**/api/file/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.reload();
  await chatReady(page);
  const images = page
    .getByTestId('chat-messages')
    .getByRole('img')
    .filter({ has: page.locator('xpath=self::img') });
  await expect(images.last()).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => images.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalHeight > 0)))
    .toBe(true);
  await page.waitForTimeout(300);
  const gap = await page
    .getByTestId('chat-messages')
    .locator('[role=log]')
    .evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  await page.getByTestId('chat-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/chat-images-at-bottom.png` });
  expect(gap).toBeLessThan(4);
  await expectNoSeriousA11yViolations(page, 'order page, a chat ending in images');
  await page.context().close();
});
