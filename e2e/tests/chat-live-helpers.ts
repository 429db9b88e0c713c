import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

/**
 * Helpers of the live chat specs (chat-live-messages, chat-live-history;
 * docs/chat.md). Each of those files runs on a server of its own: they read
 * receipts, presence and unread counts that another spec's chat on the
 * shared server would disturb, and one of them kills the server. PGlite keeps
 * its data in DATA_DIR, so a restart on the same folder is the same site with
 * the same messages.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A port the system has free right now: each spec file's server gets its own, so files running in parallel never collide. */
export function freePort(): Promise<number> {
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
export class OwnServer {
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
    proc.stdout.on('data', (d) => (this.output += d));
    proc.stderr.on('data', (d) => (this.output += d));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}):\n${this.output.slice(-3000)}`);
      const up = await fetch(`${this.url}/api/website`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`the server did not answer /api/website within ${timeoutMs} ms:\n${this.output.slice(-3000)}`);
  }

  /** Frozen (SIGSTOP) or thawed (SIGCONT): an unresponsive server whose sockets stay open. */
  freeze(frozen: boolean) {
    this.proc?.kill(frozen ? 'SIGSTOP' : 'SIGCONT');
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

/** A page in a fresh context on `baseURL`, signed in as `email` through the API. */
/**
 * The calling spec file's own server, started before its tests and stopped after them, and a sign-in
 * on it: the live chat files kill or flood a server, which must not be the one the other files share.
 */
export function ownServerForFile() {
  const own = {
    server: null as unknown as OwnServer,
    signedIn: (browser: Browser, email: string) => signedInAt(browser, own.server.url, email),
  };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    own.server = new OwnServer(await freePort());
    await own.server.start();
  });
  test.afterAll(async () => {
    await own.server?.stop();
  });
  return own;
}

export async function signedInAt(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page.request, baseURL, email);
  return page;
}

export interface ListedOrder {
  _id: string;
  statusPercentage: number;
  package: { packageName: string };
}

export async function customerOrders(page: Page): Promise<ListedOrder[]> {
  const response = await page.request.get('/api/customer/orders');
  expect(response.status()).toBe(200);
  return (await response.json()).orders;
}

/** Acme's order in progress: a writer, a short seeded conversation. */
export async function inProgressOrderId(page: Page): Promise<string> {
  const order = (await customerOrders(page)).find((o) => o.package.packageName === 'Executive Bundle');
  expect(order, 'the in-progress demo order').toBeTruthy();
  return order!._id;
}

/** The chat panel has its history (the socket subscribed and answered). */
export async function chatReady(page: Page) {
  // A whole order page with its chunks: allow for a busy machine.
  await expect(page.getByTestId('chat-input')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('chat-messages').locator('.mantine-Loader-root')).toHaveCount(0);
}

export async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

export const messageWith = (page: Page, text: string): Locator => page.getByTestId('chat-message').filter({ hasText: text });
