import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createTestApp, demoOrders, login, type TestApp } from './helpers.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Frame = Record<string, any>;

/** Starts the app on 127.0.0.1 with a free port and returns its address ("127.0.0.1:port"). */
export async function listenLocal(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

export interface SocketOptions {
  cookie?: string | null;
  /** The Host header (a demo site's host); the default is the address itself (Acme). */
  host?: string;
  /** Default: the same origin as the Host. null: no Origin header. */
  origin?: string | null;
}

/** A real WebSocket client that keeps every frame it receives. */
export class TestSocket {
  readonly frames: Frame[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse((data as Buffer).toString()));
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Opens the socket; rejects with the HTTP status when the upgrade is refused. */
  static open(address: string, opts: SocketOptions = {}): Promise<TestSocket> {
    const host = opts.host ?? address;
    const origin = opts.origin === undefined ? `http://${host}` : opts.origin;
    const headers: Record<string, string> = { host };
    if (opts.cookie) headers.cookie = opts.cookie;
    const ws = new WebSocket(`ws://${address}/ws`, { headers, ...(origin ? { origin } : {}) });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_req, res) => {
        reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode }));
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  /** The first frame (received already or later) matching `match`; it is removed from the buffer. */
  async next(match: (f: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.frames.findIndex(match);
      if (i !== -1) return this.frames.splice(i, 1)[0];
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) while waiting; frames: ${JSON.stringify(this.frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame in ${timeoutMs} ms; frames: ${JSON.stringify(this.frames).slice(0, 1500)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  nextOfType(type: string, timeoutMs?: number) {
    return this.next((f) => f.type === type, timeoutMs);
  }

  /** Sends a frame and waits for the error frame it causes. */
  async refused(frame: unknown): Promise<string> {
    this.send(frame);
    return (await this.nextOfType('error')).message;
  }

  /** No frame matching `match` arrives within `ms`. */
  async expectNone(match: (f: Frame) => boolean, ms = 300) {
    await new Promise((r) => setTimeout(r, ms));
    expect(this.frames.filter(match)).toEqual([]);
  }

  /** Still answering: a ping gets its pong. */
  async alive() {
    this.send({ type: 'ping' });
    await this.nextOfType('pong');
  }

  async subscribe(target: Frame): Promise<Frame> {
    this.send({ type: 'subscribe', ...target });
    return this.next((f) => f.type === 'subscribed' || f.type === 'error');
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** Polls until `check` passes (for effects that happen after a commit). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

export type DemoRole = 'customer' | 'writer' | 'reviewer' | 'admin';

export interface ChatSuite {
  t: TestApp;
  /** "127.0.0.1:port" of the listening app. */
  address: string;
  orders: Awaited<ReturnType<typeof demoOrders>>;
  /** Acme's demo sessions, one per role. */
  cookies: Record<DemoRole, string>;
  /** A socket with this session cookie on Acme, closed after the test. */
  connect(cookie: string): Promise<TestSocket>;
}

/**
 * The usual frame of a chat test file: one fresh app listening on 127.0.0.1,
 * Acme's demo orders and sessions, and every socket a test opened closed
 * after it. Fields are filled in `beforeAll`.
 */
export function chatSuite(): ChatSuite {
  const open: TestSocket[] = [];
  const suite = {
    cookies: {} as Record<DemoRole, string>,
    async connect(cookie: string) {
      const s = await TestSocket.open(suite.address, { cookie });
      open.push(s);
      return s;
    },
  } as ChatSuite;
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.address = await listenLocal(suite.t);
    suite.orders = await demoOrders(suite.t, 'acme');
    for (const role of ['customer', 'writer', 'reviewer', 'admin'] as const) suite.cookies[role] = await login(suite.t.app, `${role}@demo.test`);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(() => suite.t?.close());
  return suite;
}
