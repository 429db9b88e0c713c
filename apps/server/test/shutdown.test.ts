/**
 * Graceful shutdown (issue 17 item 6, src/shutdown.ts as main.ts runs it on SIGTERM/SIGINT): /ready turns 503 at
 * once, new connections are refused, a request in flight finishes, chat sockets are told to reconnect (1012), jobs
 * stop and the database closes last; a request that outlives the grace period is cut.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RESTART_CLOSE_CODE, gracefulShutdown } from '../src/shutdown.ts';
import { TestSocket, eventually, listenLocal } from './chat-helpers.ts';
import { SAMPLES, createTestApp, login, multipart, type TestApp } from './helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An upload sent in two halves over a raw socket: the server is handling it while the rest is held back. */
function slowUpload(port: number, cookie: string) {
  const { payload, headers } = multipart('file', 'cv.pdf', Buffer.concat([SAMPLES.pdf, Buffer.alloc(64 * 1024, 32)]), 'application/pdf');
  const head =
    `POST /api/file/upload HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nCookie: ${cookie}\r\n` +
    `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`;
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (response += chunk));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  socket.on('error', () => {});
  socket.write(head);
  socket.write(payload.subarray(0, 1000));
  return { finish: () => socket.write(payload.subarray(1000)), ended };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.on('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.on('error', () => resolve(true));
  });

describe('graceful shutdown', { timeout: 90_000 }, () => {
  it('drains: /ready 503 at once, new connections refused, the upload in flight finishes, sockets told to reconnect', async () => {
    t = await createTestApp();
    const address = await listenLocal(t);
    const port = Number(address.split(':')[1]);
    const cookie = await login(t.app, 'customer@demo.test');
    const chat = await TestSocket.open(address, { cookie, host: 'localhost' });
    const upload = slowUpload(port, cookie);
    await new Promise((r) => setTimeout(r, 200));

    const steps: string[] = [];
    const shutdown = gracefulShutdown(t.app, {
      stopJobs: async () => void steps.push('jobs stopped'),
      closeDatabase: async () => void steps.push('database closed'),
    });
    const ready = await t.app.inject({ method: 'GET', url: '/ready', headers: { host: 'localhost' } });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['content-type']).toMatch(/^application\/json/);
    expect(ready.json()).toMatchObject({ status: 'shutting down' });

    await eventually(() => expect(chat.closed?.code).toBe(RESTART_CLOSE_CODE));
    await eventually(async () => expect(await refused(port)).toBe(true));
    expect(steps).not.toContain('database closed');

    upload.finish();
    const response = await upload.ended;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"originalname":"cv.pdf"');
    await shutdown;
    expect(steps).toEqual(['jobs stopped', 'database closed']);
  });

  it('cuts a request still running after the grace period, then closes the database', async () => {
    t = await createTestApp();
    const address = await listenLocal(t);
    const port = Number(address.split(':')[1]);
    const cookie = await login(t.app, 'customer@demo.test');
    const upload = slowUpload(port, cookie);
    await new Promise((r) => setTimeout(r, 200));
    let closed = false;
    const started = Date.now();
    await gracefulShutdown(t.app, { stopJobs: async () => {}, closeDatabase: async () => void (closed = true), graceMs: 500 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(closed).toBe(true);
    expect(await upload.ended).not.toMatch(/^HTTP\/1\.1 200/);
  });
});
