import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCustomerDraftsResponse,
  ZPendingRevisionsResponse,
  ZRevisionDecisionResponse,
  ZRevisionUploadResponse,
  ZWriterRevisionsResponse,
  type TRevisionUploadInput,
  type TUploadedFile,
} from '@draftdesk/contract';
import { files, notifications, revisions } from '../src/db/schema.ts';
import { BETA, createTestApp, demoOrders, login, type TestApp } from './helpers.ts';
import { PACKAGE, buildDraft, buildOrder, call, eventsOf, reload, type OrderRow } from './journey-factory.ts';
import { DOCX_MIME, setFlags, staffSessions, uploaded, type Sessions } from './writer-factory.ts';

let t: TestApp;
let s: Sessions;
let demo: Awaited<ReturnType<typeof demoOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await staffSessions(t);
  demo = await demoOrders(t, 'acme');
});
afterAll(() => t?.close());

const listUrl = (o: { id: string }, serviceId = 'svc-resume') => `/api/writer/orders/revision/get/${serviceId}/${o.id}`;
type Data = TRevisionUploadInput['data'];
const send = (o: OrderRow, data: Data, cookie = s.writer, host?: string, serviceId = 'svc-resume') =>
  call(t, cookie, 'POST', '/api/writer/orders/revision/upload', { order_id: o.id, serviceId, data }, host);
/** A PDF and a DOCX freshly uploaded by the (Acme) writer. */
const pair = async (cookie = s.writer, host?: string) => ({
  dataPdf: await uploaded(t, cookie, 'pdf', 'draft.pdf', host),
  dataWord: await uploaded(t, cookie, 'docx', 'draft.docx', host),
});
const notesOf = async (orderId: string, userId: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.userId, userId)));

describe('GET /api/writer/orders/revision/get/{serviceId}/{id}', () => {
  it('lists the drafts with their approval, and blocks upload while the customer reviews', async () => {
    const res = await call(t, s.writer, 'GET', listUrl(demo.inProgress));
    expect(res.statusCode).toBe(200);
    const body = ZWriterRevisionsResponse.parse(res.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ adminApproval: { pending: false, approved: true }, data: { dataPdf: { originalname: 'resume-draft-1.pdf' } } });
    expect(body).toMatchObject({
      canUpload: false,
      uploadBlockedReason: 'waiting-client',
      revisionFinalized: false,
      orderData: { service: { _id: 'svc-resume' } },
    });
    expect(body.uploadBlockedMessage).toContain('waiting for the customer');
    expect(body.order.completed_tasks.length).toBeGreaterThan(0);
  });

  it('allows the first upload; reviewers may read; others get 404', async () => {
    const order = await buildOrder(t);
    expect(ZWriterRevisionsResponse.parse((await call(t, s.writer, 'GET', listUrl(order))).json())).toMatchObject({
      data: [],
      canUpload: true,
      uploadBlockedReason: null,
    });
    expect((await call(t, s.reviewer, 'GET', listUrl(order))).statusCode).toBe(200);
    expect((await call(t, s.otherWriter, 'GET', listUrl(order))).statusCode).toBe(404);
    expect((await call(t, s.betaReviewer, 'GET', listUrl(order), undefined, BETA)).statusCode).toBe(404);
    expect((await call(t, s.customer, 'GET', listUrl(order))).statusCode).toBe(403);
    const bundle = await buildOrder(t, { pkg: PACKAGE.bundle });
    expect((await call(t, s.writer, 'GET', listUrl(bundle, 'svc-linkedin'))).statusCode).toBe(404);
  });
});

