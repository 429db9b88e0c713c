import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCustomerDraftsResponse, ZFinalDocumentResponse, ZFinalizeRevisionResponse, type TUploadedFile } from '@draftdesk/contract';
import { files, notifications, revisions, sites } from '../src/db/schema.ts';
import { BETA, SAMPLES, createTestApp, createUser, demoOrders, login, upload, type TestApp } from './helpers.ts';
import { PACKAGE, allTasks, buildDraft, buildFinal, buildOrder, call, demoPackage, eventsOf, reload, type OrderRow } from './journey-factory.ts';

let t: TestApp;
let customer: string;
let stranger: string;
let betaCustomer: string;
let demo: Awaited<ReturnType<typeof demoOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoOrders(t, 'acme');
  customer = await login(t.app, 'customer@demo.test');
  stranger = await login(t.app, (await createUser(t, 'acme')).email);
  betaCustomer = await login(t.app, 'customer@demo.test', BETA);
});
afterAll(() => t?.close());

const draftsUrl = (o: OrderRow, serviceId = 'svc-resume') => `/api/customer/orders/revision/get/${serviceId}/${o.id}`;
const review = (o: OrderRow, draftId: string, data: Record<string, unknown>, cookie = customer, host?: string) =>
  call(t, cookie, 'POST', '/api/customer/orders/revision/rate-review', { order_id: o.id, draft_id: draftId, data }, host);
const finalize = (o: OrderRow, serviceId = 'svc-resume', cookie = customer, host?: string) =>
  call(t, cookie, 'POST', '/api/customer/orders/revision/finalize', { order_id: o.id, serviceId, taskId: 'revision_process' }, host);
const GOOD = { reviewedByUser: true, rating: 4, review: 'Please shorten the summary.' };

