import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { ACME, BETA, SAMPLES, as, createTestApp, createUser, demoOrders, login, upload, type TestApp } from './helpers.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['customer', 'writer', 'reviewer', 'admin']) {
    cookies[role] = await login(t.app, `${role}@demo.test`, ACME);
    cookies[`beta-${role}`] = await login(t.app, `${role}@demo.test`, BETA);
  }
  cookies.otherCustomer = await login(t.app, (await createUser(t, 'acme')).email);
  cookies.otherWriter = await login(t.app, (await createUser(t, 'acme', { role: 'writer' })).email);
});
afterAll(() => t?.close());

const read = (key: string, cookie: string | null, host = ACME, url = `/api/file/${key}`) => t.app.inject({ method: 'GET', url, headers: as(cookie, host) });
const download = (key: string, cookie: string | null, host = ACME) => read(key, cookie, host, `/api/file/download/${key}`);

async function uploaded(cookie: string, name = 'resume.pdf', content = SAMPLES.pdf) {
  const res = await upload(t, cookie, name, content, { type: 'application/pdf' });
  expect(res.statusCode).toBe(200);
  return res.json<{ key: string; originalname: string; size: number; mimetype: string }>();
}

describe('POST /api/file/upload', () => {
  it('stores a PDF and describes it', async () => {
    const res = await upload(t, cookies.customer, 'resume.pdf', SAMPLES.pdf, { type: 'application/pdf' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['key', 'mimetype', 'originalname', 'size']);
    expect(body).toMatchObject({ originalname: 'resume.pdf', size: SAMPLES.pdf.length, mimetype: 'application/pdf' });
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  it('gives every upload a new key', async () => {
    const a = await uploaded(cookies.customer);
    const b = await uploaded(cookies.customer);
    expect(a.key).not.toBe(b.key);
  });

  it('refuses an executable renamed to .pdf', async () => {
    const res = await upload(t, cookies.customer, 'resume.pdf', SAMPLES.exe, { type: 'application/pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MESSAGES.fileTypeNotAllowed);
  });

  it('refuses a PDF named with an extension that is not allowed', async () => {
    expect((await upload(t, cookies.customer, 'resume.exe', SAMPLES.pdf)).statusCode).toBe(415);
  });

  it('refuses commas and apostrophes in the file name', async () => {
    for (const name of ['my,resume.pdf', "casey's resume.pdf"]) {
      const res = await upload(t, cookies.customer, name, SAMPLES.pdf, { type: 'application/pdf' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please do not use any commas or apostrophes in the file name!');
    }
  });

  it('requires a session', async () => {
    const res = await upload(t, null, 'resume.pdf', SAMPLES.pdf, { type: 'application/pdf' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the upload size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_BYTES: '1000' });
  });
  afterAll(() => small?.close());

  it('refuses a file over the limit with 413 and accepts one under it', async () => {
    const cookie = await login(small.app, 'customer@demo.test');
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(2000, 32)]);
    const res = await upload(small, cookie, 'big.pdf', big, { type: 'application/pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.fileTooLarge);
    expect((await upload(small, cookie, 'small.pdf', SAMPLES.pdf, { type: 'application/pdf' })).statusCode).toBe(200);
  });
});

describe('reading a file', () => {
  it('lets the uploader read and download it with its name', async () => {
    const file = await uploaded(cookies.customer, 'My Resume.pdf');
    const inline = await read(file.key, cookies.customer);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="My Resume.pdf"/);
    expect(inline.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    // Browsers must not guess another type from the bytes of an upload.
    expect(inline.headers['x-content-type-options']).toBe('nosniff');

    const attachment = await download(file.key, cookies.customer);
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; filename="My Resume.pdf"/);
    expect(attachment.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    expect(attachment.headers['cache-control']).toMatch(/private/);
  });

  it('encodes a non-ASCII or quoted name safely in Content-Disposition', async () => {
    const file = await uploaded(cookies.customer, 'Lebenslauf "Müller".pdf');
    const res = await download(file.key, cookies.customer);
    const header = res.headers['content-disposition'] as string;
    expect(header).toBe(`attachment; filename="Lebenslauf _M_ller_.pdf"; filename*=UTF-8''${encodeURIComponent('Lebenslauf "Müller".pdf')}`);
  });

  it('hides a private file from another customer, anonymous callers and a writer of no order of it', async () => {
    const file = await uploaded(cookies.customer);
    for (const cookie of [cookies.otherCustomer, cookies.otherWriter, null]) {
      const res = await read(file.key, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.fileNotFound);
      expect((await download(file.key, cookie)).statusCode).toBe(404);
    }
  });

  it('answers 404 for a key that does not exist', async () => {
    expect((await read('a'.repeat(43), cookies.admin)).statusCode).toBe(404);
  });
});

describe('a file attached to an order', () => {
  let key: string;
  beforeAll(async () => {
    // Uploaded by the writer, so the customer can read it only through the order.
    key = (await uploaded(cookies.writer, 'draft.pdf')).key;
    const { inProgress } = await demoOrders(t, 'acme');
    await t.deps.repos.files.attachToOrder(t.demo.acme.id, [key], inProgress.id);
  });

  it.each(['customer', 'writer', 'reviewer', 'admin'])("is readable by the site's %s", async (role) => {
    const res = await read(key, cookies[role]);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    expect((await download(key, cookies[role])).statusCode).toBe(200);
  });

  it('is hidden from another customer and another writer of the site', async () => {
    expect((await read(key, cookies.otherCustomer)).statusCode).toBe(404);
    expect((await read(key, cookies.otherWriter)).statusCode).toBe(404);
  });

  it.each(['customer', 'writer', 'reviewer', 'admin'])("is hidden from Beta's %s", async (role) => {
    expect((await read(key, cookies[`beta-${role}`], BETA)).statusCode).toBe(404);
    expect((await download(key, cookies[`beta-${role}`], BETA)).statusCode).toBe(404);
  });

  it("is hidden from Acme's own staff when asked through Beta's host", async () => {
    expect((await read(key, cookies.admin, BETA)).statusCode).toBe(404);
  });

  it('cannot be attached from another site', async () => {
    const own = await uploaded(cookies.customer);
    const betaOrders = await demoOrders(t, 'beta');
    await t.deps.repos.files.attachToOrder(t.demo.beta.id, [own.key], betaOrders.inProgress.id);
    expect((await read(own.key, cookies['beta-customer'], BETA)).statusCode).toBe(404);
    expect((await read(own.key, cookies.otherCustomer)).statusCode).toBe(404);
  });
});