describe('POST /api/writer/orders/revision/upload', () => {
  it('sends the draft to the customer: files attached, revisionData, notification, event', async () => {
    const order = await buildOrder(t);
    const other = await uploaded(t, s.writer, 'png', 'sample.png');
    const extra = await uploaded(t, s.writer, 'pdf', 'cover-notes.pdf');
    const res = await send(order, { ...(await pair()), dataOther: other, additionalFiles: [extra], notes: '  Led with results.  ' });
    expect(res.statusCode).toBe(200);
    const body = ZRevisionUploadResponse.parse(res.json());
    expect(body).toMatchObject({ message: 'Revision Upload Successfully!', pendingAdminApproval: false, data: { data: { notes: 'Led with results.' } } });
    expect(body.data.data.dataWord?.mimetype).toBe(DOCX_MIME);
    const attached = await t.deps.db.select().from(files).where(eq(files.orderId, order.id));
    expect(attached).toHaveLength(4);
    expect((await reload(t, order.id)).revisionData['svc-resume']).toEqual({ sentByWriter: true, pendingClientReview: true });
    expect((await notesOf(order.id, t.demo.acme.users.user))[0]).toMatchObject({
      contant: 'Your writer uploaded a new draft for review.',
      data: { action: 'draft_uploaded' },
    });
    expect((await eventsOf(t, order.id)).at(-1)).toMatchObject({ kind: 'revision_uploaded', data: { serviceId: 'svc-resume', pendingAdminApproval: false } });

    const drafts = ZCustomerDraftsResponse.parse((await call(t, s.customer, 'GET', `/api/customer/orders/revision/get/svc-resume/${order.id}`)).json());
    expect(drafts.data.map((d) => d._id)).toEqual([body.data._id]);
    expect((await call(t, s.customer, 'GET', `/api/file/download/${body.data.data.dataPdf!.key}`)).statusCode).toBe(200);
  });

  it('blocks a second draft until the customer reviews (409), then allows it', async () => {
    const order = await buildOrder(t);
    const first = ZRevisionUploadResponse.parse((await send(order, await pair())).json());
    const blocked = await send(order, await pair());
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ reason: 'waiting-client' });
    expect(blocked.json().message).toContain('waiting for the customer');
    const review = await call(t, s.customer, 'POST', '/api/customer/orders/revision/rate-review', {
      order_id: order.id,
      draft_id: first.data._id,
      data: { reviewedByUser: true, rating: 2, review: 'Shorter, please.' },
    });
    expect(review.statusCode).toBe(200);
    expect((await send(order, await pair())).statusCode).toBe(200);
    const list = ZWriterRevisionsResponse.parse((await call(t, s.writer, 'GET', listUrl(order))).json());
    expect(list.data.map((d) => d.rating)).toEqual([null, 2]);
  });

  it('needs a PDF and a Word file, by their real types', async () => {
    const order = await buildOrder(t);
    const { dataPdf, dataWord } = await pair();
    const png = await uploaded(t, s.writer, 'png');
    const cases: [Data, string, string][] = [
      [{ dataWord }, 'dataPdf', 'Please upload the pdf version of the file'],
      [{ dataPdf }, 'dataWord', 'Please upload the word version of the file'],
      [{ dataPdf: dataWord, dataWord }, 'dataPdf', 'Please upload the pdf version of the file'],
      // The client's claimed type does not count: the stored, sniffed one does.
      [{ dataPdf: { ...png, mimetype: 'application/pdf' }, dataWord }, 'dataPdf', 'Please upload the pdf version of the file'],
      [{ dataPdf, dataWord: png }, 'dataWord', 'Please upload the word version of the file'],
    ];
    for (const [data, field, message] of cases) {
      const res = await send(order, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    }
    expect(await t.deps.db.select().from(revisions).where(eq(revisions.orderId, order.id))).toEqual([]);
  });

  it("takes only the writer's own uploads that are free or on this order", async () => {
    const order = await buildOrder(t);
    const customers: TUploadedFile = await uploaded(t, s.customer, 'pdf');
    const { dataWord } = await pair();
    const res = await send(order, { dataPdf: customers, dataWord });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.dataPdf).toBe('One of the files was not found. Please upload it again.');
    const elsewhere = await buildOrder(t);
    const used = await pair();
    expect((await send(elsewhere, used)).statusCode).toBe(200);
    expect((await send(order, used)).statusCode).toBe(400);
  });

  it('refuses after the customer finalized the revisions (409)', async () => {
    const order = await buildOrder(t, { done: [{ taskId: 'revision_process', serviceId: 'svc-resume' }] });
    const res = await send(order, await pair());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The revisions of this document are already finalized.');
  });

  it('is the assigned writer’s alone: 404 for other writers, 403 for reviewers and customers', async () => {
    const order = await buildOrder(t);
    expect((await send(order, await pair(s.otherWriter), s.otherWriter)).statusCode).toBe(404);
    expect((await send(order, await pair(s.betaWriter, BETA), s.betaWriter, BETA)).statusCode).toBe(404);
    expect((await send(order, await pair(), s.reviewer)).statusCode).toBe(403);
    expect((await call(t, s.reviewer, 'POST', '/api/writer/orders/revision/upload', { nonsense: true })).statusCode).toBe(403);
    expect((await send(order, await pair(), s.customer)).statusCode).toBe(403);
    expect((await send(order, await pair(), s.admin)).statusCode).toBe(403);
    expect(await t.deps.db.select().from(revisions).where(eq(revisions.orderId, order.id))).toEqual([]);
  });
});

