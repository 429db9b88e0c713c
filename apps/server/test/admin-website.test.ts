import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ZAdminSettingsResponse, ZAdminWebsiteImageResponse, ZAdminWebsiteResponse, type TAdminWebsite } from '@draftdesk/contract';
import { auditLog, sites } from '../src/db/schema.ts';
import { ACME, BETA, SAMPLES, createTestApp, login, upload, type TestApp } from './helpers.ts';
import { call } from './journey-factory.ts';

const URL = '/api/admin/website';
const FLAGS = '/api/admin/website/settings';
const IMAGES = '/api/admin/website/images';
let t: TestApp;
let admin: string;
let betaAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  betaAdmin = await login(t.app, 'admin@demo.test', BETA);
});
afterAll(() => t?.close());

const get = (cookie: string | null, host = ACME) => call(t, cookie, 'GET', URL, undefined, host);
const patch = (cookie: string | null, body: object, host = ACME) => call(t, cookie, 'PATCH', URL, body, host);
const current = async (cookie = admin, host = ACME): Promise<TAdminWebsite> => ZAdminWebsiteResponse.parse((await get(cookie, host)).json()).data;
const publicSite = async (host = ACME) => (await call(t, null, 'GET', '/api/website', undefined, host)).json().data;
const stored = async (site: 'acme' | 'beta') =>
  (await t.deps.db.select({ settings: sites.settings, secrets: sites.secrets }).from(sites).where(eq(sites.id, t.demo[site].id)))[0];
const audits = (siteId: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteId, siteId), eq(auditLog.targetType, 'site')));

describe('GET /api/admin/website', () => {
  it("gives the admin their own site's settings, the review page's texts and the version", async () => {
    const acme = await current();
    expect(acme).toMatchObject({
      companyName: 'Acme Resumes',
      companyEmail: 'support@acme-resumes.test',
      defaultLanguage: 'en',
      twitter: 'https://twitter.com/acmeresumes',
    });
    expect(acme.customCheckout).toMatchObject({ url: '', method: 'GET', token: { set: false } });
    expect(acme.payments).toEqual({
      provider: 'sandbox',
      stripe: { secretKey: { set: false }, publishableKey: { set: false }, webhookSecret: { set: false } },
      flutterwave: { publicKey: { set: false }, secretKey: { set: false }, secretHash: { set: false } },
    });
    expect(Date.parse(acme.updatedAt)).not.toBeNaN();
    expect((await current(betaAdmin, BETA)).companyName).toBe('Beta Careers');
  });

  it('refuses customers, writers and reviewers (403), anonymous callers (401) and another site’s admin session (401)', async () => {
    for (const email of ['customer@demo.test', 'writer@demo.test', 'reviewer@demo.test']) {
      const cookie = await login(t.app, email);
      expect((await get(cookie)).statusCode, email).toBe(403);
      expect((await patch(cookie, { companyName: 'X', updatedAt: new Date().toISOString() })).statusCode, email).toBe(403);
      expect((await upload(t, cookie, 'logo.png', SAMPLES.png, { url: IMAGES })).statusCode, email).toBe(403);
    }
    expect((await get(null)).statusCode).toBe(401);
    // A session belongs to its site: Beta's admin cookie means nothing on Acme's host.
    expect((await get(betaAdmin, ACME)).statusCode).toBe(401);
    expect((await publicSite()).companyName).toBe('Acme Resumes');
  });
});