describe('GET /api/customer/orders/revision/get/{serviceId}/{id}', () => {
  it('lists the drafts the customer may see, newest first', async () => {
    const order = await buildOrder(t);
    const old = await buildDraft(t, order, 'svc-resume', { createdAt: new Date(Date.now() - 3_600_000), rating: 2, review: 'Redo', reviewedByUser: true });
    const latest = await buildDraft(t, order, 'svc-resume');
    await buildDraft(t, order, 'svc-resume', { adminPending: true, adminApproved: false });
    await buildDraft(t, order, 'svc-resume', { adminPending: false, adminApproved: false, rejectionReason: 'Typos' });
    await buildDraft(t, order, 'svc-cover');
    const body = ZCustomerDraftsResponse.parse((await call(t, customer, 'GET', draftsUrl(order))).json());
    expect(body.data.map((d) => [d._id, d.state])).toEqual([
      [latest.id, 'under-review'],
      [old.id, 'reviewed'],
    ]);
    expect(body.data[0].data.dataPdf?.mimetype).toBe('application/pdf');
    expect(body.data[0]).not.toHaveProperty('adminApproval');
    expect(body).toMatchObject({ revisionFinalized: false, canFinalize: true });
  });

  it('shows the demo draft awaiting review', async () => {
    const body = ZCustomerDraftsResponse.parse((await call(t, customer, 'GET', draftsUrl(demo.inProgress))).json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      state: 'under-review',
      data: { dataPdf: { originalname: 'resume-draft-1.pdf' }, dataWord: { originalname: 'resume-draft-1.docx' } },
    });
    const pdf = await call(t, customer, 'GET', `/api/file/download/${body.data[0].data.dataPdf!.key}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const docx = await call(t, customer, 'GET', `/api/file/download/${body.data[0].data.dataWord!.key}`);
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('is 404 for a service without revisions, and for strangers', async () => {
    const order = await buildOrder(t, { pkg: PACKAGE.bundle });
    expect((await call(t, customer, 'GET', draftsUrl(order, 'svc-linkedin'))).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', draftsUrl(demo.inProgress))).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', draftsUrl(demo.inProgress), undefined, BETA)).statusCode).toBe(404);
  });
});

describe('POST /api/customer/orders/revision/rate-review', () => {
  it('stores the rating and review, clears pendingClientReview and tells the writer', async () => {
    const order = await buildOrder(t);
    const draft = await buildDraft(t, order, 'svc-resume');
    const res = await review(await reload(t, order.id), draft.id, GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Review Submitted Successfully!' });
    const [row] = await t.deps.db.select().from(revisions).where(eq(revisions.id, draft.id));
    expect(row).toMatchObject({ rating: 4, review: 'Please shorten the summary.', reviewedByUser: true });
    expect((await reload(t, order.id)).revisionData['svc-resume']).toEqual({ sentByWriter: true, pendingClientReview: false });
    const [note] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.userId, t.demo.acme.users.writer)));
    expect(note).toMatchObject({
      contant: 'The customer reviewed your draft.',
      data: { senderImg: '', senderName: 'Casey Customer', senderPrefName: 'Casey', action: 'review_submitted' },
    });
    expect((await eventsOf(t, order.id)).at(-1)).toMatchObject({ kind: 'revision_reviewed', data: { draftId: draft.id, rating: 4 } });
  });

  it("needs a rating and text: 'Please rate the document and specify your revision request'", async () => {
    const order = await buildOrder(t);
    const draft = await buildDraft(t, order, 'svc-resume');
    for (const data of [{ review: 'text only' }, { rating: 5, review: '   ' }, { rating: null, review: 'x' }]) {
      const res = await review(order, draft.id, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please rate the document and specify your revision request');
    }
    expect((await review(order, draft.id, { rating: 6, review: 'x' })).statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(revisions).where(eq(revisions.id, draft.id));
    expect(row.reviewedByUser).toBe(false);
  });

  it('accepts a revised PDF or DOCX and attaches it to the order; refuses other types', async () => {
    const order = await buildOrder(t);
    const draft = await buildDraft(t, order, 'svc-resume');
    const png: TUploadedFile = (await upload(t, customer, 'notes.png', SAMPLES.png, { type: 'image/png' })).json();
    const refused = await review(order, draft.id, { ...GOOD, reviewFile: png });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The revised file must be a PDF or DOCX document.');
    const othersPdf: TUploadedFile = (await upload(t, stranger, 'x.pdf', SAMPLES.pdf, { type: 'application/pdf' })).json();
    expect((await review(order, draft.id, { ...GOOD, reviewFile: othersPdf })).statusCode).toBe(400);
    const pdf: TUploadedFile = (await upload(t, customer, 'my-edits.pdf', SAMPLES.pdf, { type: 'application/pdf' })).json();
    expect((await review(order, draft.id, { ...GOOD, reviewFile: pdf })).statusCode).toBe(200);
    const [file] = await t.deps.db.select().from(files).where(eq(files.key, pdf.key));
    expect(file.orderId).toBe(order.id);
    const body = ZCustomerDraftsResponse.parse((await call(t, customer, 'GET', draftsUrl(order))).json());
    expect(body.data[0].reviewFile).toEqual(pdf);
  });

  it('refuses a draft of another order with 404 and a reviewed draft with 409', async () => {
    const mine = await buildOrder(t);
    const other = await buildOrder(t);
    const otherDraft = await buildDraft(t, other, 'svc-resume');
    const res = await review(mine, otherDraft.id, GOOD);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Draft not found.');
    const pending = await buildDraft(t, mine, 'svc-resume', { adminPending: true, adminApproved: false });
    expect((await review(mine, pending.id, GOOD)).statusCode).toBe(404);
    const draft = await buildDraft(t, mine, 'svc-resume');
    expect((await review(mine, draft.id, GOOD)).statusCode).toBe(200);
    const again = await review(mine, draft.id, GOOD);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This draft has already been reviewed.');
    const [row] = await t.deps.db.select().from(revisions).where(eq(revisions.id, otherDraft.id));
    expect(row.reviewedByUser).toBe(false);
  });

  it('is 404 for strangers and changes nothing', async () => {
    const order = await buildOrder(t);
    const draft = await buildDraft(t, order, 'svc-resume');
    expect((await review(order, draft.id, GOOD, stranger)).statusCode).toBe(404);
    expect((await review(order, draft.id, GOOD, betaCustomer, BETA)).statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(revisions).where(eq(revisions.id, draft.id));
    expect(row.rating).toBeNull();
  });
});

describe('rating disabled (disable_customer_rating)', () => {
  beforeAll(async () => {
    await t.deps.db
      .update(sites)
      .set({ settings: sql`jsonb_set(${sites.settings}, '{website_settings,disable_customer_rating}', 'true')` })
      .where(eq(sites.id, t.demo.beta.id));
    t.deps.siteCache.invalidate();
  });

  it("needs only review text: 'Please Write Review', and stores no rating", async () => {
    const order = await buildOrder(t, { site: 'beta' });
    const draft = await buildDraft(t, order, 'svc-resume');
    const blank = await review(order, draft.id, { rating: 5, review: '  ' }, betaCustomer, BETA);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please Write Review');
    expect((await review(order, draft.id, { rating: 5, review: 'Fine' }, betaCustomer, BETA)).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(revisions).where(eq(revisions.id, draft.id));
    expect(row).toMatchObject({ rating: null, review: 'Fine', reviewedByUser: true });
  });
});

describe('POST /api/customer/orders/revision/finalize', () => {
  it('refuses without a reviewed draft (409) and changes nothing', async () => {
    const order = await buildOrder(t);
    const none = await finalize(order);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('You can finalize only after you have reviewed a draft from your writer.');
    await buildDraft(t, order, 'svc-resume');
    expect((await finalize(order)).statusCode).toBe(409);
    expect((await reload(t, order.id)).completedTasks).toEqual([]);
  });

  it('completes revision_process after a review and recomputes statusPercentage', async () => {
    const order = await buildOrder(t);
    const draft = await buildDraft(t, order, 'svc-resume');
    await review(order, draft.id, GOOD);
    const res = await finalize(order);
    expect(res.statusCode).toBe(200);
    const body = ZFinalizeRevisionResponse.parse(res.json());
    expect(body).toMatchObject({ message: 'Revision Finalized Successfully!', statusPercentage: 13 });
    expect(body.completed_tasks).toEqual([{ taskId: 'revision_process', serviceId: 'svc-resume', serviceType: 'Resume' }]);
    expect((await eventsOf(t, order.id)).at(-1)).toMatchObject({ kind: 'revision_finalized' });
    const drafts = ZCustomerDraftsResponse.parse((await call(t, customer, 'GET', draftsUrl(order))).json());
    expect(drafts.revisionFinalized).toBe(true);
    const again = await finalize(order);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The revisions of this document are already finalized.');
    // No more reviews once finalized.
    const late = await buildDraft(t, await reload(t, order.id), 'svc-resume');
    expect((await review(order, late.id, GOOD)).statusCode).toBe(409);
  });

  it('refuses a service without revisions with 422', async () => {
    const order = await buildOrder(t, { pkg: PACKAGE.bundle });
    const res = await finalize(order, 'svc-linkedin');
    expect(res.statusCode).toBe(422);
  });

  it('sets completedAt when it is the last module', async () => {
    const p = demoPackage(t, 'acme', PACKAGE.resume);
    const order = await buildOrder(t, { pkg: PACKAGE.resume, done: allTasks(p).filter((x) => x.taskId !== 'revision_process') });
    const draft = await buildDraft(t, order, 'svc-resume');
    await review(order, draft.id, GOOD);
    expect((await finalize(order)).json().statusPercentage).toBe(100);
    expect((await reload(t, order.id)).completedAt).not.toBeNull();
  });

  it('is 404 for strangers', async () => {
    const order = await buildOrder(t);
    const draft = await buildDraft(t, order, 'svc-resume');
    await review(order, draft.id, GOOD);
    expect((await finalize(order, 'svc-resume', stranger)).statusCode).toBe(404);
    expect((await finalize(order, 'svc-resume', betaCustomer, BETA)).statusCode).toBe(404);
    expect((await reload(t, order.id)).completedTasks).toEqual([]);
  });
});

describe('GET /api/customer/orders/final/get/{serviceId}/{id}', () => {
  const finalUrl = (o: OrderRow, serviceId = 'svc-resume') => `/api/customer/orders/final/get/${serviceId}/${o.id}`;

  it('is null before the writer uploads the final', async () => {
    const body = ZFinalDocumentResponse.parse((await call(t, customer, 'GET', finalUrl(demo.inProgress))).json());
    expect(body).toEqual({ status: true, data: null });
  });

  it('returns the demo finals, downloadable by the customer, with the writer’s notes (enabled on Acme)', async () => {
    const body = ZFinalDocumentResponse.parse((await call(t, customer, 'GET', finalUrl(demo.completed))).json());
    expect(body.data).toMatchObject({
      dataPdf: { originalname: 'casey-customer-resume.pdf' },
      dataWord: { originalname: 'casey-customer-resume.docx' },
      otherFiles: [],
    });
    expect(body.data?.writerNotes).toContain('Good luck');
    for (const f of [body.data!.dataPdf!, body.data!.dataWord!]) {
      expect((await call(t, customer, 'GET', `/api/file/download/${f.key}`)).statusCode).toBe(200);
      expect((await call(t, stranger, 'GET', `/api/file/download/${f.key}`)).statusCode).toBe(404);
    }
  });

  it('hides the writer’s notes when the site does not enable them', async () => {
    const order = await buildOrder(t, { site: 'beta' });
    await buildFinal(t, order, 'svc-resume');
    const body = ZFinalDocumentResponse.parse((await call(t, betaCustomer, 'GET', finalUrl(order), undefined, BETA)).json());
    expect(body.data?.writerNotes).toBe('');
  });

  it('is 404 for a service without a final document, and for strangers', async () => {
    const order = await buildOrder(t, { pkg: PACKAGE.bundle });
    expect((await call(t, customer, 'GET', finalUrl(order, 'svc-linkedin'))).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', finalUrl(demo.completed))).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', finalUrl(demo.completed), undefined, BETA)).statusCode).toBe(404);
  });
});