describe('Beta: admin approval on, Word not required, no writer notes', () => {
  let betaAdmin: string;
  let betaCustomer: string;
  beforeAll(async () => {
    await setFlags(t, 'beta', { enable_revisions_approval_feature: true, hide_ms_word_document: true });
    betaAdmin = await login(t.app, 'admin@demo.test', BETA);
    betaCustomer = await login(t.app, 'customer@demo.test', BETA);
  });
  const pdfOnly = async () => ({ dataPdf: await uploaded(t, s.betaWriter, 'pdf', 'draft.pdf', BETA), notes: 'Hidden' });
  const customerDrafts = async (o: OrderRow) =>
    ZCustomerDraftsResponse.parse((await call(t, betaCustomer, 'GET', `/api/customer/orders/revision/get/svc-resume/${o.id}`, undefined, BETA)).json()).data;
  const decide = (id: string, verb: 'approve' | 'reject', body?: object, cookie = betaAdmin, host = BETA) =>
    call(t, cookie, 'POST', `/api/admin/revisions/${id}/${verb}`, body, host);

  it('holds the draft for the admin; a rejection goes back to the writer; an approval reaches the customer', async () => {
    const order = await buildOrder(t, { site: 'beta' });
    const res = await send(order, await pdfOnly(), s.betaWriter, BETA);
    expect(res.statusCode).toBe(200);
    const first = ZRevisionUploadResponse.parse(res.json());
    expect(first).toMatchObject({
      pendingAdminApproval: true,
      data: { data: { notes: '', dataWord: null }, adminApproval: { pending: true, approved: false } },
    });
    expect(await customerDrafts(order)).toEqual([]);
    expect((await reload(t, order.id)).revisionData).toEqual({});
    expect(await notesOf(order.id, t.demo.beta.users.user)).toEqual([]);

    const list = ZWriterRevisionsResponse.parse((await call(t, s.betaWriter, 'GET', listUrl(order), undefined, BETA)).json());
    expect(list).toMatchObject({ canUpload: false, uploadBlockedReason: 'waiting-admin' });
    const blocked = await send(order, await pdfOnly(), s.betaWriter, BETA);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().reason).toBe('waiting-admin');

    const pending = ZPendingRevisionsResponse.parse((await call(t, betaAdmin, 'GET', '/api/admin/revisions/pending', undefined, BETA)).json());
    expect(pending.data.find((r) => r._id === first.data._id)).toMatchObject({
      orderNumber: order.orderNumber,
      serviceName: 'Resume',
      writerName: 'Wren Writer',
    });

    expect((await decide(first.data._id, 'reject', { rejectionReason: '  ' })).json().errors.rejectionReason).toBe('Please give the reason for the rejection.');
    const markup = await uploaded(t, betaAdmin, 'pdf', 'markup.pdf', BETA);
    const rejected = await decide(first.data._id, 'reject', { rejectionReason: 'Fix the dates.', rejectionFile: markup });
    expect(rejected.statusCode).toBe(200);
    expect(ZRevisionDecisionResponse.parse(rejected.json()).data.adminApproval).toMatchObject({
      pending: false,
      approved: false,
      rejectionReason: 'Fix the dates.',
      rejectionFile: { key: markup.key },
    });
    expect((await notesOf(order.id, t.demo.beta.users.writer))[0]).toMatchObject({
      contant: 'Your draft was rejected: Fix the dates.',
      data: { action: 'revision_rejected' },
    });
    expect((await call(t, s.betaWriter, 'GET', `/api/file/download/${markup.key}`, undefined, BETA)).statusCode).toBe(200);
    expect(await customerDrafts(order)).toEqual([]);

    const second = ZRevisionUploadResponse.parse((await send(order, await pdfOnly(), s.betaWriter, BETA)).json());
    const approved = await decide(second.data._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Revision Approved Successfully', data: { adminApproval: { pending: false, approved: true } } });
    expect((await customerDrafts(order)).map((d) => d._id)).toEqual([second.data._id]);
    expect((await reload(t, order.id)).revisionData['svc-resume']).toEqual({ sentByWriter: true, pendingClientReview: true });
    expect((await notesOf(order.id, t.demo.beta.users.user)).map((n) => n.data.action)).toEqual(['draft_uploaded']);
    expect((await notesOf(order.id, t.demo.beta.users.writer)).map((n) => n.data.action).sort()).toEqual(['revision_approved', 'revision_rejected']);
    expect((await eventsOf(t, order.id)).map((e) => e.kind)).toEqual(['revision_uploaded', 'revision_rejected', 'revision_uploaded', 'revision_approved']);

    const again = await decide(second.data._id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This draft is not waiting for approval.');
  });

  it('is for the admin of the same site only', async () => {
    const order = await buildOrder(t, { site: 'beta' });
    const draft = await buildDraft(t, order, 'svc-resume', { adminPending: true, adminApproved: false });
    expect((await decide(draft.id, 'approve', undefined, s.admin, 'localhost')).statusCode).toBe(404);
    expect((await decide(draft.id, 'approve', undefined, s.betaWriter)).statusCode).toBe(403);
    expect((await decide(draft.id, 'reject', { rejectionReason: 'x' }, s.betaReviewer)).statusCode).toBe(403);
    expect((await decide(draft.id, 'approve', undefined, betaCustomer)).statusCode).toBe(403);
    const [row] = await t.deps.db.select().from(revisions).where(eq(revisions.id, draft.id));
    expect(row.adminPending).toBe(true);
  });
});
