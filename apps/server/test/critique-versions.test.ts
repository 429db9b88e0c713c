/**
 * Beyond spec 03 (issue 11 §6): an improved version of the resume uploaded from its review, read as a new review of
 * the same visitor in the line of the first upload, and the score history every version of the line shows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ZReviewResponse, type TReviewData } from '@draftdesk/contract';
import { critiques, files } from '../src/db/schema.ts';
import { onePagePdf, truncatedPdf } from './critique-fixtures.ts';
import { ACME, BETA, SAMPLES, as, createTestApp, multipart, nextIp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let visitors = 0;
const visitor = () => ({ firstName: 'Ivan', lastName: 'Improver', email: `ivan-${++visitors}-${Date.now()}@example.test` });

function post(url: string, file: Buffer | null, opts: { fields?: Record<string, string>; host?: string; type?: string; ip?: string } = {}) {
  const body = file
    ? multipart('file', 'resume.pdf', file, opts.type ?? 'application/pdf', opts.fields ?? {})
    : (() => {
        // A form with a text field only, no file.
        const boundary = '----ddnofile';
        const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${boundary}--\r\n`);
        return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
      })();
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...as(null, opts.host ?? ACME), ...body.headers },
    payload: body.payload,
    remoteAddress: opts.ip ?? nextIp(),
  });
}

const getReview = (id: string, host = ACME, ip = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/review/${id}`, headers: { ...as(null, host), accept: 'application/json' }, remoteAddress: ip });

/** Asks for the review until it is processed, as its page does: from an address of its own, under the read limit (120 a minute). */
async function processed(id: string): Promise<TReviewData> {
  const ip = nextIp();
  for (const until = Date.now() + 20_000; Date.now() < until;) {
    const res = await getReview(id, ACME, ip);
    expect(res.statusCode).toBe(200);
    const data = ZReviewResponse.parse(res.json()).data;
    if (data.critique.processedAt) return data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the review was not processed in 20 s');
}

const fileCount = async () => (await t.deps.db.select({ key: files.key }).from(files)).length;

describe('POST /review/{id}/versions', () => {
  let first: string;
  let fields: ReturnType<typeof visitor>;
  beforeAll(async () => {
    fields = visitor();
    // A first upload the engine cannot read: it scores 0, so an improved version must score higher.
    const res = await post('/api/critiques', await truncatedPdf(), { fields });
    expect(res.statusCode).toBe(201);
    first = res.json().critiqueId;
    await processed(first);
  });

  it('shows a first upload as the only version', async () => {
    const data = await processed(first);
    expect(data.versions).toEqual([{ _id: first, createdAt: data.critique.createdAt, processed: true, score: 0 }]);
  });

  it('reads an improved version as a new review of the same visitor, and every version shows the score history', async () => {
    const res = await post(`/review/${first}/versions`, await onePagePdf());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ status: true, critiqueId: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), link: `/review/${body.critiqueId}` });
    expect(body.critiqueId).not.toBe(first);

    // While it is read, the history says so without a score.
    const [row] = await t.deps.db.select().from(critiques).where(eq(critiques.id, body.critiqueId));
    expect(row).toMatchObject({ firstName: 'Ivan', lastName: 'Improver', email: fields.email, versionOf: first, createdBy: null });

    const second = await processed(body.critiqueId);
    expect(second.critique).toMatchObject({ firstName: 'Ivan', lastName: 'Improver', email: fields.email, fileName: 'resume.pdf' });
    const improved = second.critique.scores?.overall ?? 0;
    expect(improved).toBeGreaterThan(0);
    expect(second.versions.map((v) => [v._id, v.processed, v.score])).toEqual([
      [first, true, 0],
      [body.critiqueId, true, improved],
    ]);

    // A version sent from the second review joins the same line (of the first upload), not a line of its own.
    const third = (await post(`/review/${body.critiqueId}/versions`, await onePagePdf())).json().critiqueId as string;
    await processed(third);
    const [thirdRow] = await t.deps.db.select().from(critiques).where(eq(critiques.id, third));
    expect(thirdRow.versionOf).toBe(first);
    const fromFirst = (await processed(first)).versions.map((v) => v._id);
    expect(fromFirst).toEqual([first, body.critiqueId, third]);
    // The engine gives the same file the same review.
    expect((await processed(third)).versions.map((v) => v.score)).toEqual([0, improved, improved]);
  });

  it('keeps other visitors’ reviews out of the history', async () => {
    const other = (await post('/api/critiques', await onePagePdf(), { fields: visitor() })).json().critiqueId as string;
    const data = await processed(other);
    expect(data.versions.map((v) => v._id)).toEqual([other]);
    expect((await processed(first)).versions.map((v) => v._id)).not.toContain(other);
  });

  it('is not found from another site or for an unknown review, and keeps no file then', async () => {
    const before = await fileCount();
    const beta = await post(`/review/${first}/versions`, await onePagePdf(), { host: BETA });
    expect(beta.statusCode).toBe(404);
    expect(beta.json()).toMatchObject({ code: 'critiqueNotFound', message: MESSAGES.critiqueNotFound });
    expect((await post(`/review/${'y'.repeat(32)}/versions`, await onePagePdf())).statusCode).toBe(404);
    expect((await post(`/review/${'y'.repeat(19)}/versions`, await onePagePdf())).statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('takes the file only: details, a file of another type or no file are refused, and no file is kept', async () => {
    const before = await fileCount();
    // The visitor's details are the review's: a request cannot name another e-mail.
    const withDetails = await post(`/review/${first}/versions`, await onePagePdf(), { fields: { email: 'someone-else@example.test' } });
    expect(withDetails.statusCode).toBe(400);
    const exe = await post(`/review/${first}/versions`, SAMPLES.exe);
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ code: 'critiqueFileType', message: MESSAGES.critiqueFileType });
    const none = await post(`/review/${first}/versions`, null);
    expect(none.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('counts towards the review’s e-mail limit (5 an hour by default)', async () => {
    const own = visitor();
    const start = (await post('/api/critiques', SAMPLES.pdf, { fields: own })).json().critiqueId as string;
    for (let i = 0; i < 4; i += 1) expect((await post(`/review/${start}/versions`, SAMPLES.pdf)).statusCode).toBe(201);
    const sixth = await post(`/review/${start}/versions`, SAMPLES.pdf);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'critiqueTooMany', message: MESSAGES.critiqueTooMany });
    // The visitor's own intake with that e-mail is limited too: one counter.
    expect((await post('/api/critiques', SAMPLES.pdf, { fields: own })).statusCode).toBe(429);
  });
});