describe('PATCH /api/admin/website', () => {
  it('saves branding, colours and links; GET /api/website shows them at once; the change is audited', async () => {
    expect((await publicSite()).topBarBgColor).toBe('#ffffff'); // now cached
    const before = await current();
    const res = await patch(admin, {
      updatedAt: before.updatedAt,
      companyName: 'Acme Careers',
      topBarBgColor: '#123456',
      sideBarActiveColor: '#abc',
      youtube: 'https://youtube.com/@acme',
      loginDomainQueries: ['email', 'firstName'],
      critiquesConsultationLink: 'https://acme.test/call',
      reviewUiCustomizations: { reviewEmailFirstName: 'Ann' },
      expertHelperTextSection: { helperText: 'Talk to an expert', buttonText: 'Book' },
      customScripts: { headerTag: '<meta name="x" content="y">', bodyTag: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = ZAdminWebsiteResponse.parse(res.json()).data;
    expect(saved).toMatchObject({
      companyName: 'Acme Careers',
      topBarBgColor: '#123456',
      youtube: 'https://youtube.com/@acme',
      twitter: 'https://twitter.com/acmeresumes',
    });
    expect(saved.expertHelperTextSection).toEqual({ helperText: 'Talk to an expert', buttonText: 'Book' });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

    const site = await publicSite();
    expect(site).toMatchObject({
      companyName: 'Acme Careers',
      topBarBgColor: '#123456',
      sideBarActiveColor: '#abc',
      loginDomainQueries: ['email', 'firstName'],
    });
    expect(site.customScripts.headerTag).toBe('<meta name="x" content="y">');
    expect(site.website_settings.enable_boards).toBe(true);
    const review = (await stored('acme')).settings!.reviewUiCustomizations as Record<string, unknown>;
    expect(review).toMatchObject({ reviewEmailFirstName: 'Ann', expertHelperTextSection: { helperText: 'Talk to an expert', buttonText: 'Book' } });

    const entry = (await audits(t.demo.acme.id)).find((row) => row.action === 'settingsChanged');
    expect(entry?.actorId).toBeTruthy();
    expect((entry?.data as { fields: string[] }).fields).toEqual(
      expect.arrayContaining(['companyName', 'topBarBgColor', 'youtube', 'reviewUiCustomizations', 'customScripts']),
    );
    expect((entry?.data as { fields: string[] }).fields).not.toContain('twitter');
    // The page shows it: who, what, when.
    const history = ZAdminWebsiteResponse.parse((await get(admin)).json()).history;
    expect(history[0]).toMatchObject({ action: 'settingsChanged', actorName: 'Ada Admin', data: { fields: expect.arrayContaining(['companyName']) } });
  });

  it('refuses a stale version with 409 and writes nothing; a flag save bumps the same version', async () => {
    const before = await current();
    const flags = await call(t, admin, 'PATCH', FLAGS, { hide_tip: true });
    expect(flags.statusCode, flags.body).toBe(200);
    const flagsVersion = ZAdminSettingsResponse.parse(flags.json()).updatedAt;
    expect(Date.parse(flagsVersion)).toBeGreaterThan(Date.parse(before.updatedAt));

    const stale = await patch(admin, { updatedAt: before.updatedAt, companyName: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleWrite);
    expect((await current()).companyName).toBe(before.companyName);

    // The flags form with an old version is refused too.
    const staleFlags = await call(t, admin, 'PATCH', FLAGS, { hide_tip: false, updatedAt: before.updatedAt });
    expect(staleFlags.statusCode).toBe(409);
    expect((await publicSite()).website_settings.hide_tip).toBe(true);
    const ok = await call(t, admin, 'PATCH', FLAGS, { hide_tip: false, updatedAt: flagsVersion });
    expect(ok.statusCode, ok.body).toBe(200);
    const flagAudit = (await audits(t.demo.acme.id)).filter((row) => row.action === 'flagsChanged');
    expect(flagAudit.map((row) => row.data)).toContainEqual({ flags: [{ flag: 'hide_tip', value: false }] });
  });

  it('refuses a custom checkout method other than GET with the text of spec 01 §5', async () => {
    const { updatedAt } = await current();
    const checkout = { url: 'https://pay.acme.test/link', method: 'POST', responseFieldPath: 'data.link', tokenName: 'X-Key', tokenLocation: 'header' };
    const res = await patch(admin, { updatedAt, customCheckout: checkout });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'customCheckout.method': 'The Custom Checkout Data is inconsistent!' });
    expect((await current()).customCheckout.url).toBe('');

    const get = await patch(admin, { updatedAt, customCheckout: { ...checkout, method: 'get', token: 'tok-SECRET-1' } });
    expect(get.statusCode, get.body).toBe(200);
    expect(get.body).not.toContain('tok-SECRET-1');
    expect(ZAdminWebsiteResponse.parse(get.json()).data.customCheckout).toEqual({ ...checkout, method: 'GET', token: { set: true } });
    expect((await stored('acme')).secrets).toMatchObject({ customCheckout: { token: 'tok-SECRET-1' } });
    expect(JSON.stringify(await publicSite())).not.toContain('tok-SECRET-1');

    // Back to no custom checkout (it hides the site's own checkout); the token cleared.
    const { updatedAt: next } = await current();
    const off = await patch(admin, {
      updatedAt: next,
      customCheckout: { url: '', method: 'GET', responseFieldPath: '', tokenName: '', tokenLocation: '', token: null },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(ZAdminWebsiteResponse.parse(off.json()).data.customCheckout.token).toEqual({ set: false });
  });

  it('answers 400 with the names of the wrong fields, unknown keys included, and changes nothing', async () => {
    const before = await stored('acme');
    const { updatedAt } = await current();
    const res = await patch(admin, {
      updatedAt,
      companyName: '',
      companyEmail: 'not-an-email',
      topBarTextColor: 'red',
      twitter: 'javascript:alert(1)',
      defaultLanguage: 'xx',
      logo: 'has spaces!',
      internalNote: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'companyEmail',
      'companyName',
      'defaultLanguage',
      'internalNote',
      'logo',
      'topBarTextColor',
      'twitter',
    ]);
    expect(res.json().errors).toMatchObject({
      companyEmail: MESSAGES.fieldInvalidEmail,
      topBarTextColor: MESSAGES.fieldInvalid,
      internalNote: MESSAGES.fieldNotAllowed,
    });
    expect((await patch(admin, { companyName: 'No version' })).json().errors).toHaveProperty('updatedAt');
    expect(await stored('acme')).toEqual(before);
  });

  it('keeps payment keys write-only: set, shown as set, never sent back, cleared on request', async () => {
    const { updatedAt } = await current();
    const half = await patch(admin, { updatedAt, payments: { provider: 'stripe' } });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ 'payments.stripe.secretKey': MESSAGES.fieldRequired });

    const res = await patch(admin, { updatedAt, payments: { flutterwave: { publicKey: 'FLWPUBK-SECRET-2', secretKey: 'FLWSECK-SECRET-3' } } });
    expect(res.statusCode, res.body).toBe(200);
    for (const body of [res.body, (await get(admin)).body, (await call(t, null, 'GET', '/api/website')).body]) {
      expect(body).not.toContain('SECRET-2');
      expect(body).not.toContain('SECRET-3');
    }
    expect(ZAdminWebsiteResponse.parse(res.json()).data.payments).toMatchObject({
      provider: 'sandbox',
      flutterwave: { publicKey: { set: true }, secretKey: { set: true }, secretHash: { set: false } },
    });
    const payments = (await stored('acme')).secrets.payments as Record<string, unknown>;
    expect(payments).toEqual({ provider: 'sandbox', flutterwave: { publicKey: 'FLWPUBK-SECRET-2', secretKey: 'FLWSECK-SECRET-3' } });
    const entry = (await audits(t.demo.acme.id)).at(-1);
    expect(JSON.stringify(entry?.data)).not.toContain('SECRET');

    const cleared = await patch(admin, {
      updatedAt: ZAdminWebsiteResponse.parse(res.json()).data.updatedAt,
      payments: { flutterwave: { publicKey: null, secretKey: null } },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await stored('acme')).secrets.payments).toEqual({ provider: 'sandbox' });
  });

  it('takes an uploaded picture of its own site (bytes checked) and refuses another site’s file', async () => {
    const up = await upload(t, admin, 'logo.png', SAMPLES.png, { url: IMAGES });
    expect(up.statusCode, up.body).toBe(200);
    const { key, url } = ZAdminWebsiteImageResponse.parse(up.json());
    expect((await call(t, null, 'GET', url)).statusCode).toBe(200);
    expect((await upload(t, admin, 'logo.png', SAMPLES.exe, { url: IMAGES })).statusCode).toBe(415);

    const betaUp = await upload(t, betaAdmin, 'beta.png', SAMPLES.png, { url: IMAGES, host: BETA });
    const betaKey = ZAdminWebsiteImageResponse.parse(betaUp.json()).key;
    const { updatedAt } = await current();
    const foreign = await patch(admin, { updatedAt, loginImg: betaKey });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ loginImg: MESSAGES.fileNotFound });

    const ok = await patch(admin, { updatedAt, logo: key });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await publicSite()).logo).toBe(key);
  });

  it("changes only the admin's own site", async () => {
    const acmeBefore = await publicSite();
    const beta = await current(betaAdmin, BETA);
    const res = await patch(betaAdmin, { updatedAt: beta.updatedAt, companyName: 'Beta Renamed', footerBgColor: '#000000' }, BETA);
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSite(BETA)).companyName).toBe('Beta Renamed');
    expect(await publicSite()).toEqual(acmeBefore);
    expect((await audits(t.demo.beta.id)).length).toBe(1);
  });
});
