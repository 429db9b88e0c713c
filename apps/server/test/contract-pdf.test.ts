import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLanguage } from '@draftdesk/contract';
import { contracts, users } from '../src/db/schema.ts';
import { htmlToBlocks } from '../src/modules/contract/html-text.ts';
import { CONTRACT_PDF_TEXTS } from '../src/modules/contract/pdf-texts.ts';
import { createTestApp, createUser, login, type TestApp } from './helpers.ts';
import { buildOrder, call, signatureDataUrl } from './journey-factory.ts';

let t: TestApp;
// The site's contract, as a site might write it: mixed scripts, a link, a nested list, a line break, an entity, a script.
const CONTRACT = `<h2>Service Agreement</h2>
<p>This agreement is between you and <strong>Acme</strong>. Questions? See <a href="https://acme.test/terms">the terms</a>.</p>
<ol><li>Services.<ul><li>Резюме и сопроводительное письмо</li><li>บริการเขียนเรซูเม่</li></ul></li><li>Payment &amp; refunds.<br>Within 14 days.</li></ol>
<script>document.write('?')</script>`;

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.update(contracts).set({ contentHtml: CONTRACT });
});
afterAll(() => t?.close());

/** The PDF's text as pdf.js extracts it, page by page, with where each link points. */
async function pdfText(bytes: Buffer): Promise<{ text: string; links: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  const links: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    // Shaping draws Thai SARA AM as NIKHAHIT + SARA AA; the pair's second glyph comes back as its own 'า'.
    text = text.replace(/\u0e33\u0e32/g, '\u0e33');
    for (const a of await page.getAnnotations()) if (a.url) links.push(a.url);
  }
  await pdf.destroy();
  return { text, links };
}

async function signAs(language: TLanguage, firstName: string, lastName: string) {
  const user = await createUser(t, 'acme', { firstName, lastName });
  await t.deps.db.update(users).set({ language }).where(eq(users.id, user.id));
  const cookie = await login(t.app, user.email);
  const order = await buildOrder(t, { contractSigned: false, customerId: user.id });
  const signed = await t.app.inject({
    method: 'POST',
    url: `/api/customer/contract/${order.id}`,
    headers: { host: 'localhost', origin: 'http://localhost', cookie, 'user-agent': 'ContractTest/1.0' },
    payload: { data: signatureDataUrl() },
  });
  expect(signed.statusCode).toBe(200);
  const res = await call(t, cookie, 'GET', `/api/customer/contract/download/${order.id}`);
  expect(res.statusCode).toBe(200);
  if (process.env.CONTRACT_PDF_OUT) fs.writeFileSync(`${process.env.CONTRACT_PDF_OUT}/contract-${language}.pdf`, res.rawPayload);
  return { pdf: res.rawPayload, user, order, ...(await pdfText(res.rawPayload)) };
}

const questionMarks = (s: string) => [...s].filter((c) => c === '?').length;

describe('the signed contract PDF in the signer’s script and language', () => {
  for (const [language, first, last] of [
    ['ru', 'Иван', 'Петров'],
    ['th', 'สมชาย', 'ใจดี'],
    ['de', 'Jürgen', 'Größmann'],
  ] as const) {
    it(`prints a ${language} signer's name exactly, with the audit trail in ${language}`, async () => {
      const { text, links, user, order, pdf } = await signAs(language, first, last);
      const words = CONTRACT_PDF_TEXTS[language];
      expect(text).toContain(`${first} ${last}`);
      expect(text).toContain(`<${user.email}>`);
      for (const label of [words.signature, words.auditTrail, words.signedBy, words.signedAt, words.ipAddress, words.browser, words.order])
        expect(text, label).toContain(label);
      expect(text).toContain(`#${order.orderNumber}`);
      // The contract as the site wrote it, in every script, scripts dropped and entities decoded.
      for (const part of ['Резюме и сопроводительное письмо', 'บริการเขียนเรซูเม่', 'Payment & refunds.', 'Within 14 days.', 'the terms'])
        expect(text).toContain(part);
      expect(links).toContain('https://acme.test/terms');
      // No character was replaced: the only '?' are the contract's own.
      const source = htmlToBlocks(CONTRACT)
        .map((b) => b.text)
        .join(' ');
      expect(questionMarks(text)).toBe(questionMarks(source));
      expect(text).not.toContain('\u0000');
      // The fonts are embedded, as subsets.
      expect(pdf.toString('latin1')).toMatch(/\/FontFile2|\/FontFile3/);
      expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+/);
    });
  }

  it('dates the signature in the signer’s language', async () => {
    const { text } = await signAs('de', 'Anna', 'Schmidt');
    const month = new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(new Date());
    expect(text).toContain(month);
  });
});
