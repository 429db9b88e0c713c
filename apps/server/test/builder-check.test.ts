/**
 * "Check my resume" (issue 14): POST /api/builder/check reads the builder's PDF with the free review's engine, in its
 * worker pool, and answers the findings; nothing is stored. Bad input (not a PDF, too large, no file, not multipart)
 * is refused, and the per-IP limit holds.
 */
import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDER_CHECK_MAX_BYTES, ZBuilderCheckResponse } from '@draftdesk/contract';
import { critiques } from '../src/db/schema/critiques.ts';
import { ACME, as, createTestApp, login, multipart, nextIp, type TestApp } from './helpers.ts';

/** A resume laid out as the builder draws it: a coloured sidebar (contact, skills) beside the main column. */
function builderPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.rect(0, 0, 202, 842).fill('#1d4f91');
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(9).text('CONTACT', 24, 30);
    doc.font('Helvetica').text('ada.lovelace@example.com', 24, 48).text('+44 20 7946 0958', 24, 62).text('linkedin.com/in/ada', 24, 76);
    doc.font('Helvetica-Bold').text('HARD SKILLS', 24, 110);
    doc.font('Helvetica').text('Python', 24, 128).text('SQL', 24, 142).text('Machine Learning', 24, 156);
    doc.fillColor('#1f2328').font('Helvetica-Bold').fontSize(22).text('Ada Lovelace', 226, 30);
    doc.fontSize(11).font('Helvetica').text('Data Analyst', 226, 60);
    doc.font('Helvetica-Bold').fontSize(9).text('SUMMARY', 226, 90);
    doc.font('Helvetica').text('I am a very hardworking team player who was responsible for many reports.', 226, 106, { width: 340 });
    doc.font('Helvetica-Bold').text('WORK EXPERIENCE', 226, 140);
    doc.text('Data Analyst', 226, 156).font('Helvetica').text('Analytical Engines Ltd | 2020 - 2024', 226, 170);
    doc.text('• Built dashboards that cut reporting time by 30%.', 226, 184, { width: 340 });
    doc.text('• Was responsible for the weekly data quality review.', 226, 198, { width: 340 });
    doc.font('Helvetica-Bold').text('EDUCATION', 226, 230);
    doc.text('BSc Mathematics', 226, 246).font('Helvetica').text('University of London | 2016 - 2019', 226, 260);
    doc.end();
  });
}

let t: TestApp;
let pdf: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  pdf = await builderPdf();
});
afterAll(() => t?.close());

const countCritiques = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(critiques))[0].n;

function check(content: Buffer, opts: { cookie?: string | null; ip?: string; type?: string; field?: string } = {}) {
  const body = multipart(opts.field ?? 'file', 'my_cv.pdf', content, opts.type ?? 'application/pdf');
  return t.app.inject({
    method: 'POST',
    url: '/api/builder/check',
    headers: { ...as(opts.cookie ?? null, ACME), ...body.headers, 'accept-language': 'en' },
    payload: body.payload,
    remoteAddress: opts.ip ?? nextIp(),
  });
}

describe('POST /api/builder/check', () => {
  it('reads a visitor’s PDF with the review engine and stores nothing', async () => {
    const before = await countCritiques();
    const res = await check(pdf);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZBuilderCheckResponse.parse(res.json());
    expect(data.unreadable).toBeNull();
    expect(data.pages).toBe(1);
    expect(data.ats.textLayer).toBe(true);
    expect(data.ats.email).toBe('ada.lovelace@example.com');
    expect(data.ats.phone.replace(/\D/g, '')).toContain('2079460958');
    expect(`${data.ats.firstName} ${data.ats.lastName}`).toBe('Ada Lovelace');
    expect(data.ats.hardSkills.map((s) => s.toLowerCase())).toContain('python');
    expect(data.ats.bestFitJobs.length).toBeGreaterThan(0);
    // The summary's "I" and the passive "was responsible for" are flagged, quoted from the resume.
    const flagged = data.language.filter((l) => l.result === 'bad').flatMap((l) => l.flagged);
    expect(flagged.length).toBeGreaterThan(0);
    expect(data.language.map((l) => l.key)).toContain('personal_pronouns');
    expect(data.scores.overall).toBeGreaterThan(0);
    expect(await countCritiques()).toBe(before);
  });

  it('serves a signed-in customer too', async () => {
    const cookie = await login(t.app, 'customer@demo.test');
    const res = await check(pdf, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ats.email).toBe('ada.lovelace@example.com');
  });

  it('refuses a file that is not a PDF, whatever its declared type', async () => {
    const res = await check(Buffer.from('<html><body>not a pdf</body></html>'), { type: 'application/pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('fileTypeNotAllowed');
  });

  it('refuses a PDF over the size limit', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(BUILDER_CHECK_MAX_BYTES + 10, 32)]);
    const res = await check(big);
    expect(res.statusCode).toBe(413);
  });

  it('refuses a body without the file, or not multipart', async () => {
    expect((await check(pdf, { field: 'other' })).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/builder/check', headers: as(null), payload: { file: 'x' }, remoteAddress: nextIp() });
    expect(json.statusCode).toBe(400);
  });

  it('answers a damaged PDF with what could not be read, not an error', async () => {
    const res = await check(Buffer.concat([pdf.subarray(0, 400)]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.unreadable).not.toBeNull();
  });

  it('limits each client address', async () => {
    const ip = nextIp();
    const junk = Buffer.from('not a pdf');
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await check(junk, { ip })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 415)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
