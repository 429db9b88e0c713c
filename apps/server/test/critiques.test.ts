/**
 * The free resume review through HTTP (spec 03 §7 'Review and checkout'): intake with its validation and limits,
 * processing in the worker pool, the review's reads and small writes, site scoping, and a review whose holder
 * stopped mid-way finishing after its lease.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ZReviewResponse, type TReviewData } from '@draftdesk/contract';
import { buildApp } from '../src/app.ts';
import { buildDeps } from '../src/deps.ts';
import { critiqueViews, critiques } from '../src/db/schema.ts';
import { processDueCritiques } from '../src/modules/critiques/jobs.ts';
import { critiquesRepo } from '../src/modules/critiques/repo.ts';
import { FIXTURE_TEXT, onePagePdf, truncatedPdf } from './critique-fixtures.ts';
import { ACME, BETA, SAMPLES, as, createTestApp, demoOrders, login, multipart, nextIp, type TestApp } from './helpers.ts';
import { PACKAGE, demoPackage } from './journey-factory.ts';
import { CARDS, send } from './checkout-factory.ts';
import pino from 'pino';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CRITIQUE_RATE_PER_IP: '4' });
});
afterAll(() => t?.close());

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let visitors = 0;
const visitor = (more: Record<string, string> = {}) => ({ firstName: 'Maria', lastName: 'Gonzalez', email: `maria-${++visitors}@example.test`, ...more });

async function upload(file: Buffer, opts: { name?: string; type?: string; fields?: Record<string, string>; ip?: string; host?: string } = {}) {
  const body = multipart('file', opts.name ?? 'resume.pdf', file, opts.type ?? 'application/pdf', opts.fields ?? visitor());
  return t.app.inject({
    method: 'POST',
    url: '/api/critiques',
    headers: { ...as(null, opts.host ?? ACME), ...body.headers, 'accept-language': 'de-DE,de;q=0.9' },
    payload: body.payload,
    remoteAddress: opts.ip ?? nextIp(),
  });
}

const getReview = (id: string, host = ACME) =>
  t.app.inject({ method: 'GET', url: `/review/${id}`, headers: { ...as(null, host), accept: 'application/json' } });

/** Reads the review until the engine has written it. */
async function processed(id: string): Promise<TReviewData> {
  for (const until = Date.now() + 20_000; Date.now() < until;) {
    const res = await getReview(id);
    expect(res.statusCode).toBe(200);
    const data = ZReviewResponse.parse(res.json()).data;
    if (data.critique.processedAt) return data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the review was not processed in 20 s');
}

describe('POST /api/critiques', () => {
  it('takes a resume, answers at once with the review link, e-mails it, and the review quotes the resume', async () => {
    const fields = visitor({ phoneNumber: '+1 415 555 2671' });
    const res = await upload(await onePagePdf(), { fields });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ status: true, critiqueId: expect.stringMatching(/^[A-Za-z0-9_-]{20,64}$/), link: `/review/${body.critiqueId}` });
    await t.mailed(1);
    const mail = t.sent.find((m) => m.to === fields.email);
    expect(mail?.text).toContain(`/review/${body.critiqueId}`);
    // The browser said German: the e-mail speaks it.
    expect(mail?.subject).toContain('Lebenslauf');

    const data = await processed(body.critiqueId);
    expect(data.critique).toMatchObject({
      firstName: 'Maria',
      lastName: 'Gonzalez',
      email: fields.email,
      phoneNumber: '+1 415 555 2671',
      writtenByWriter: false,
    });
    expect(data.critique.ats_section?.name_from_resume_last_name).toBe('Gonzalez');
    expect(data.critique.style_section?.email_check.email).toBe(FIXTURE_TEXT.email);
    expect(data.critique.language_section?.weak_openers.flagged_text.join(' ')).toContain('Responsible for');
    expect(data.critique.scores?.overall).toBeGreaterThan(0);
    // The packages that fix it, highest price first.
    const prices = data.packages.map((p) => p.packagePrice);
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });

  it('says what could not be read in a broken file, never a 5xx', async () => {
    const res = await upload(await truncatedPdf());
    expect(res.statusCode).toBe(201);
    const data = await processed(res.json().critiqueId);
    expect(data.critique.unreadable).toBe('damaged');
    expect(data.critique.ats_section?.result).toBe('bad');
  });

  it('refuses a file that is not a PDF or DOCX by its bytes, whatever its name', async () => {
    const res = await upload(SAMPLES.exe, { name: 'resume.pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'critiqueFileType', message: MESSAGES.critiqueFileType });
    const png = await upload(SAMPLES.png, { name: 'resume.docx', type: DOCX_TYPE });
    expect(png.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(10 * 1024 * 1024 + 1, 32)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
  });

  it('validates the fields with the spec texts, and keeps no file when they fail', async () => {
    const before = (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(critiques))[0].n;
    const res = await upload(SAMPLES.pdf, { fields: { firstName: '', lastName: 'G', email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ firstName: MESSAGES.firstNameRequired, email: MESSAGES.fieldInvalidEmail });
    const extra = await upload(SAMPLES.pdf, { fields: { ...visitor(), role: 'admin' } });
    expect(extra.statusCode).toBe(400);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/critiques',
      headers: { ...as(null), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nMaria\r\n--x--\r\n',
      remoteAddress: nextIp(),
    });
    expect(noFile.statusCode).toBe(400);
    expect((await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(critiques))[0].n).toBe(before);
  });

  it('allows 5 reviews per e-mail address in an hour, and the set number per client address', async () => {
    const email = `limit-${Date.now()}@example.test`;
    const fields = () => ({ firstName: 'Lim', lastName: 'It', email });
    for (let i = 0; i < 5; i += 1) expect((await upload(SAMPLES.pdf, { fields: fields() })).statusCode).toBe(201);
    const sixth = await upload(SAMPLES.pdf, { fields: fields() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'critiqueTooMany', message: MESSAGES.critiqueTooMany });
    // CRITIQUE_RATE_PER_IP=4 in this app.
    const ip = nextIp();
    for (let i = 0; i < 4; i += 1) expect((await upload(SAMPLES.pdf, { ip })).statusCode).toBe(201);
    expect((await upload(SAMPLES.pdf, { ip })).statusCode).toBe(429);
  });
});

describe('the review', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(await onePagePdf())).json().critiqueId;
    await processed(id);
  });

  it('records a new view on every load, and is not found from another site', async () => {
    const a = (await getReview(id)).json().data.critiqueViewsId;
    const b = (await getReview(id)).json().data.critiqueViewsId;
    expect(a).not.toBe(b);
    const views = await t.deps.db.select().from(critiqueViews).where(eq(critiqueViews.critiqueId, id));
    expect(views.map((v) => v.id)).toEqual(expect.arrayContaining([a, b]));
    const other = await getReview(id, BETA);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('critiqueNotFound');
    expect((await getReview('x'.repeat(19))).statusCode).toBe(400);
  });

  it('gives the resume it read, for what an ATS sees beside it, on its own site only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/review/${id}/file`, headers: { ...as(null), accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(await onePagePdf())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/review/${id}/file`, headers: { ...as(null, BETA), accept: '*/*' } })).statusCode).toBe(404);
  });

  it('grows the visited tabs and never shrinks them', async () => {
    const post = (vistedTabs: string[]) =>
      t.app.inject({ method: 'POST', url: '/review/progress', headers: as(null), payload: { critiqueId: id, vistedTabs } });
    expect((await post(['Structure', 'Language'])).statusCode).toBe(200);
    expect((await post(['ATS'])).statusCode).toBe(200);
    expect((await post(['Not a tab'])).statusCode).toBe(400);
    const progress = (await getReview(id)).json().data.critique.progress as string[];
    // Kept in the tabs' order, each once.
    expect(progress).toEqual(['Structure', 'Language', 'ATS']);
  });

  it('takes the visitor’s rating once', async () => {
    const rate = (stars: number) =>
      t.app.inject({ method: 'POST', url: `/review/${id}/feedback/`, headers: as(null), payload: { stars, feedback: 'Very clear' } });
    expect((await rate(0)).statusCode).toBe(400);
    const first = await rate(4);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(MESSAGES.feedbackThanks);
    expect((await rate(5)).statusCode).toBe(409);
    expect((await getReview(id)).json().data.critique).toMatchObject({ stars: 4, feedback: 'Very clear' });
  });

  it('fixes a missing name and e-mail, with the spec texts when they are missing', async () => {
    const update = (payload: object) => t.app.inject({ method: 'POST', url: `/review/${id}/update/name`, headers: as(null), payload });
    const bad = await update({ firstName: '', lastName: '', email: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ firstName: 'Enter First Name', lastName: 'Enter Last name', email: 'Enter email' });
    expect((await update({ firstName: 'Mia', lastName: 'Gonz', email: 'mia@example.test' })).statusCode).toBe(200);
    expect((await getReview(id)).json().data.critique).toMatchObject({ firstName: 'Mia', lastName: 'Gonz', email: 'mia@example.test' });
  });

  it('records a consultation click on this review’s own view only', async () => {
    const viewId = (await getReview(id)).json().data.critiqueViewsId as string;
    const click = (critiqueViewId: string) =>
      t.app.inject({ method: 'POST', url: `/critiques/${id}/schedule-button-click`, headers: as(null), payload: { critiqueViewId } });
    expect((await click('someone-elses-view')).statusCode).toBe(404);
    expect((await click(viewId)).statusCode).toBe(200);
    const [view] = await t.deps.db.select().from(critiqueViews).where(eq(critiqueViews.id, viewId));
    expect(view.scheduleClickedAt).toBeInstanceOf(Date);
  });
});

describe('processing', () => {
  it('finishes a review whose instance stopped mid-way, once its lease has run out', async () => {
    // An instance that claims the review and never finishes it: its engine hangs, then it is gone.
    const run = t.deps.critiquePool.run.bind(t.deps.critiquePool);
    let gone = () => {};
    t.deps.critiquePool.run = () => new Promise((_, reject) => (gone = () => reject(new Error('the instance stopped'))));
    const id = (await upload(await onePagePdf())).json().critiqueId as string;
    const claimed = async () => (await t.deps.db.select().from(critiques).where(eq(critiques.id, id)))[0];
    for (const until = Date.now() + 5000; !(await claimed()).leaseUntil && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));
    expect((await claimed()).leaseUntil).toBeInstanceOf(Date);

    // Another instance on the same database: nothing to take while the lease holds.
    const deps = await buildDeps(t.deps.config, t.deps.database, pino({ level: 'silent' }));
    const other = await buildApp(deps);
    try {
      expect(await processDueCritiques(deps, other.log)).toBe(0);
      await t.deps.db
        .update(critiques)
        .set({ leaseUntil: new Date(Date.now() - 1000) })
        .where(eq(critiques.id, id));
      expect(await processDueCritiques(deps, other.log)).toBe(1);
      const row = await claimed();
      expect(row.processedAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(2);
      expect(row.report?.ats_section.name_from_resume_last_name).toBe('Gonzalez');
    } finally {
      gone();
      t.deps.critiquePool.run = run;
      await other.close();
    }
  });

  it('gives up on a document that keeps ending its reader, with a review that says so', async () => {
    const id = (await upload(SAMPLES.pdf)).json().critiqueId as string;
    await processed(id);
    // As if three instances had died reading it.
    await t.deps.db.update(critiques).set({ processedAt: null, report: null, attempts: 3, leaseUntil: null }).where(eq(critiques.id, id));
    expect(await processDueCritiques(t.deps, t.app.log)).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select().from(critiques).where(eq(critiques.id, id));
    expect(row.report?.unreadable).toBe('damaged');
    expect(await critiquesRepo(t.deps.db).find('another-site', id)).toBeUndefined();
  });
});

describe('the admin’s reviews', () => {
  it('lists the site’s reviews with their funnels, and rewrites a text so the visitor reads the staff’s words', async () => {
    const fields = visitor({ lastName: 'Funnelova' });
    const id = (await upload(await onePagePdf(), { fields })).json().critiqueId as string;
    await processed(id);
    const viewId = (await getReview(id)).json().data.critiqueViewsId as string;
    await t.app.inject({ method: 'POST', url: `/critiques/${id}/schedule-button-click`, headers: as(null), payload: { critiqueViewId: viewId } });
    const packageId = demoPackage(t, 'acme', PACKAGE.resume)._id;
    const click = await t.app.inject({
      method: 'POST',
      url: '/checkout/yjsg-checkout-button-click',
      headers: as(null),
      payload: { packageId, critiqueId: id, critiqueViewId: viewId },
    });
    expect(click.statusCode).toBe(200);

    const admin = await login(t.app, 'admin@demo.test');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/critiques?search=Funnelova', headers: as(admin) });
    expect(list.statusCode).toBe(200);
    const views = await t.deps.db.select().from(critiqueViews).where(eq(critiqueViews.critiqueId, id));
    expect(list.json().critiques).toEqual([
      // Every load is a view, the polling while it was prepared too.
      expect.objectContaining({
        _id: id,
        email: fields.email,
        writtenByWriter: false,
        funnel: { views: views.length, scheduleClicks: 1, checkoutClicks: 1, purchases: 0 },
      }),
    ]);
    // Beta's admin sees none of Acme's.
    const betaAdmin = await login(t.app, 'admin@demo.test', BETA);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/critiques?search=Funnelova', headers: as(betaAdmin, BETA) })).json().critiques).toEqual([]);

    const edit = (payload: object, cookie = admin) => t.app.inject({ method: 'PATCH', url: `/api/admin/critiques/${id}`, headers: as(cookie), payload });
    expect((await edit({ texts: { 'ats_section.hard_skills': 'x' } })).statusCode).toBe(400);
    expect((await edit({ texts: { 'ats_section.report_text': 'Reads well.' } }, await login(t.app, 'writer@demo.test'))).statusCode).toBe(403);
    const edited = await edit({
      texts: { 'ats_section.report_text': 'Our expert read it: it reads well.', 'language_section.buzzwords.report_text': 'Two clichés to cut.' },
    });
    expect(edited.statusCode).toBe(200);
    const critique = (await getReview(id)).json().data.critique;
    expect(critique.writtenByWriter).toBe(true);
    expect(critique.ats_section.report_text).toBe('Our expert read it: it reads well.');
    expect(critique.language_section.buzzwords.report_text).toBe('Two clichés to cut.');
    // What the engine found stays.
    expect(critique.ats_section.name_from_resume_last_name).toBe('Gonzalez');
  });
});

describe('a purchase from a review', () => {
  it('counts in the review’s funnel and shows the review on the writer’s order', async () => {
    const other = (await demoOrders(t, 'acme')).inProgress.id;
    const id = (await upload(await onePagePdf())).json().critiqueId as string;
    const data = await processed(id);
    const item = data.packages[0]._id;
    // The review's package button leads to checkout, whose page load records the click it then pays with.
    const info = await send(t, null, 'GET', `/getPackageInfo?item=${item}&critiqueId=${id}&critiqueViewId=${data.critiqueViewsId}`);
    const checkoutButtonClickId = info.json().checkoutClickId as string;
    const intent = (await send(t, null, 'POST', '/api/getPaymentIntentPublic', { item, country: 'US' })).json();
    const buyer = { firstName: 'Maria', lastName: 'Gonzalez', email: `buyer-${id.slice(0, 6)}@example.test` };
    expect((await send(t, null, 'POST', '/registerCustomer', { ...buyer, intent: intent.intent_id, item })).statusCode).toBe(200);
    await send(t, null, 'POST', `/api/sandbox/payment-intents/${intent.intent_id}/confirm`, { client_secret: intent.client_secret, card_number: CARDS.ok });
    const paid = await send(t, null, 'POST', '/api/confirmAffirmPayment', { paymentIntent: intent.intent_id, item, checkoutButtonClickId });
    expect(paid.statusCode, paid.body).toBe(200);

    const admin = await login(t.app, 'admin@demo.test');
    const funnel = (await t.app.inject({ method: 'GET', url: `/api/admin/critiques/${id}`, headers: as(admin) })).json().funnel;
    expect(funnel).toMatchObject({ checkoutClicks: 1, purchases: 1 });
    const order = (await t.app.inject({ method: 'GET', url: `/api/writer/orders/${paid.json()._id}`, headers: as(admin) })).json().order;
    expect(order.critique).toEqual({ _id: id, score: data.critique.scores?.overall });
    // An order bought without a review names none.
    expect((await t.app.inject({ method: 'GET', url: `/api/writer/orders/${other}`, headers: as(admin) })).json().order.critique).toBeNull();
  });
});
