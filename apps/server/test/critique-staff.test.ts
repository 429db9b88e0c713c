/**
 * Issue 11 §1: staff make a free review for any e-mail from their area: admins always, writers when their site
 * allows it (website_settings.writers_create_reviews, off by default, switched by the site's admin).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { critiques } from '../src/db/schema.ts';
import { ACME, BETA, SAMPLES, as, createTestApp, login, multipart, nextIp, type TestApp } from './helpers.ts';
import { call } from './journey-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let made = 0;
function create(cookie: string | null, host = ACME) {
  const body = multipart('file', 'resume.pdf', SAMPLES.pdf, 'application/pdf', {
    firstName: 'Carla',
    lastName: 'Candidate',
    email: `carla-${++made}@example.test`,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/writer/critiques',
    headers: { ...as(cookie, host), ...body.headers },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
}

const allowWriters = (admin: string, on: boolean, host = ACME) => call(t, admin, 'PATCH', '/api/admin/website/settings', { writers_create_reviews: on }, host);

describe('POST /api/writer/critiques', () => {
  it('is refused to writers until the site allows it; the admin’s switch is shown with the site’s flags', async () => {
    const writer = await login(t.app, 'writer@demo.test');
    const admin = await login(t.app, 'admin@demo.test');
    const before = (await call(t, admin, 'GET', '/api/admin/website/settings')).json().data;
    expect(before.writers_create_reviews).toBe(false);
    const refused = await create(writer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.forbidden });

    expect((await allowWriters(admin, true)).statusCode).toBe(200);
    expect((await call(t, null, 'GET', '/api/website')).json().data.website_settings.writers_create_reviews).toBe(true);
    const res = await create(writer);
    expect(res.statusCode).toBe(201);
    const { critiqueId, link } = res.json();
    expect(link).toBe(`/review/${critiqueId}`);
    // The review records who made it, and the person it is for gets its link.
    const [row] = await t.deps.db.select().from(critiques).where(eq(critiques.id, critiqueId));
    expect(row).toMatchObject({ siteId: t.demo.acme.id, email: `carla-${made}@example.test`, createdBy: t.demo.acme.users.writer });
    await t.mailed(1);
    expect(t.sent.find((m) => m.to === `carla-${made}@example.test`)?.text).toContain(link);

    // Switched off again: refused again.
    expect((await allowWriters(admin, false)).statusCode).toBe(200);
    expect((await create(writer)).statusCode).toBe(403);
  });

  it('follows each site’s own switch', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    expect((await allowWriters(admin, true)).statusCode).toBe(200);
    const betaWriter = await login(t.app, 'writer@demo.test', BETA);
    expect((await create(betaWriter, BETA)).statusCode).toBe(403);
    expect((await allowWriters(admin, false)).statusCode).toBe(200);
  });

  it('is the writers’ route only: others have their own (admins) or none (customers, reviewers, anonymous)', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    expect((await allowWriters(admin, true)).statusCode).toBe(200);
    for (const email of ['customer@demo.test', 'reviewer@demo.test', 'admin@demo.test']) {
      expect((await create(await login(t.app, email))).statusCode, email).toBe(403);
    }
    expect((await create(null)).statusCode).toBe(401);
    expect((await allowWriters(admin, false)).statusCode).toBe(200);
  });
});
