import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZFinalDocumentResponse,
  ZFinalUploadResponse,
  ZLinkedinFinalResponse,
  ZLinkedinUploadResponse,
  ZWriterFinalResponse,
  ZWriterLinkedinResponse,
  ZWriterPreviousFilesResponse,
  type TFinalUploadInput,
} from '@draftdesk/contract';
import { notifications } from '../src/db/schema.ts';
import { BETA, createTestApp, demoOrders, login, type TestApp } from './helpers.ts';
import { PACKAGE, allTasks, buildOrder, call, demoPackage, eventsOf, reload, type OrderRow } from './journey-factory.ts';
import { staffSessions, uploaded, type Sessions } from './writer-factory.ts';

let t: TestApp;
let s: Sessions;
let demo: Awaited<ReturnType<typeof demoOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await staffSessions(t);
  demo = await demoOrders(t, 'acme');
});
afterAll(() => t?.close());

describe('GET /api/writer/orders/previous-file/get/{serviceId}/{id}', () => {
  const url = (o: { id: string }, serviceId = 'svc-resume') => `/api/writer/orders/previous-file/get/${serviceId}/${o.id}`;

  it("returns the customer's documents, which the writer may download", async () => {
    const res = await call(t, s.writer, 'GET', url(demo.inProgress));
    const body = ZWriterPreviousFilesResponse.parse(res.json());
    expect(body.data?.file?.originalname).toBe('casey-old-resume.pdf');
    expect(body.orderData).toMatchObject({
      _id: demo.inProgress.id,
      service: { _id: 'svc-resume', serviceName: 'Resume' },
      customer: { email: 'customer@demo.test' },
    });
    expect((await call(t, s.writer, 'GET', `/api/file/download/${body.data!.file!.key}`)).statusCode).toBe(200);
    expect((await call(t, s.otherWriter, 'GET', `/api/file/download/${body.data!.file!.key}`)).statusCode).toBe(404);
  });

  it('is data null (pending) before the customer uploads; 404 for a service without the module and for outsiders', async () => {
    const order = await buildOrder(t);
    expect(ZWriterPreviousFilesResponse.parse((await call(t, s.writer, 'GET', url(order))).json()).data).toBeNull();
    expect((await call(t, s.writer, 'GET', url(order, 'svc-cover'))).statusCode).toBe(404);
    expect((await call(t, s.reviewer, 'GET', url(order))).statusCode).toBe(200);
    expect((await call(t, s.otherWriter, 'GET', url(order))).statusCode).toBe(404);
    expect((await call(t, s.betaWriter, 'GET', url(order), undefined, BETA)).statusCode).toBe(404);
    expect((await call(t, s.customer, 'GET', url(order))).statusCode).toBe(403);
  });
});

