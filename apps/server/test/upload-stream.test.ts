/**
 * Uploads are streamed (issue 17 item 4): to a temporary file with the size cap enforced while it arrives, the type
 * sniffed from its first bytes, renamed into place when complete. A half-received upload leaves no row and no file,
 * and temporary files a stopped run left behind are swept at start-up.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../src/deps.ts';
import { files } from '../src/db/schema.ts';
import { incomingDir } from '../src/modules/files/receive.ts';
import { ACME, SAMPLES, as, createTestApp, login, multipart, type TestApp } from './helpers.ts';
import { eventually, listenLocal } from './chat-helpers.ts';

const LIMIT = 300_000;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(LIMIT) });
  cookie = await login(t.app, 'customer@demo.test');
}, 180_000);
afterAll(() => t?.close());

const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
async function state() {
  const [{ n }] = await t.deps.db.select({ n: count() }).from(files);
  return { rows: n, files: list(path.join(t.deps.config.dataDir, 'files')).length, incoming: list(incomingDir(t.deps.config.dataDir)) };
}
const pdfOf = (size: number) => Buffer.concat([SAMPLES.pdf, Buffer.alloc(size - SAMPLES.pdf.length, 32)]);

describe('streamed uploads', { timeout: 60_000 }, () => {
  it('stores the complete file, byte for byte, and leaves no temporary file', async () => {
    const before = await state();
    const content = pdfOf(LIMIT - 1000);
    const { payload, headers } = multipart('file', 'cv.pdf', content, 'application/pdf');
    const res = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { ...as(cookie, ACME), ...headers }, payload });
    expect(res.statusCode).toBe(200);
    const { key, size, mimetype } = res.json();
    expect({ size, mimetype }).toEqual({ size: content.length, mimetype: 'application/pdf' });
    expect(fs.readFileSync(path.join(t.deps.config.dataDir, 'files', key)).equals(content)).toBe(true);
    expect(await state()).toEqual({ rows: before.rows + 1, files: before.files + 1, incoming: [] });
  });

  it('refuses a file over the cap while it streams: 413, no row, no file', async () => {
    const before = await state();
    const { payload, headers } = multipart('file', 'big.pdf', pdfOf(LIMIT + 50_000), 'application/pdf');
    const res = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { ...as(cookie, ACME), ...headers }, payload });
    expect(res.statusCode).toBe(413);
    expect(await state()).toEqual({ ...before, incoming: [] });
  });

  it('a type refused by its first bytes leaves nothing either', async () => {
    const before = await state();
    const { payload, headers } = multipart('file', 'cv.pdf', SAMPLES.exe, 'application/pdf');
    const res = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { ...as(cookie, ACME), ...headers }, payload });
    expect(res.statusCode).toBe(415);
    expect(await state()).toEqual({ ...before, incoming: [] });
  });

  it('a client that disconnects mid-upload leaves no row, no file and no temporary file', async () => {
    const before = await state();
    const address = await listenLocal(t);
    const { payload, headers } = multipart('file', 'cv.pdf', pdfOf(200_000), 'application/pdf');
    const socket = net.connect(Number(address.split(':')[1]), '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /api/file/upload HTTP/1.1\r\nHost: ${ACME}\r\nOrigin: http://${ACME}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, 100_000));
    // The server is writing the temporary file...
    await eventually(() => expect(fsStatePending()).toBe(true));
    socket.destroy();
    // ...and removes it once the request is gone.
    await eventually(async () => expect(await state()).toEqual({ ...before, incoming: [] }));
  });

  it('start-up sweeps temporary uploads nobody is writing, and keeps one still arriving', async () => {
    const dir = incomingDir(t.deps.config.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const abandoned = path.join(dir, 'abandoned.part');
    const arriving = path.join(dir, 'arriving.part');
    fs.writeFileSync(abandoned, 'half');
    fs.writeFileSync(arriving, 'half');
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(abandoned, tenMinutesAgo, tenMinutesAgo);
    await buildDeps(t.deps.config, t.deps.database, pino({ level: 'silent' }));
    expect(list(dir)).toEqual(['arriving.part']);
    fs.rmSync(arriving);
  });
});

function fsStatePending(): boolean {
  return list(incomingDir(t.deps.config.dataDir)).length > 0;
}
