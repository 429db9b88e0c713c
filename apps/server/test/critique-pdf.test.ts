/**
 * The free resume review as a PDF to keep (GET /review/{id}/pdf): the review as the visitor reads it, its labels in the
 * review's language, quotes from the resume verbatim, O*NET's attribution; scoped by site and refused while prepared.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReviewResponse } from '@draftdesk/contract';
import { ATTRIBUTION } from '../src/modules/critiques/engine/onet/attribution.ts';
import { REVIEW_PDF_TEXTS } from '../src/modules/critiques/pdf.ts';
import { critiquesRepo } from '../src/modules/critiques/repo.ts';
import { newToken } from '../src/lib/ids.ts';
import { onePagePdf } from './critique-fixtures.ts';
import { ACME, BETA, as, createTestApp, multipart, nextIp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let visitors = 0;
async function upload(language: string, firstName: string, lastName: string): Promise<string> {
  const body = multipart('file', 'resume.pdf', await onePagePdf(), 'application/pdf', {
    firstName,
    lastName,
    email: `pdf-${++visitors}@example.test`,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/critiques',
    headers: { ...as(null, ACME), ...body.headers, 'accept-language': language },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().critiqueId;
}

/** Waits until the engine has written the review; answers the company name the page shows. */
async function processed(id: string): Promise<string> {
  for (const until = Date.now() + 20_000; Date.now() < until;) {
    const res = await t.app.inject({ method: 'GET', url: `/review/${id}`, headers: { ...as(null), accept: 'application/json' } });
    const data = ZReviewResponse.parse(res.json()).data;
    if (data.critique.processedAt) return data.clientWebsiteCustomization.companyName;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the review was not processed in 20 s');
}

const getPdf = (id: string, host = ACME) => t.app.inject({ method: 'GET', url: `/review/${id}/pdf`, headers: as(null, host), remoteAddress: nextIp() });

/** The PDF's text as pdf.js extracts it, lines joined. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
  }
  await pdf.destroy();
  return text;
}
/** Text as one line: a sentence the PDF wrapped reads whole again. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('GET /review/{id}/pdf', () => {
  it('downloads the review: company, visitor, scores, quotes from the resume verbatim and O*NET’s attribution', async () => {
    const id = await upload('en-GB,en;q=0.9', 'Maria', 'Gonzalez');
    const company = await processed(id);
    const res = await getPdf(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="resume-review.pdf"; filename*=UTF-8''resume-review.pdf`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (process.env.REVIEW_PDF_OUT) fs.writeFileSync(`${process.env.REVIEW_PDF_OUT}/review-en.pdf`, res.rawPayload);

    const text = flat(await pdfText(res.rawPayload));
    const words = REVIEW_PDF_TEXTS.en;
    expect(text).toContain(company);
    expect(text).toContain('Resume review for Maria Gonzalez');
    expect(text).toContain('Responsible for managing the team');
    for (const label of [words.overall, ...Object.values(words.tab), words.check.weak_openers, words.hardSkills]) expect(text, label).toContain(label);
    expect(text).toContain(flat(ATTRIBUTION.webServices));
    expect(text).toContain(flat(ATTRIBUTION.database));
    // The engine's HTML is read as text: no tag reaches the page.
    expect(text).not.toMatch(/<\/?(p|ul|li|strong|b)>/);
  });

  it('speaks the review’s language: Russian labels and date, every character drawn', async () => {
    const id = await upload('ru-RU,ru;q=0.9', 'Иван', 'Петров');
    await processed(id);
    const res = await getPdf(id);
    expect(res.statusCode).toBe(200);
    if (process.env.REVIEW_PDF_OUT) fs.writeFileSync(`${process.env.REVIEW_PDF_OUT}/review-ru.pdf`, res.rawPayload);
    const text = flat(await pdfText(res.rawPayload));
    const words = REVIEW_PDF_TEXTS.ru;
    expect(text).toContain('Разбор резюме: Иван Петров');
    for (const label of [words.overall, words.tab.structure, words.tab.language, words.tab.jobs, words.check.passive_voice, words.dataSources])
      expect(text, label).toContain(label);
    const month = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date()).split(' ')[1];
    expect(text).toContain(month);
    expect(text).not.toContain('?');
    expect(text).not.toContain('\u0000');
  });

  it('is not found from another site, nor for an unknown id', async () => {
    const id = await upload('en', 'Maria', 'Gonzalez');
    await processed(id);
    const other = await getPdf(id, BETA);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'critiqueNotFound' });
    expect((await getPdf(newToken().slice(0, 32))).statusCode).toBe(404);
  });

  it('is refused with 409 while the review is being prepared', async () => {
    const id = newToken().slice(0, 32);
    await critiquesRepo(t.deps.db).insert({
      id,
      siteId: t.demo.acme.id,
      firstName: 'Petra',
      lastName: 'Pending',
      email: 'pending@example.test',
      fileKey: newToken(),
      fileName: 'resume.pdf',
      fileKind: 'pdf',
      // Held by another instance's claim: the job here leaves it unprocessed.
      leaseUntil: new Date(Date.now() + 3_600_000),
    });
    const res = await getPdf(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'critiqueNotReady' });
  });
});
