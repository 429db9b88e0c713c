import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO, PHONE, SCREENSHOTS, signIn, snap } from './fixtures.ts';

/**
 * The chat as people use it (docs/chat.md), on a server of its own: these
 * tests read receipts, presence and unread counts that another spec's chat
 * on the shared server would disturb, and one of them kills the server.
 * PGlite keeps its data in DATA_DIR, so a restart on the same folder is the
 * same site with the same messages.
 */
test.describe.configure({ mode: 'serial' });

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `node --import tsx apps/server/src/main.ts` on its own port and data folder; SIGKILL and start again at will. */
class OwnServer {
  private proc: ChildProcess | null = null;
  private output = '';
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-chat-live-'));

  constructor(readonly port: number) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  async start(timeoutMs = 120_000) {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
    // Embedded PGlite in DATA_DIR, whatever the shell points at.
    delete env.DATABASE_URL;
    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc = proc;
    proc.stdout!.on('data', (d) => (this.output += d));
    proc.stderr!.on('data', (d) => (this.output += d));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}):\n${this.output.slice(-3000)}`);
      const up = await fetch(`${this.url}/api/website`).then((r) => r.ok, () => false);
      if (up) return;
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`the server did not answer /api/website within ${timeoutMs} ms:\n${this.output.slice(-3000)}`);
  }

  /** No goodbye: the sockets drop as on a crash. */
  async kill() {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
    this.proc = null;
  }

  async stop() {
    await this.kill();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = new OwnServer(await freePort());
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signIn(page.request, server.url, email);
  return page;
}

interface ListedOrder {
  _id: string;
  statusPercentage: number;
  package: { packageName: string };
}

async function customerOrders(page: Page): Promise<ListedOrder[]> {
  const response = await page.request.get('/api/customer/orders');
  expect(response.status()).toBe(200);
  return (await response.json()).orders;
}

/** Acme's order in progress: a writer, a short seeded conversation. */
async function inProgressOrderId(page: Page): Promise<string> {
  const order = (await customerOrders(page)).find((o) => o.package.packageName === 'Executive Bundle');
  expect(order, 'the in-progress demo order').toBeTruthy();
  return order!._id;
}

/** The chat panel has its history (the socket subscribed and answered). */
async function chatReady(page: Page) {
  // A whole order page with its chunks: allow for a busy machine.
  await expect(page.getByTestId('chat-input')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('chat-messages').locator('.mantine-Loader-root')).toHaveCount(0);
}

async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

const messageWith = (page: Page, text: string): Locator => page.getByTestId('chat-message').filter({ hasText: text });

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

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The chat panel alone, on a desktop and on a 390 px phone. */
async function snapPanel(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const panel = page.getByTestId('chat-panel');
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(SCREENSHOTS, `${name}-desktop.png`) });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  // The shell's layout animates to the phone width; the input must end one row high, not ten.
  await expect.poll(async () => (await page.getByTestId('chat-input').boundingBox())?.height).toBeLessThan(45);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone.png`) });
  if (size) await page.setViewportSize(size);
}

test('[CHAT] customer and writer exchange text and files live, with typing and delivered/read receipts', async ({ browser }) => {
  test.setTimeout(120_000);
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
  const imageLink = writer.getByTestId('chat-message').getByRole('link').filter({ has: writer.getByRole('img', { name: 'swatch.png' }) });
  expect(await imageLink.getAttribute('href')).toMatch(/^\/api\/file\/download\//);

  // A PDF from the writer: the customer gets a link that downloads it.
  await writer.locator('input[type="file"]').setInputFiles({ name: 'outline.pdf', mimeType: 'application/pdf', buffer: PDF });
  const link = customer.getByTestId('chat-message').getByRole('link', { name: 'outline.pdf' });
  await expect(link).toBeVisible();
  await expect(writer.getByTestId('chat-message').getByRole('link', { name: 'outline.pdf' })).toHaveCount(1);
  const download = await customer.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect((await download.body()).equals(PDF)).toBe(true);

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

  await server.kill();
  for (const page of [customer, writer]) await expect(page.getByTestId('chat-reconnecting')).toHaveText('Trying to connect to web socket...');
  // Written while the server is away: not sent, and the text stays in the box.
  const during = `Written while the server was down ${stamp}`;
  const input = customer.getByTestId('chat-input');
  await input.fill(during);
  await input.press('Enter');
  await expect(input).toHaveValue(during);

  await server.start();
  // Reconnected and subscribed again (the socket retries every 2 s).
  for (const page of [customer, writer]) {
    await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await expect(page.getByTestId('chat-reconnecting')).toHaveCount(0);
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
