import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chatReady, inProgressOrderId, messageWith, send, ownServerForFile } from './chat-live-helpers.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, SCREENSHOTS } from './fixtures.ts';

/**
 * The live chat's history (docs/chat.md), on a server of this file's own,
 * which one test kills: nothing is lost or duplicated over a crash, and older
 * messages load above without moving what is on screen.
 */
test.describe.configure({ mode: 'serial' });

const own = ownServerForFile();
const { signedIn } = own;

test('[CHAT] the server is killed mid-conversation: both sides reconnect and nothing is lost or duplicated', async ({ browser }) => {
  test.setTimeout(240_000);
  const customer = await signedIn(browser, DEMO.customer);
  const writer = await signedIn(browser, DEMO.writer);
  const orderId = await inProgressOrderId(customer);
  await customer.goto(`/orders/view/${orderId}`);
  await writer.goto(`/orders/view/${orderId}`);
  await chatReady(customer);
  await chatReady(writer);

  const stamp = Date.now();
  const before = [`Before the crash, from the customer ${stamp}`, `Before the crash, from the writer ${stamp}`];
  await send(customer, before[0]);
  await send(writer, before[1]);
  for (const page of [customer, writer]) for (const text of before) await expect(messageWith(page, text)).toHaveCount(1);

  await own.server.kill();
  for (const page of [customer, writer]) await expect(page.getByTestId('chat-reconnecting')).toHaveText('Trying to connect to web socket...');
  // Written while the server is away: not sent, and the text stays in the box.
  const during = `Written while the server was down ${stamp}`;
  const input = customer.getByTestId('chat-input');
  await input.fill(during);
  await input.press('Enter');
  await expect(input).toHaveValue(during);

  await own.server.start();
  // Reconnected and subscribed again (the socket retries with backoff, at most 30 s apart).
  for (const page of [customer, writer]) {
    await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-ready', 'true', { timeout: 45_000 });
    await expect(page.getByTestId('chat-reconnecting')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'order page with the chat reconnected');
  }
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const after = `After the restart, from the writer ${stamp}`;
  await send(writer, after);

  // Every message exactly once on both screens, and nothing else: the screens match the stored history.
  const history = await (await customer.request.get(`/api/chat/messages?order_id=${orderId}`)).json();
  for (const page of [customer, writer]) {
    for (const text of [...before, during, after]) await expect(messageWith(page, text)).toHaveCount(1);
    await expect(page.getByTestId('chat-message')).toHaveCount(history.messages.length);
  }
  expect(history.messages.filter((m: { content: string }) => m.content.endsWith(String(stamp)))).toHaveLength(4);
  await Promise.all([customer.context().close(), writer.context().close()]);
});

test('[CHAT] older messages load above without moving what is on screen', async ({ browser }) => {
  test.setTimeout(240_000);
  const customer = await signedIn(browser, DEMO.customer);
  const writer = await signedIn(browser, DEMO.writer);
  const orderId = await inProgressOrderId(customer);

  // More than one page (500) of history: 52 sockets of the writer send 10 messages each (the per-socket limit).
  await writer.goto('/dashboard');
  const sent = await writer.evaluate(
    async ({ orderId, sockets, each }) => {
      const one = (n: number) =>
        new Promise<number>((resolve, reject) => {
          const ws = new WebSocket(`ws://${location.host}/ws`);
          let mine = 0;
          ws.onerror = () => reject(new Error('socket failed'));
          ws.onmessage = (event) => {
            const frame = JSON.parse(String(event.data));
            if (frame.type === 'subscribed') {
              for (let i = 0; i < each; i++) ws.send(JSON.stringify({ type: 'new_message', message_type: 'text', content: `Bulk ${n}-${i}` }));
            } else if (frame.type === 'new_message' && frame.message.content.startsWith(`Bulk ${n}-`)) {
              mine += 1;
              if (mine === each) {
                ws.close();
                resolve(mine);
              }
            } else if (frame.type === 'error') reject(new Error(frame.message));
          };
          ws.onopen = () => ws.send(JSON.stringify({ type: 'subscribe', order_id: orderId }));
        });
      const counts = await Promise.all(Array.from({ length: sockets }, (_, n) => one(n)));
      return counts.reduce((a, b) => a + b, 0);
    },
    { orderId, sockets: 52, each: 10 },
  );
  expect(sent).toBe(520);
  const latest = await (await customer.request.get(`/api/chat/messages?order_id=${orderId}`)).json();
  expect(latest.hasMore).toBe(true);
  const older = await (await customer.request.get(`/api/chat/messages?order_id=${orderId}&before=${latest.messages[0]._id}`)).json();
  const total = latest.messages.length + older.messages.length;

  await customer.goto(`/orders/view/${orderId}`);
  await chatReady(customer);
  const messages = customer.getByTestId('chat-message');
  await expect(messages).toHaveCount(latest.messages.length);
  const button = customer.getByTestId('chat-load-older');
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveText('Load older messages');
  await customer.getByTestId('chat-panel').screenshot({ path: path.join(SCREENSHOTS, 'chat-live-load-older-desktop.png') });
  await expectNoSeriousA11yViolations(customer, 'order page with 500 chat messages');
  const first = messageWith(customer, latest.messages[0].content);
  const y = (await first.boundingBox())!.y;
  await button.click();
  await expect(messages).toHaveCount(total);
  await expect(button).toHaveCount(0);
  // The message that was on top is still where it was; the older ones are above it, each once.
  expect(Math.abs((await first.boundingBox())!.y - y)).toBeLessThanOrEqual(2);
  await expect(messageWith(customer, older.messages[0].content)).toHaveCount(1);
  await expect(customer.getByTestId('chat-message').first()).toContainText(older.messages[0].content);
  await Promise.all([customer.context().close(), writer.context().close()]);
});
