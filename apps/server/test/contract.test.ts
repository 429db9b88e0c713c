import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContractDataResponse, ZSignContractResponse } from '@draftdesk/contract';
import { contractSignatures } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/ids.ts';
import { BETA, SAMPLES, createTestApp, createUser, demoOrders, login, type TestApp } from './helpers.ts';
import { buildOrder, call, eventsOf, reload, signatureDataUrl } from './journey-factory.ts';

let t: TestApp;
let customer: string;
let stranger: string;
let betaCustomer: string;
let demo: Awaited<ReturnType<typeof demoOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.test');
  stranger = await login(t.app, (await createUser(t, 'acme')).email);
  betaCustomer = await login(t.app, 'customer@demo.test', BETA);
  demo = await demoOrders(t, 'acme');
});
afterAll(() => t?.close());

const unsignedOrder = () => buildOrder(t, { contractSigned: false });
const sign = (orderId: string, data = signatureDataUrl(), cookie = customer, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/contract/${orderId}`,
    headers: { host: host ?? 'localhost', origin: `http://${host ?? 'localhost'}`, cookie, 'user-agent': 'ContractTest/1.0' },
    payload: { data },
  });

describe('GET /api/customer/contract/data/{id}', () => {
  it('returns the contract HTML of the order’s package', async () => {
    const res = await call(t, customer, 'GET', `/api/customer/contract/data/${demo.unsigned.id}`);
    expect(res.statusCode).toBe(200);
    const body = ZContractDataResponse.parse(res.json());
    expect(body.data).toMatchObject({ title: 'Service Agreement', signed: false, signedAt: null });
    expect(body.data.content).toContain('<h2>Service Agreement</h2>');
  });
  it('is 404 for an order without a contract', async () => {
    const order = await buildOrder(t, { contractSigned: false });
    await t.deps.db.execute(
      // The package snapshot of this order has no contract.
      (await import('drizzle-orm')).sql`update orders set package = jsonb_set(package, '{contract_id}', 'null') where id = ${order.id}`,
    );
    const res = await call(t, customer, 'GET', `/api/customer/contract/data/${order.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This order has no contract.');
    expect((await sign(order.id)).statusCode).toBe(404);
  });
  it('is 404 for strangers', async () => {
    expect((await call(t, stranger, 'GET', `/api/customer/contract/data/${demo.unsigned.id}`)).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', `/api/customer/contract/data/${demo.unsigned.id}`, undefined, BETA)).statusCode).toBe(404);
  });
});

describe('POST /api/customer/contract/{id}', () => {
  it('stores the signature with time, IP, browser and the signed text, and marks the order signed', async () => {
    const order = await unsignedOrder();
    const before = Date.now();
    const res = await sign(order.id);
    expect(res.statusCode).toBe(200);
    const body = ZSignContractResponse.parse(res.json());
    expect(body.message).toBe('Contract Signed Successfully!');
    expect((await reload(t, order.id)).contractSigned).toBe(true);
    const [row] = await t.deps.db.select().from(contractSignatures).where(eq(contractSignatures.orderId, order.id));
    expect(row).toMatchObject({
      siteId: t.demo.acme.id,
      userId: t.demo.acme.users.user,
      signerName: 'Casey Customer',
      signerEmail: 'customer@demo.test',
      ip: '127.0.0.1',
      userAgent: 'ContractTest/1.0',
    });
    expect(row.signedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.contentSha256).toBe(sha256(row.contractHtml));
    expect(row.signaturePng.subarray(1, 4).toString()).toBe('PNG');
    const events = await eventsOf(t, order.id);
    expect(events.find((e) => e.kind === 'contract_signed')?.data).toMatchObject({ ip: '127.0.0.1', contentSha256: row.contentSha256 });

    const data = ZContractDataResponse.parse((await call(t, customer, 'GET', `/api/customer/contract/data/${order.id}`)).json());
    expect(data.data).toMatchObject({ signed: true, signedAt: body.signedAt });
  });

  it('refuses to sign twice with 409', async () => {
    const order = await unsignedOrder();
    expect((await sign(order.id)).statusCode).toBe(200);
    const again = await sign(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This contract is already signed.');
    expect(await t.deps.db.select().from(contractSignatures).where(eq(contractSignatures.orderId, order.id))).toHaveLength(1);
  });

  it('refuses an empty signature, another image type, bytes that are not a PNG and an oversized image', async () => {
    const order = await unsignedOrder();
    const empty = await sign(order.id, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ data: 'Please sign this contract in order to continue' });
    const jpeg = await sign(order.id, 'data:image/jpeg;base64,/9j/4AAQ');
    expect(jpeg.statusCode).toBe(400);
    const pdfAsPng = await sign(order.id, `data:image/png;base64,${SAMPLES.pdf.toString('base64')}`);
    expect(pdfAsPng.statusCode).toBe(400);
    expect(pdfAsPng.json().message).toBe('The signature must be a PNG image drawn on the signature pad.');
    const truncated = await sign(order.id, `data:image/png;base64,${SAMPLES.png.subarray(0, 40).toString('base64')}`);
    expect(truncated.statusCode).toBe(400);
    const huge = await sign(order.id, `data:image/png;base64,${Buffer.concat([SAMPLES.png, Buffer.alloc(600 * 1024)]).toString('base64')}`);
    expect([400, 413]).toContain(huge.statusCode);
    expect((await reload(t, order.id)).contractSigned).toBe(false);
    expect(await t.deps.db.select().from(contractSignatures).where(eq(contractSignatures.orderId, order.id))).toHaveLength(0);
  });

  it('refuses extra fields', async () => {
    const order = await unsignedOrder();
    const res = await call(t, customer, 'POST', `/api/customer/contract/${order.id}`, { data: signatureDataUrl(), signedAt: '2000-01-01' });
    expect(res.statusCode).toBe(400);
  });

  it('is 404 for strangers and signs nothing', async () => {
    const order = await unsignedOrder();
    expect((await sign(order.id, signatureDataUrl(), stranger)).statusCode).toBe(404);
    expect((await sign(order.id, signatureDataUrl(), betaCustomer, BETA)).statusCode).toBe(404);
    expect((await reload(t, order.id)).contractSigned).toBe(false);
    const rows = await t.deps.db
      .select()
      .from(contractSignatures)
      .where(and(eq(contractSignatures.orderId, order.id)));
    expect(rows).toHaveLength(0);
  });
});

describe('GET /api/customer/contract/download/{id}', () => {
  it('returns a PDF of the signed contract with the signature and audit block', async () => {
    const order = await unsignedOrder();
    await sign(order.id);
    const res = await call(t, customer, 'GET', `/api/customer/contract/download/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contract-${order.orderNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await pdfjs.getDocument({ data: new Uint8Array(res.rawPayload) }).promise;
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    const { info } = (await pdf.getMetadata()) as { info: { Subject?: string; Title?: string } };
    expect(info.Subject).toBe('Signed contract');
    expect(info.Title).toContain(`#${order.orderNumber}`);
    await pdf.destroy();
    // The signature image is embedded.
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });
  it('works for the demo orders signed by the seed', async () => {
    const res = await call(t, customer, 'GET', `/api/customer/contract/download/${demo.inProgress.id}`);
    expect(res.statusCode).toBe(200);
  });
  it('is 409 before signing', async () => {
    const res = await call(t, customer, 'GET', `/api/customer/contract/download/${demo.unsigned.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This contract has not been signed yet.');
  });
  it('is 404 for strangers', async () => {
    expect((await call(t, stranger, 'GET', `/api/customer/contract/download/${demo.inProgress.id}`)).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', `/api/customer/contract/download/${demo.inProgress.id}`, undefined, BETA)).statusCode).toBe(404);
  });
});