describe('final documents', () => {
  const getUrl = (o: { id: string }, serviceId = 'svc-resume') => `/api/writer/orders/final/get/${serviceId}/${o.id}`;
  const send = (o: OrderRow, files: Partial<TFinalUploadInput>, cookie = s.writer, host?: string) =>
    call(t, cookie, 'POST', '/api/writer/orders/final/upload', { order_id: o.id, serviceId: 'svc-resume', taskId: 'final_document', ...files }, host);
  const finals = async (cookie = s.writer, host?: string) => ({
    dataPdf: await uploaded(t, cookie, 'pdf', 'final.pdf', host),
    dataWord: await uploaded(t, cookie, 'docx', 'final.docx', host),
  });

  it('GET shows the final and whether final_document is done; data null before', async () => {
    const done = ZWriterFinalResponse.parse((await call(t, s.writer, 'GET', getUrl(demo.completed))).json());
    expect(done).toMatchObject({ status_code: 200, completed: true, data: { dataPdf: { originalname: 'casey-customer-resume.pdf' } } });
    expect(done.data?.writerNotes).toContain('Good luck');
    expect(ZWriterFinalResponse.parse((await call(t, s.reviewer, 'GET', getUrl(demo.inProgress))).json())).toMatchObject({ data: null, completed: false });
    const bundle = await buildOrder(t, { pkg: PACKAGE.bundle });
    expect((await call(t, s.writer, 'GET', getUrl(bundle, 'svc-linkedin'))).statusCode).toBe(404);
  });

  it('uploads the final, completes final_document and tells the customer', async () => {
    const order = await buildOrder(t);
    const other = await uploaded(t, s.writer, 'png', 'headshot.png');
    const res = await send(order, { ...(await finals()), otherFiles: [other], notes: 'Use the Word file to tailor it.' });
    expect(res.statusCode).toBe(200);
    const body = ZFinalUploadResponse.parse(res.json());
    expect(body).toMatchObject({ message: 'Document Upload Successfully', statusPercentage: 13, data: { writerNotes: 'Use the Word file to tailor it.' } });
    expect(body.completed_tasks).toEqual([{ taskId: 'final_document', serviceId: 'svc-resume', serviceType: 'Resume' }]);
    const seen = ZFinalDocumentResponse.parse((await call(t, s.customer, 'GET', `/api/customer/orders/final/get/svc-resume/${order.id}`)).json());
    expect(seen.data).toMatchObject({ dataPdf: { originalname: 'final.pdf' }, otherFiles: [{ originalname: 'headshot.png' }] });
    expect((await call(t, s.customer, 'GET', `/api/file/download/${seen.data!.dataWord!.key}`)).statusCode).toBe(200);
    const [note] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.userId, t.demo.acme.users.user)));
    // Named by its service: the finals of two services on one order read apart.
    expect(note).toMatchObject({
      contant: 'Your writer uploaded your final documents for Resume.',
      data: { action: 'final_uploaded', params: { service: 'Resume' } },
    });
    expect((await eventsOf(t, order.id)).at(-1)).toMatchObject({ kind: 'final_uploaded', data: { taskId: 'final_document', statusPercentage: 13 } });
  });

  it('replaces the previous final without completing twice', async () => {
    const order = await buildOrder(t);
    expect((await send(order, { ...(await finals()), notes: 'First' })).statusCode).toBe(200);
    const second = await send(order, { dataPdf: await uploaded(t, s.writer, 'pdf', 'final-v2.pdf'), dataWord: await uploaded(t, s.writer, 'docx') });
    expect(second.statusCode).toBe(200);
    const body = ZFinalUploadResponse.parse(second.json());
    expect(body.data).toMatchObject({ dataPdf: { originalname: 'final-v2.pdf' }, otherFiles: [], writerNotes: '' });
    expect(body.completed_tasks.filter((x) => x.taskId === 'final_document')).toHaveLength(1);
    expect(body.statusPercentage).toBe(13);
    expect((await eventsOf(t, order.id)).map((e) => e.kind)).toEqual(['final_uploaded', 'final_replaced']);
    const got = ZWriterFinalResponse.parse((await call(t, s.writer, 'GET', getUrl(order))).json());
    expect(got.data?.dataPdf?.originalname).toBe('final-v2.pdf');
  });

  it('completes the order when it is the last module', async () => {
    const p = demoPackage(t, 'acme', PACKAGE.resume);
    const order = await buildOrder(t, { pkg: PACKAGE.resume, done: allTasks(p).filter((x) => x.taskId !== 'final_document') });
    expect((await send(order, await finals())).json().statusPercentage).toBe(100);
    expect((await reload(t, order.id)).completedAt).not.toBeNull();
  });

  it('needs a PDF and a DOCX, by their real types', async () => {
    const order = await buildOrder(t);
    const { dataPdf, dataWord } = await finals();
    const png = await uploaded(t, s.writer, 'png');
    const PDF_TEXT = 'Please upload the pdf version of final document';
    const WORD_TEXT = 'Please upload the word version of final document';
    for (const [files, field, message] of [
      [{ dataWord }, 'dataPdf', PDF_TEXT],
      [{ dataPdf }, 'dataWord', WORD_TEXT],
      [{ dataPdf: dataWord, dataWord }, 'dataPdf', PDF_TEXT],
      [{ dataPdf, dataWord: dataPdf }, 'dataWord', WORD_TEXT],
      [{ dataPdf, dataWord: { ...png, mimetype: dataWord.mimetype } }, 'dataWord', WORD_TEXT],
    ] as const) {
      const res = await send(order, files);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    }
    expect((await reload(t, order.id)).completedTasks).toEqual([]);
  });

  it('keeps no notes where the site does not enable them', async () => {
    const order = await buildOrder(t, { site: 'beta' });
    const res = await send(order, { ...(await finals(s.betaWriter, BETA)), notes: 'Secret' }, s.betaWriter, BETA);
    expect(ZFinalUploadResponse.parse(res.json()).data.writerNotes).toBe('');
  });

  it('is the assigned writer’s alone', async () => {
    const order = await buildOrder(t);
    expect((await send(order, await finals(s.otherWriter), s.otherWriter)).statusCode).toBe(404);
    expect((await send(order, await finals(s.betaWriter, BETA), s.betaWriter, BETA)).statusCode).toBe(404);
    expect((await send(order, await finals(), s.reviewer)).statusCode).toBe(403);
    expect((await send(order, await finals(), s.customer)).statusCode).toBe(403);
    const cover = await buildOrder(t, { pkg: PACKAGE.bundle });
    const res = await call(t, s.writer, 'POST', '/api/writer/orders/final/upload', {
      order_id: cover.id,
      serviceId: 'svc-linkedin',
      taskId: 'final_document',
      ...(await finals()),
    });
    expect(res.statusCode).toBe(422);
    expect((await reload(t, order.id)).completedTasks).toEqual([]);
  });
});

