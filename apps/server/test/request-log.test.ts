import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ACME, createTestApp, type TestApp } from './helpers.ts';

// Issue 15: `npm start` buried its banner under two log lines per request.
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream } });
});
afterAll(() => t?.close());

describe('request logging', () => {
  it('writes one info line per request: method, path, status and time', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/website', headers: { host: ACME } });
    expect(res.statusCode).toBe(200);
    const about = lines.filter((l) => l.url === '/api/website' || l.req);
    expect(about).toEqual([expect.objectContaining({ level: 30, msg: 'request', method: 'GET', url: '/api/website', status: 200, ms: expect.any(Number) })]);
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('is off by default outside production (LOG_LEVEL warn), on in production (info)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info' }).logLevel).toBe('info');
  });
});
