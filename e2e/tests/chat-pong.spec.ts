import { expect, test } from '@playwright/test';
import { chatReady, inProgressOrderId, ownServerForFile } from './chat-live-helpers.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, SCREENSHOTS } from './fixtures.ts';

/**
 * Spec 01: the chat pings every 60 s and closes when no pong comes within 20 s.
 * Here the server is frozen (its sockets stay open, nothing answers): the chat
 * must say so and reconnect once the server answers again. The page's clock is
 * fast-forwarded; the server of this file's own is frozen, not the shared one.
 */
test.describe.configure({ mode: 'serial' });

const own = ownServerForFile();

test('[CHAT] no pong within 20 s: the chat shows it is reconnecting and comes back', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await own.signedIn(browser, DEMO.customer);
  await page.clock.install();
  const orderId = await inProgressOrderId(page);
  await page.goto(`/orders/view/${orderId}`);
  await chatReady(page);

  own.server.freeze(true);
  try {
    await page.clock.fastForward(61_000); // the ping goes out
    await expect(page.getByTestId('chat-reconnecting')).toHaveCount(0);
    await page.clock.fastForward(20_000); // no pong
    await expect(page.getByTestId('chat-reconnecting')).toHaveText('Trying to connect to web socket...');
    await page.getByTestId('chat-panel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/chat-pong-reconnecting.png` });
    await expectNoSeriousA11yViolations(page, 'order page, chat reconnecting');
  } finally {
    own.server.freeze(false);
  }
  await page.clock.fastForward(31_000); // the backoff's longest wait
  await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('chat-reconnecting')).toHaveCount(0);
  await page.context().close();
});