describe('professional-profile (LinkedIn) final', () => {
  const getUrl = (o: { id: string }) => `/api/writer/orders/linkedin/get/${o.id}`;
  const send = (o: OrderRow, data: unknown, cookie = s.writer, host?: string) =>
    call(t, cookie, 'POST', '/api/writer/orders/linkedin/upload', { order_id: o.id, data, taskId: 'final_linkedin' }, host);

  it('uploads the one file, completes final_linkedin, and the customer reads it', async () => {
    const order = await buildOrder(t, { pkg: PACKAGE.bundle });
    expect(ZWriterLinkedinResponse.parse((await call(t, s.writer, 'GET', getUrl(order))).json())).toMatchObject({ data: null, completed: false });
    const missing = await send(order, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please upload the document');
    const file = await uploaded(t, s.writer, 'pdf', 'linkedin-profile.pdf');
    const res = await send(order, file);
    expect(res.statusCode).toBe(200);
    const body = ZLinkedinUploadResponse.parse(res.json());
    expect(body).toMatchObject({ message: 'Document Upload Successfully', data: { file: { file: { key: file.key }, serviceId: 'svc-linkedin' } } });
    expect(body.completed_tasks).toEqual([{ taskId: 'final_linkedin', serviceId: 'svc-linkedin', serviceType: 'LinkedIn Profile' }]);
    const writerView = ZWriterLinkedinResponse.parse((await call(t, s.reviewer, 'GET', getUrl(order))).json());
    expect(writerView).toMatchObject({ completed: true, data: { file: { file: { originalname: 'linkedin-profile.pdf' } } } });
    const customerView = ZLinkedinFinalResponse.parse((await call(t, s.customer, 'GET', `/api/customer/orders/linkedin/get/${order.id}`)).json());
    expect(customerView.data?.file.file.key).toBe(file.key);
    // A replacement keeps final_linkedin done once.
    const again = ZLinkedinUploadResponse.parse((await send(order, await uploaded(t, s.writer, 'docx', 'linkedin-v2.docx'))).json());
    expect(again.data.file.file.originalname).toBe('linkedin-v2.docx');
    expect(again.completed_tasks).toHaveLength(1);
  });

  it('is 404 (GET) and 422 (upload) for an order without the module; refusals', async () => {
    const order = await buildOrder(t, { pkg: PACKAGE.resume });
    expect((await call(t, s.writer, 'GET', getUrl(order))).statusCode).toBe(404);
    expect((await send(order, await uploaded(t, s.writer, 'pdf'))).statusCode).toBe(422);
    const bundle = await buildOrder(t, { pkg: PACKAGE.bundle });
    expect((await send(bundle, await uploaded(t, s.otherWriter, 'pdf'), s.otherWriter)).statusCode).toBe(404);
    expect((await send(bundle, await uploaded(t, s.writer, 'pdf'), s.reviewer)).statusCode).toBe(403);
    expect((await call(t, s.betaReviewer, 'GET', getUrl(bundle), undefined, BETA)).statusCode).toBe(404);
    const betaCustomer = await login(t.app, 'customer@demo.test', BETA);
    expect((await send(bundle, null, betaCustomer, BETA)).statusCode).toBe(403);
  });
});
