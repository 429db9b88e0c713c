import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPreviousFilesResponse, type TUploadedFile } from '@draftdesk/contract';
import { files, previousDocuments } from '../src/db/schema.ts';
import { BETA, SAMPLES, createTestApp, createUser, demoOrders, login, upload, type TestApp } from './helpers.ts';
import { PACKAGE, buildOrder, call, eventsOf, reload, type OrderRow } from './journey-factory.ts';

let t: TestApp;
let customer: string;
let writer: string;
let stranger: string;
let betaCustomer: string;
let demo: Awaited<ReturnType<typeof demoOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoOrders(t, 'acme');
  customer = await login(t.app, 'customer@demo.test');
  writer = await login(t.app, 'writer@demo.test');
  stranger = await login(t.app, (await createUser(t, 'acme')).email);
  betaCustomer = await login(t.app, 'customer@demo.test', BETA);
});
afterAll(() => t?.close());

async function uploaded(cookie = customer, name = 'old-resume.pdf', host?: string): Promise<TUploadedFile> {
  const res = await upload(t, cookie, name, SAMPLES.pdf, { type: 'application/pdf', host });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const getUrl = (o: OrderRow, serviceId = 'svc-resume') => `/api/customer/orders/previous-file/get/${serviceId}/${o.id}`;
const save = (
  o: OrderRow,
  body: Partial<{ uploadedFiles: TUploadedFile[]; deletedFiles: string[]; serviceId: string; order_id: string }>,
  cookie = customer,
  host?: string,
  serviceId = 'svc-resume',
) =>
  call(
    t,
    cookie,
    'POST',
    `/api/customer/orders/previous-file/upload/${serviceId}/${o.id}`,
    { order_id: o.id, serviceId, uploadedFiles: [], deletedFiles: [], taskId: 'previous_document', ...body },
    host,
  );

describe('previous documents', () => {
  it('starts empty', async () => {
    const order = await buildOrder(t);
    const body = ZPreviousFilesResponse.parse((await call(t, customer, 'GET', getUrl(order))).json());
    expect(body).toEqual({ status: true, data: { file: null, otherFiles: [], updatedAt: null }, completed: false });
  });

  it('saves the user’s uploads, attaches them to the order for the writer and completes previous_document', async () => {
    const order = await buildOrder(t);
    const [a, b] = [await uploaded(), await uploaded(customer, 'cover-letter.pdf')];
    const res = await save(order, { uploadedFiles: [a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Document Uploaded Successfully', statusPercentage: 13 });
    expect(res.json().completed_tasks).toEqual([{ taskId: 'previous_document', serviceId: 'svc-resume', serviceType: 'Resume' }]);
    const body = ZPreviousFilesResponse.parse((await call(t, customer, 'GET', getUrl(order))).json());
    expect(body.data.file).toEqual(a);
    expect(body.data.otherFiles).toEqual([b]);
    expect(body.completed).toBe(true);
    const [row] = await t.deps.db.select().from(files).where(eq(files.key, a.key));
    expect(row.orderId).toBe(order.id);
    // The assigned writer may now read them.
    expect((await call(t, writer, 'GET', `/api/file/download/${a.key}`)).statusCode).toBe(200);
    expect((await eventsOf(t, order.id)).at(-1)).toMatchObject({ kind: 'previous_documents_saved', data: { added: [a.key, b.key] } });
  });

  it('lets the customer add and delete later, keeping the task complete', async () => {
    const order = await buildOrder(t);
    const [a, b] = [await uploaded(), await uploaded()];
    await save(order, { uploadedFiles: [a] });
    const res = await save(order, { uploadedFiles: [b], deletedFiles: [a.key] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ file: { key: b.key }, otherFiles: [] });
    expect(res.json().statusPercentage).toBe(13);
    const [detached] = await t.deps.db.select().from(files).where(eq(files.key, a.key));
    expect(detached.orderId).toBeNull();
  });

  it("refuses to leave no document: 'Upload at least 1 document'", async () => {
    const order = await buildOrder(t);
    const none = await save(order, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Upload at least 1 document');
    const a = await uploaded();
    await save(order, { uploadedFiles: [a] });
    const deleteLast = await save(order, { deletedFiles: [a.key] });
    expect(deleteLast.statusCode).toBe(400);
    expect(deleteLast.json().message).toBe('Upload at least 1 document');
    const [row] = await t.deps.db.select().from(previousDocuments).where(eq(previousDocuments.orderId, order.id));
    expect(row.files.map((f) => f.key)).toEqual([a.key]);
  });

  it('refuses files that are not the user’s own uploads on this site', async () => {
    const order = await buildOrder(t);
    const othersFile = await uploaded(stranger);
    const betaFile = await uploaded(betaCustomer, 'beta.pdf', BETA);
    for (const f of [othersFile, betaFile, { ...othersFile, key: 'x'.repeat(43) }]) {
      const res = await save(order, { uploadedFiles: [f] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('One of the files was not found. Please upload it again.');
    }
    // A file already attached to another of the customer's orders cannot be moved either.
    const first = await buildOrder(t);
    const mine = await uploaded();
    await save(first, { uploadedFiles: [mine] });
    expect((await save(order, { uploadedFiles: [mine] })).statusCode).toBe(400);
    expect((await reload(t, order.id)).completedTasks).toEqual([]);
    const [row] = await t.deps.db.select().from(files).where(eq(files.key, othersFile.key));
    expect(row.orderId).toBeNull();
  });

  it('refuses uploads to a completed order with 409', async () => {
    const a = await uploaded();
    const res = await save(demo.completed, { uploadedFiles: [a] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is completed; its documents can no longer be changed.');
    const [row] = await t.deps.db.select().from(files).where(eq(files.key, a.key));
    expect(row.orderId).toBeNull();
  });

  it('refuses a service without the module (422) and a body that does not match the path (400)', async () => {
    const order = await buildOrder(t);
    const a = await uploaded();
    expect((await save(order, { uploadedFiles: [a] }, customer, undefined, 'svc-cover')).statusCode).toBe(422);
    expect((await save(order, { uploadedFiles: [a], serviceId: 'svc-cover' })).statusCode).toBe(400);
    expect((await save(order, { uploadedFiles: [a], order_id: demo.inProgress.id })).statusCode).toBe(400);
    expect((await call(t, customer, 'GET', getUrl(order, 'svc-cover'))).statusCode).toBe(404);
    const small = await buildOrder(t, { pkg: PACKAGE.resume });
    expect((await save(small, { uploadedFiles: [a] }, customer, undefined, 'svc-linkedin')).statusCode).toBe(422);
  });

  it('shows the demo order’s previous resume', async () => {
    const body = ZPreviousFilesResponse.parse((await call(t, customer, 'GET', getUrl(demo.inProgress))).json());
    expect(body.data.file?.originalname).toBe('casey-old-resume.pdf');
    expect((await call(t, customer, 'GET', `/api/file/download/${body.data.file!.key}`)).statusCode).toBe(200);
  });

  it('is 404 for strangers on both routes and changes nothing', async () => {
    const order = await buildOrder(t);
    const theirs = await uploaded(stranger);
    expect((await call(t, stranger, 'GET', getUrl(order))).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', getUrl(order), undefined, BETA)).statusCode).toBe(404);
    expect((await save(order, { uploadedFiles: [theirs] }, stranger)).statusCode).toBe(404);
    expect((await save(order, { uploadedFiles: [] }, betaCustomer, BETA)).statusCode).toBe(404);
    expect((await reload(t, order.id)).completedTasks).toEqual([]);
  });
});
