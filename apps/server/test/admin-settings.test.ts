import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FLAGS, ZAdminSettingsResponse, ZRevisionUploadResponse } from '@draftdesk/contract';
import { sites } from '../src/db/schema.ts';
import { ACME, BETA, createTestApp, login, type TestApp } from './helpers.ts';
import { buildOrder, call } from './journey-factory.ts';
import { uploaded } from './writer-factory.ts';

const URL = '/api/admin/website/settings';
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
const websiteFlags = async (host = ACME) => (await call(t, null, 'GET', '/api/website', undefined, host)).json().data.website_settings;
const storedSettings = async (site: 'acme' | 'beta') =>
  (await t.deps.db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, t.demo[site].id)))[0].settings as Record<string, unknown>;

describe('GET /api/admin/website/settings', () => {
  it('gives the admin every switchable flag of their own site', async () => {
    const acme = ZAdminSettingsResponse.parse((await get(admin)).json());
    expect(Object.keys(acme.data).sort()).toEqual([...ADMIN_FLAGS].sort());
    expect(acme.data).toMatchObject({ enable_writer_notes: true, hide_tip: false, enable_revisions_approval_feature: false });
    const beta = ZAdminSettingsResponse.parse((await get(betaAdmin, BETA)).json());
    expect(beta.data).toMatchObject({ enable_writer_notes: false, hide_tip: true });
  });

  it('refuses customers, writers and reviewers (403) and anonymous callers (401)', async () => {
    for (const email of ['customer@demo.test', 'writer@demo.test', 'reviewer@demo.test']) {
      const cookie = await login(t.app, email);
      expect((await get(cookie)).statusCode, email).toBe(403);
      expect((await patch(cookie, { hide_tip: true })).statusCode, email).toBe(403);
    }
    expect((await get(null)).statusCode).toBe(401);
    expect((await patch(null, { hide_tip: true })).statusCode).toBe(401);
    expect((await websiteFlags()).hide_tip).toBe(false);
  });
});

describe('PATCH /api/admin/website/settings', () => {
  it('merges the flags into the stored settings and GET /api/website shows them at once', async () => {
    expect((await websiteFlags()).enable_revisions_approval_feature).toBe(false); // now cached
    const res = await patch(admin, { enable_revisions_approval_feature: true, hide_tip: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAdminSettingsResponse.parse(res.json()).data).toMatchObject({ enable_revisions_approval_feature: true, hide_tip: true, enable_writer_notes: true });

    expect(await websiteFlags()).toMatchObject({ enable_revisions_approval_feature: true, hide_tip: true, enable_boards: true, enable_writer_notes: true });
    const stored = await storedSettings('acme');
    expect(stored.companyName).toBe('Acme Resumes');
    expect(stored.website_settings).toMatchObject({ enable_boards: true, enable_customer_job_search: true, enable_revisions_approval_feature: true });
    expect(ZAdminSettingsResponse.parse((await get(admin)).json()).data.hide_tip).toBe(true);

    expect((await patch(admin, { hide_tip: false })).statusCode).toBe(200);
    expect(await websiteFlags()).toMatchObject({ hide_tip: false, enable_revisions_approval_feature: true });
  });

  it('keeps every flag when admins save different flags at the same moment', async () => {
    const before = ZAdminSettingsResponse.parse((await get(betaAdmin, BETA)).json()).data;
    const flipped = Object.fromEntries(ADMIN_FLAGS.map((f) => [f, !before[f]]));
    const saves = await Promise.all(ADMIN_FLAGS.map((f) => patch(betaAdmin, { [f]: flipped[f] }, BETA)));
    expect(saves.map((r) => r.statusCode)).toEqual(ADMIN_FLAGS.map(() => 200));
    expect(ZAdminSettingsResponse.parse((await get(betaAdmin, BETA)).json()).data).toEqual(flipped);
    expect((await patch(betaAdmin, before, BETA)).statusCode).toBe(200);
    expect(ZAdminSettingsResponse.parse((await get(betaAdmin, BETA)).json()).data).toEqual(before);
  });

  it('puts the flag into effect: a draft uploaded now waits for approval', async () => {
    const writer = await login(t.app, 'writer@demo.test');
    const order = await buildOrder(t);
    const data = { dataPdf: await uploaded(t, writer, 'pdf', 'draft.pdf'), dataWord: await uploaded(t, writer, 'docx', 'draft.docx') };
    const res = await call(t, writer, 'POST', '/api/writer/orders/revision/upload', { order_id: order.id, serviceId: 'svc-resume', data });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZRevisionUploadResponse.parse(res.json()).pendingAdminApproval).toBe(true);
  });

  it("changes only the admin's own site", async () => {
    const before = await websiteFlags();
    const res = await patch(betaAdmin, { disable_customer_rating: true, enable_revisions_approval_feature: false }, BETA);
    expect(res.statusCode, res.body).toBe(200);
    expect(await websiteFlags(BETA)).toMatchObject({ disable_customer_rating: true, hide_invoices: true, hide_tip: true });
    expect(await websiteFlags()).toEqual(before);
    expect(((await storedSettings('acme')).website_settings as Record<string, unknown>).disable_customer_rating).toBeUndefined();
  });

  it('refuses unknown keys, flags outside the list, non-boolean values and a malformed version with 400, changing nothing', async () => {
    const before = await storedSettings('acme');
    for (const body of [
      { hide_tip: true, companyName: 'Hacked' },
      { enable_everything: true },
      { hide_tip: 'yes' },
      { hide_tip: null },
      { hide_tip: true, updatedAt: 'yesterday' },
    ]) {
      const res = await patch(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(admin, { hide_tip: true, companyName: 'Hacked' })).json().errors).toMatchObject({ companyName: 'This field is not allowed.' });
    expect(await storedSettings('acme')).toEqual(before);
  });
});
