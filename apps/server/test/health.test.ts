/**
 * GET /health and GET /ready (issue 17 item 6): JSON for probes, outside site resolution and rate limits,
 * never the web app's page; /ready names what is not ready.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../src/lib/raw-rows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-health-web-'));
beforeAll(async () => {
  // A built web app is present, so a page request anywhere else would get index.html.
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title>');
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const probe = (url: string, host = 'localhost', accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { host, accept }, remoteAddress: '192.0.2.50' });

describe('probes', () => {
  it('GET /health answers 200 {"status":"ok"} as JSON on any host, even to a browser', async () => {
    for (const host of ['localhost', 'beta.localhost', 'unknown.example', '']) {
      const res = await probe('/health', host);
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    // The same browser request elsewhere gets the page, so the probe really is kept out of it.
    expect((await probe('/login')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('GET /ready answers 200 with each check when the database answers and migrations are applied', async () => {
    const res = await probe('/ready', 'unknown.example');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  });

  it('are never rate-limited: 120 probes from one address', async () => {
    const statuses = new Set<number>();
    for (let n = 0; n < 60; n++) {
      statuses.add((await probe('/health')).statusCode);
      statuses.add((await probe('/ready')).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('/ready answers 503 naming pending migrations when the newest is not applied', async () => {
    const [last] = await rawRows<{ id: number; hash: string; created_at: string }>(
      t.deps.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.deps.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await probe('/ready', 'localhost', 'application/json');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending' });
    } finally {
      await t.deps.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`);
    }
    expect((await probe('/ready')).statusCode).toBe(200);
  });

  it('/ready answers 503 naming the database when it does not answer; /health still 200', async () => {
    const execute = t.deps.db.execute.bind(t.deps.db);
    // The database stops answering: every statement fails.
    t.deps.db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof t.deps.db.execute;
    try {
      const res = await probe('/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable', migrations: 'unknown' });
      expect((await probe('/health')).statusCode).toBe(200);
    } finally {
      t.deps.db.execute = execute;
    }
    expect((await probe('/ready', 'localhost', 'application/json')).statusCode).toBe(200);
  });
});
