import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteHosts, sites } from '../src/db/schema.ts';
import { ACME_SETTINGS } from '../src/db/seed/demo-content.ts';
import { newId } from '../src/lib/ids.ts';
import { updateSiteSettings } from '../src/modules/site/service.ts';
import { ACME, BETA, as, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const website = (host: string) => t.app.inject({ method: 'GET', url: '/api/website', headers: { host } });

/** A site whose host is known but whose UI has not been configured. */
async function addUnconfiguredSite(host: string) {
  const id = newId();
  await t.deps.db.insert(sites).values({ id, clientId: `client-${id}`, name: `Unconfigured ${id}`, settings: null });
  await t.deps.db.insert(siteHosts).values({ host, siteId: id });
  t.deps.siteCache.invalidate();
  return id;
}

describe('GET /api/website', () => {
  it("answers with Acme's settings on localhost", async () => {
    const res = await website(ACME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ status_code: 200, status: true });
    expect(body.data).toMatchObject({ client_id: 'acme', companyName: 'Acme Resumes', companyEmail: 'support@acme-resumes.test' });
    expect(body.data.website_settings.enable_boards).toBe(true);
  });

  it("answers with Beta's settings on beta.localhost", async () => {
    const res = await website(BETA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_code: 200,
      status: true,
      data: { client_id: 'beta', companyName: 'Beta Careers', companyEmail: 'help@beta-careers.test' },
    });
  });

  it('treats the port and letter case of the Host header as the same site', async () => {
    const res = await website('LocalHost:3000');
    expect(res.json().data.client_id).toBe('acme');
  });

  it('sends neither the site secrets nor settings fields outside the wire shape', async () => {
    const id = await addUnconfiguredSite('secretive.localhost');
    await t.deps.db
      .update(sites)
      .set({ secrets: { stripeSecretKey: 'sk_test_MUST_NOT_LEAK' } })
      .where(eq(sites.id, id));
    await updateSiteSettings(t.deps.db, t.deps.siteCache, id, { companyName: 'Secretive', internalNote: 'MUST_NOT_LEAK' });
    const res = await website('secretive.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companyName).toBe('Secretive');
    expect(res.body).not.toMatch(/MUST_NOT_LEAK|secrets/);
  });

  it("refuses an unknown host with 'Domain not registered'", async () => {
    const res = await website('nowhere.test');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Domain not registered' });
  });

  it("refuses other API calls on an unknown host with 'Domain not registered'", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { host: 'nowhere.test' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Domain not registered');
  });

  it("answers 'Website UI not configured' for a known host whose site has no settings", async () => {
    await addUnconfiguredSite('unconfigured.localhost');
    const res = await website('unconfigured.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Website UI not configured' });
  });

  it('shows changed settings on the next request', async () => {
    expect((await website(ACME)).json().data.companyName).toBe('Acme Resumes');
    await updateSiteSettings(t.deps.db, t.deps.siteCache, t.demo.acme.id, { ...ACME_SETTINGS, companyName: 'Acme Renamed' });
    try {
      expect((await website(ACME)).json().data.companyName).toBe('Acme Renamed');
      expect((await website('127.0.0.1')).json().data.companyName).toBe('Acme Renamed');
      expect((await website(BETA)).json().data.companyName).toBe('Beta Careers');
    } finally {
      await updateSiteSettings(t.deps.db, t.deps.siteCache, t.demo.acme.id, ACME_SETTINGS);
    }
    expect((await website(ACME)).json().data.companyName).toBe('Acme Resumes');
  });

  it('serves a site once its settings are configured', async () => {
    const id = await addUnconfiguredSite('later.localhost');
    expect((await website('later.localhost')).statusCode).toBe(404);
    await updateSiteSettings(t.deps.db, t.deps.siteCache, id, { companyName: 'Configured Later' });
    const res = await website('later.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ client_id: `client-${id}`, companyName: 'Configured Later', defaultLanguage: 'en' });
  });
});

describe('errors', () => {
  it('answers a malformed JSON body with 400 {message} and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...as(null), 'content-type': 'application/json' },
      payload: '{"email": "customer@demo.test", "password": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('stack');
    expect(res.body).not.toMatch(/\bat \S+ \(|\bat .*:\d+:\d+|node_modules|\.ts\b|\.js\b/);
    expect(res.body).not.toMatch(/Unexpected end of JSON|SyntaxError/);
  });

  it('answers an unknown API path with 404 {message} on a known host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { host: ACME } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not Found');
  });

  it('gives every response an x-request-id, and error bodies carry the same id', async () => {
    const responses = await Promise.all([
      website(ACME),
      website('nowhere.test'),
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { host: ACME } }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { host: ACME } }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers: as(null), payload: { email: 'not-an-email', password: 'x' } }),
    ]);
    const ids = new Set<string>();
    for (const res of responses) {
      const id = res.headers['x-request-id'];
      expect(typeof id).toBe('string');
      ids.add(id as string);
      if (res.statusCode >= 400) expect(res.json().requestId).toBe(id);
    }
    expect(responses.filter((r) => r.statusCode >= 400)).toHaveLength(4);
    expect(ids.size).toBe(responses.length);
  });

  it('does not take a request id from the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { host: ACME, 'x-request-id': 'forged-id' } });
    expect(res.headers['x-request-id']).not.toBe('forged-id');
    expect(res.json().requestId).not.toBe('forged-id');
  });
});
