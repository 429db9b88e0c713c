/**
 * TRUST_PROXY (issue 17 item 1): forwarded headers count only from the proxies the operator names, so a
 * client cannot escape the per-IP limits by writing its own X-Forwarded-For.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ACME, createTestApp, nextIp, type TestApp } from './helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const resetFrom = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { host: ACME, origin: `http://${ACME}`, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    remoteAddress,
    payload: { email: 'nobody@demo.test' },
  });

describe('TRUST_PROXY', { timeout: 120_000 }, () => {
  it('unset: a rotating X-Forwarded-For still meets the login limit of 30 a minute', async () => {
    t = await createTestApp({ NODE_ENV: 'production', SEED_DEMO: 'true', COOKIE_SECURE: 'false' });
    const ip = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 32; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: ACME, origin: `http://${ACME}`, 'x-forwarded-for': `198.51.100.${n}` },
        remoteAddress: ip,
        payload: { email: `user${n}@demo.test`, password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('TRUST_PROXY=1: the address the nearest proxy saw is the one limited', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    // Requests arrive through different proxy connections; the left part is whatever the client wrote.
    for (let n = 0; n < 5; n++) expect((await resetFrom(t, nextIp(), `10.9.9.${n}, 203.0.113.9`)).statusCode).toBe(200);
    expect((await resetFrom(t, nextIp(), 'anything, 203.0.113.9')).statusCode).toBe(429);
    // Another client behind the same proxy is not limited.
    expect((await resetFrom(t, nextIp(), '203.0.113.9, 203.0.113.10')).statusCode).toBe(200);
  });

  it('a list of proxies: forwarded headers count from those addresses only', async () => {
    t = await createTestApp({ TRUST_PROXY: '192.0.2.0/24, 192.0.2.200' });
    for (let n = 0; n < 5; n++) expect((await resetFrom(t, `192.0.2.${n + 1}`, `x, 203.0.113.20`)).statusCode).toBe(200);
    expect((await resetFrom(t, '192.0.2.99', '203.0.113.20')).statusCode).toBe(429);
    // From an address that is not a listed proxy, the header is ignored: the socket's address counts.
    const direct = nextIp();
    for (let n = 0; n < 5; n++) expect((await resetFrom(t, direct, `203.0.113.${30 + n}`)).statusCode).toBe(200);
    expect((await resetFrom(t, direct, '203.0.113.99')).statusCode).toBe(429);
  });

  it('parses unset, false, a number and a list; refuses true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual(['10.0.0.1', '172.16.0.0/12']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
