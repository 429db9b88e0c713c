import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../src/db/schema.ts';
import { ACME, BETA, createTestAppWithPage, login, type TestApp } from './helpers.ts';

// The web build's page in miniature: Vite writes the placeholder wherever the page's nonce goes.
const html = `<!doctype html><html lang="en"><head><meta property="csp-nonce" nonce="DRAFTDESK_CSP_NONCE"><script type="module" src="/assets/index-abc.js" nonce="DRAFTDESK_CSP_NONCE"></script></head><body><div id="root"></div></body></html>`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestAppWithPage(html);
});
afterAll(() => t?.close());

const page = (url: string, host = ACME) => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

/** The policy's directives by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

async function updateSite(host: string, change: (row: typeof sites.$inferSelect) => Partial<typeof sites.$inferSelect>) {
  const site = (await t.deps.siteCache.resolve(host))!;
  const [row] = await t.deps.db.select().from(sites).where(eq(sites.id, site.id));
  await t.deps.db.update(sites).set(change(row)).where(eq(sites.id, site.id));
  t.deps.siteCache.invalidate();
}

describe("every page's Content-Security-Policy", () => {
  it('names a fresh nonce, the one written on the page, and allows scripts only through it', async () => {
    const first = await page('/dashboard');
    const second = await page('/dashboard');
    expect(first.statusCode).toBe(200);
    const policy = directives(first.headers['content-security-policy']);
    const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(policy.get('script-src')![0])![1];
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'wasm-unsafe-eval'"]);
    expect(first.body).toContain(`<script type="module" src="/assets/index-abc.js" nonce="${nonce}">`);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(first.body).not.toContain('DRAFTDESK_CSP_NONCE');
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    expect(second.headers['cache-control']).toContain('no-store');

    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('is sent with the page at /index.html too, never the file with its placeholder', async () => {
    const res = await page('/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("'strict-dynamic'");
    expect(res.body).not.toContain('DRAFTDESK_CSP_NONCE');
  });

  it("adds the site's embedding origins and image sources, and its card provider's origins", async () => {
    await updateSite(BETA, (row) => ({
      settings: { ...row.settings, contentSecurity: { embedOrigins: ['https://www.beta-careers.test'], imageSources: ['https://images.beta-careers.test'] } },
      secrets: { ...row.secrets, payments: { provider: 'stripe', stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x' } } },
    }));
    const policy = directives((await page('/login', BETA)).headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://www.beta-careers.test']);
    expect(policy.get('img-src')).toContain('https://images.beta-careers.test');
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
    expect(policy.get('frame-src')).toContain('https://js.stripe.com');
    // The other site keeps its own policy.
    const acme = directives((await page('/login')).headers['content-security-policy']);
    expect(acme.get('frame-ancestors')).toEqual(["'self'"]);
    expect(acme.get('connect-src')).toEqual(["'self'"]);
  });

  it('ignores a stored source that could break out of its directive', async () => {
    await updateSite(ACME, (row) => ({ settings: { ...row.settings, contentSecurity: { embedOrigins: ["https://x.test; script-src 'unsafe-inline'"] } } }));
    const policy = directives((await page('/login')).headers['content-security-policy']);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('is not sent on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/website', headers: { host: ACME } });
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe("the site's additions, set by its admin", () => {
  it('PUT /api/admin/website/content-security saves both lists and the pages follow at once; a bad origin is refused', async () => {
    const admin = await login(t.app, 'admin@demo.test', ACME);
    const put = (json: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/website/content-security',
        headers: { host: ACME, origin: `http://${ACME}`, cookie: admin },
        payload: json as object,
      });
    const saved = await put({ embedOrigins: ['https://www.acme-resumes.test/'], imageSources: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ status: true, data: { embedOrigins: ['https://www.acme-resumes.test'], imageSources: [] } });
    expect(directives((await page('/checkout')).headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
      'https://www.acme-resumes.test',
    ]);

    const refused = await put({ embedOrigins: ["https://x.test; script-src 'unsafe-inline'"], imageSources: [] });
    expect(refused.statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/website/content-security', headers: { host: ACME, cookie: admin } });
    expect(read.json().data.embedOrigins).toEqual(['https://www.acme-resumes.test']);
  });
});
