/**
 * The first page's splash (modules/site/splash.ts): every page of a known site starts with the site's logo, named by
 * its company, so a phone shows the brand before the app's JavaScript has loaded; an unknown host gets none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../src/db/schema.ts';
import { logoAddress } from '../src/modules/site/splash.ts';
import { ACME, BETA, createTestAppWithPage, type TestApp } from './helpers.ts';

const html = `<!doctype html><html lang="en"><head><title>Draftdesk</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestAppWithPage(html);
});
afterAll(() => t?.close());

const page = (url: string, host = ACME) => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
const website = async (host: string) => (await t.app.inject({ method: 'GET', url: '/api/website', headers: { host } })).json().data;

async function setBranding(host: string, branding: { logo: string; companyName: string }) {
  const site = (await t.deps.siteCache.resolve(host))!;
  const [row] = await t.deps.db.select().from(sites).where(eq(sites.id, site.id));
  await t.deps.db
    .update(sites)
    .set({ settings: { ...(row.settings as object), ...branding } })
    .where(eq(sites.id, site.id));
  t.deps.siteCache.invalidate();
}

describe("a page's splash", () => {
  it('starts every page of a site with its logo and company name, each site its own', async () => {
    const names = new Set<string>();
    for (const host of [ACME, BETA]) {
      const { logo, companyName } = await website(host);
      names.add(companyName);
      expect(logo).toBeTruthy();
      for (const url of ['/login', '/dashboard', '/no/such/page']) {
        const res = await page(url, host);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<body><div id="dd-splash"><img src="${logo}" alt="${companyName}"><span aria-hidden="true"></span></div><div id="root">`);
      }
    }
    expect(names.size).toBe(2);
  });

  it('says whether the request carried the signed-in hint, so the app need not read the cookie as it starts', async () => {
    const withCookie = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/dashboard', headers: { host: ACME, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    expect((await withCookie()).body).toContain('<html data-signed-in="0" lang="en">');
    expect((await withCookie('sid=abc; signed-in=1')).body).toContain('<html data-signed-in="1" lang="en">');
    expect((await withCookie('__Host-signed-in=1')).body).toContain('<html data-signed-in="1" lang="en">');
    expect((await withCookie('signed-in=0; not-signed-in=1')).body).toContain('<html data-signed-in="0" lang="en">');
    // The role it names, so that the app starts loading the role's page before it reads the session.
    expect((await withCookie('sid=abc; signed-in=writer')).body).toContain('<html data-signed-in="1" data-role="writer" lang="en">');
    expect((await withCookie('__Host-signed-in=user')).body).toContain('<html data-signed-in="1" data-role="user" lang="en">');
    // Anything else is no hint: nothing from the cookie reaches the page unchecked.
    const forged = (await withCookie('signed-in=%22%3E%3Cscript%3E')).body;
    expect(forged).toContain('<html data-signed-in="0" lang="en">');
    expect(forged).not.toContain('data-role');
  });

  it('gets none on a host no site claims', async () => {
    const res = await page('/login', 'unknown.example.test');
    expect(res.body).toContain('<body><div id="root">');
    expect(res.body).not.toContain('dd-splash');
  });

  it("follows a site's change, escapes its name and loads a stored logo through the file route", async () => {
    await setBranding(BETA, { logo: 'logos/beta mark.png', companyName: 'Beta & "Sons" <Resumes>' });
    expect((await page('/login', BETA)).body).toContain(
      '<div id="dd-splash"><img src="/api/file/logos%2Fbeta%20mark.png" alt="Beta &amp; &quot;Sons&quot; &lt;Resumes&gt;"><span aria-hidden="true"></span></div>',
    );
    // An address an image must not load: the spinner alone.
    await setBranding(BETA, { logo: 'javascript:alert(1)', companyName: 'Beta' });
    expect((await page('/login', BETA)).body).toContain('<div id="dd-splash"><span aria-hidden="true"></span></div>');
    await setBranding(BETA, { logo: '', companyName: 'Beta' });
    expect((await page('/login', BETA)).body).toContain('<div id="dd-splash"><span aria-hidden="true"></span></div>');
  });

  it('writes the logo address the app writes', () => {
    expect(logoAddress('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(logoAddress('/brand/logo.svg')).toBe('/brand/logo.svg');
    expect(logoAddress('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(logoAddress('abc123.png')).toBe('/api/file/abc123.png');
    expect(logoAddress('//evil.example/x.png')).toBeNull();
    expect(logoAddress('data:text/html,<b>x</b>')).toBeNull();
    expect(logoAddress('')).toBeNull();
  });
});
