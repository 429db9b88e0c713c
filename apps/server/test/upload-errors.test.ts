/**
 * Broken multipart bodies (issue 17 item 2): every upload route answers 400 with a clear message, stores
 * nothing and logs no error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { buildApp } from '../src/app.ts';
import { files } from '../src/db/schema.ts';
import { ACME, SAMPLES, as, createTestApp, login, multipart, type TestApp } from './helpers.ts';

const ROUTES = ['/api/file/upload', '/api/profile/update_profile_img'];

let t: TestApp;
let app: TestApp['app'];
let cookie: string;
const logLines: { level: number; msg?: string; err?: { stack?: string } }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The same deps behind an app that logs at info into `logLines`.
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp(t.deps, { logger: { level: 'info', stream: sink } });
  await app.ready();
  cookie = await login(app, 'customer@demo.test');
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

async function stored() {
  const [{ n }] = await t.deps.db.select({ n: count() }).from(files);
  const dir = path.join(t.deps.config.dataDir, 'files');
  return { rows: n, files: fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0 };
}

const upload = (url: string, payload: Buffer | string, contentType: string) =>
  app.inject({ method: 'POST', url, headers: { ...as(cookie, ACME), 'content-type': contentType }, payload });

describe.each(ROUTES)('%s with a broken body', (url) => {
  it('multipart/form-data without a boundary: 400, nothing stored, nothing logged as an error', async () => {
    const before = await stored();
    logLines.length = 0;
    const res = await upload(url, SAMPLES.png, 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.uploadMalformed);
    expect(await stored()).toEqual(before);
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
    // The log was written (at info), just not at error level.
    expect(logLines.length).toBeGreaterThan(0);
  });

  it('a truncated body: 400, nothing stored, nothing logged as an error', async () => {
    const before = await stored();
    logLines.length = 0;
    const { payload, headers } = multipart('file', 'picture.png', Buffer.concat([SAMPLES.png, Buffer.alloc(4096, 7)]), 'image/png');
    const res = await upload(url, payload.subarray(0, payload.length - 2000), headers['content-type']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.uploadMalformed);
    expect(await stored()).toEqual(before);
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('a body that is not multipart at all: 400', async () => {
    const res = await upload(url, '{"file":"x"}', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.uploadMalformed);
  });

  it('a well-formed upload still works', async () => {
    const { payload, headers } = multipart('file', 'picture.png', SAMPLES.png, 'image/png');
    const res = await upload(url, payload, headers['content-type']);
    expect(res.statusCode).toBe(200);
  });
});
