import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { asOwnVisitor } from './checkout-helpers.ts';
import { SCREENSHOTS } from './fixtures.ts';

test.use(asOwnVisitor);

/**
 * The resume builder's files (issue 14): a resume built in the editor downloads as my_cv.pdf, an A4 page of real
 * text (pdf.js reads the name, e-mail and phone back, the e-mail is a mailto: link), and as my_cv.docx; "Check my
 * resume" reads the same PDF with the review engine. Each of the nine fonts is drawn and looked at.
 */

const NAME = 'Ada Lovelace';
const EMAIL = 'ada.lovelace@example.com';
const PHONE = '+44 20 7946 0958';
const DRAFT_KEY = 'draftdesk.resumeDraft';
const FONTS = ['Poppins', 'Nunito', 'Merriweather', 'Space Mono', 'Karla', 'Fira Sans', 'Syne', 'Work Sans', 'Josefin Sans'];
const A4 = { width: 595.28, height: 841.89 };
/** A 16 x 16 picture split along its diagonal (blue, orange): its corners show whether it was drawn round or square. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAT0lEQVR4nJXLSQ0AIAwEQKRUWiUhqVKQwgPC2WObzHcKsbRKuEIsqTMDfnYAzxWQ84bwKME/enCOGazjBfUE4T9xeA4UzoOGdRJhnFwglg6sumWQoKPw7QAAAABJRU5ErkJggg==';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'));

interface PdfFacts {
  pages: number;
  width: number;
  height: number;
  text: string;
  links: string[];
  fonts: string[];
}

/** What pdf.js (the legacy build, in Node) reads from the file: the page count and size, its text, links and fonts. */
async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const [x0, y0, x1, y1] = page.view;
  const content = await page.getTextContent();
  // Whitespace collapsed: a monospaced font's words come out several spaces apart.
  const text = content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
  const links = (await page.getAnnotations()).map((a: { url?: string }) => a.url).filter((url): url is string => Boolean(url));
  const ops = await page.getOperatorList();
  const fonts = new Set<string>();
  for (let i = 0; i < ops.fnArray.length; i++) if (ops.fnArray[i] === pdfjs.OPS.setFont) fonts.add(String(ops.argsArray[i][0]));
  const names = [...fonts].map((id) => (page.commonObjs.has(id) ? ((page.commonObjs.get(id) as { name?: string }).name ?? id) : id));
  const facts = { pages: doc.numPages, width: x1 - x0, height: y1 - y0, text, links, fonts: names };
  await doc.destroy();
  return facts;
}

async function fillResume(page: Page) {
  await page.getByLabel('Your name', { exact: true }).fill(NAME);
  await page.getByLabel('Your role', { exact: true }).fill('Data Analyst');
  await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
  await page.getByLabel('Phone', { exact: true }).fill(PHONE);
  await page.getByLabel('Summary text').fill('Data analyst who turns messy data into reports that teams use every week.');
  await page.getByLabel('Position 1', { exact: true }).fill('Data Analyst');
  await page.getByLabel('Employer 1', { exact: true }).fill('Analytical Engines Ltd');
  await page.getByLabel('Dates of employment 1', { exact: true }).fill('2020 - 2024');
  await page.getByLabel('Description 1', { exact: true }).fill('• Built dashboards that cut reporting time by 30%.\n• Ran the weekly data quality review.');
  await page.getByLabel('Degree 1', { exact: true }).fill('BSc Mathematics');
  await page.getByLabel('School 1', { exact: true }).fill('University of London');
  await page.getByLabel('Hard skills 1', { exact: true }).fill('Python');
}

/** Clicks a download button and answers the file, its name and the time from the click to the download. */
async function download(page: Page, button: string) {
  const started = Date.now();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: button }).click()]);
  const ms = Date.now() - started;
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: new Uint8Array(fs.readFileSync(saved)), ms };
}

test('[VISITOR] builds a resume, downloads it as an A4 PDF of real text and as DOCX, and checks it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const warmRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/pdf-[^/]*\.js$|\.woff$|\.wasm$/.test(request.url())) warmRequests.push(request.url());
  });
  await page.goto('/resume-builder');
  await expect(page.getByTestId('resume-page')).toBeVisible({ timeout: 30_000 });
  await fillResume(page);

  // While the user edits, the page warms the PDF path on idle (react-pdf's chunk, its WebAssembly, the chosen font
  // and the fallbacks), a few seconds after it opened: the first download then only lays out and saves.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('draftdesk:pdf-warm:Poppins').length), { timeout: 30_000 }).toBe(1);
  expect(warmRequests.some((url) => /\/assets\/pdf-[^/]*\.js$/.test(url))).toBe(true);
  expect(warmRequests.some((url) => /poppins-latin-700-normal[^/]*\.woff$/.test(url))).toBe(true);
  const warmedBefore = warmRequests.length;
  const first = await download(page, 'Download PDF');
  // Nothing is fetched on the click: the chunk, fonts and WebAssembly were all warm.
  expect(warmRequests.slice(warmedBefore)).toEqual([]);
  const pdf = await download(page, 'Download PDF');
  console.log(`builder PDF: first download ${first.ms} ms (after the idle warm-up), next ${pdf.ms} ms from click to file`);
  // The 1 s is judged on docs/perf.md's figures; this leaves room for the shared 2-core machine the suite runs
  // on (a warm render took up to 1.8 s there at load 18; a cold first one 4.5 s).
  expect(first.ms).toBeLessThan(3000);
  expect(pdf.name).toBe('my_cv.pdf');
  const facts = await readPdf(pdf.bytes);
  expect(facts.pages).toBe(1);
  expect(Math.abs(facts.width - A4.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(facts.height - A4.height)).toBeLessThanOrEqual(1);
  const text = facts.text.replace(/\s+/g, ' ');
  expect(text).toContain(NAME);
  expect(text).toContain(EMAIL);
  expect(text).toContain(PHONE);
  // Placeholders are never drawn.
  expect(text).not.toContain('Your Name');
  expect(facts.links).toContain(`mailto:${EMAIL}`);
  expect(facts.links).toContain('tel:+442079460958');
  // The chosen font is embedded (a subset: ABCDEF+Poppins-...).
  expect(facts.fonts.join(' ')).toMatch(/Poppins/);

  const docx = await download(page, 'Download DOCX');
  expect(docx.name).toBe('my_cv.docx');
  expect(Buffer.from(docx.bytes.subarray(0, 2)).toString('latin1')).toBe('PK');

  // The review engine reads the downloaded PDF as an applicant tracking system would (POST /api/builder/check).
  const checked = await page.request.post('/api/builder/check', {
    multipart: { file: { name: 'my_cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf.bytes) } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  const { data: found } = (await checked.json()) as { data: { ats: { firstName: string; lastName: string; email: string; phone: string } } };
  expect(`${found.ats.firstName} ${found.ats.lastName}`).toBe(NAME);
  expect(found.ats.email).toBe(EMAIL);
  expect(found.ats.phone.replace(/\D/g, '')).toContain('2079460958');

  // Check my resume: the same PDF read by the review engine; what it read is shown beside the editor.
  const panel = page.getByTestId('check-resume-panel');
  await panel.getByRole('button', { name: 'Check my resume' }).click();
  await expect(panel.getByTestId('check-email')).toHaveText(EMAIL, { timeout: 30_000 });
  await expect(panel.getByTestId('check-name')).toHaveText(NAME);
  await expect(panel.getByTestId('check-phone')).not.toHaveText('Not found');
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'builder-check-desktop.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'resume builder with the check');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'builder-check-phone.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'resume builder with the check at 390 px');
});

/** Page 1 of a PDF drawn by pdf.js in Chromium (on a page of its own, outside the app), as a PNG. */
async function pdfToPng(page: Page, bytes: Uint8Array, file: string) {
  await page.route('http://pdf.test/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><body style="margin:0;background:#888"><canvas id="c"></canvas><script type="module">
          import * as pdfjs from '/pdfjs/pdf.mjs';
          pdfjs.GlobalWorkerOptions.workerSrc = '/pdfjs/pdf.worker.mjs';
          const doc = await pdfjs.getDocument('/file.pdf').promise;
          const p = await doc.getPage(1);
          const viewport = p.getViewport({ scale: 1.5 });
          const canvas = document.getElementById('c');
          canvas.width = viewport.width; canvas.height = viewport.height;
          await p.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
          document.body.dataset.done = '1';
        </script></body>`,
      });
    }
    if (url.pathname === '/file.pdf') return route.fulfill({ contentType: 'application/pdf', body: Buffer.from(bytes) });
    const name = path.basename(url.pathname);
    return route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(path.join(PDFJS_DIR, name)) });
  });
  await page.goto('http://pdf.test/');
  await expect(page.locator('body[data-done="1"]')).toBeAttached({ timeout: 30_000 });
  await page.locator('#c').screenshot({ path: file });
}

test('[VISITOR] draws every font into the PDF (looked at as pictures)', async ({ page, context }) => {
  // Nine PDFs drawn and read back as pictures: about 30 s a font on a busy two-core machine.
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/resume-builder');
  await expect(page.getByTestId('resume-page')).toBeVisible({ timeout: 30_000 });
  await fillResume(page);
  // The page's last save holds the last field filled: a save still to come would undo the changes made below.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('"Python"');
  const viewer = await context.newPage();
  const dir = path.join(SCREENSHOTS, 'builder-fonts');
  fs.mkdirSync(dir, { recursive: true });
  const timings: string[] = [];
  for (const [index, font] of FONTS.entries()) {
    // The draft a visitor's browser keeps, given this font and a colour, opened again.
    await page.evaluate(
      ({ key, font, color, picture }) => {
        const data = JSON.parse(localStorage.getItem(key)!);
        data.settings.font = font;
        data.settings.color = color;
        // A profile picture, round and then square, on every other font.
        data.profilePic = picture ? { show: true, file: 'me.png', blob: picture.blob, shape: picture.shape } : { ...data.profilePic, show: false };
        data.hardSkills.items = ['Python', 'SQL', 'Power BI', 'Statistics'].map((text, i) => ({ key: `hardSkills${i + 1}`, text }));
        data.languages.items = [
          { key: 'languages1', text: 'English (native)' },
          { key: 'languages2', text: 'Français (B2)' },
        ];
        localStorage.setItem(key, JSON.stringify(data));
      },
      {
        key: DRAFT_KEY,
        font,
        color: ['blue', 'red', 'orange', 'green', 'gray', 'black', '#7b2cbf', 'blue', 'green'][index],
        picture: index % 2 === 1 ? { blob: PICTURE, shape: index % 4 === 1 ? 'round' : 'square' } : null,
      },
    );
    await page.reload();
    await expect(page.getByTestId('resume-page')).toHaveAttribute('data-font', font, { timeout: 30_000 });
    const pdf = await download(page, 'Download PDF');
    timings.push(`${font} ${pdf.ms} ms`);
    const facts = await readPdf(pdf.bytes);
    expect(facts.pages, font).toBe(1);
    expect(facts.text, font).toContain(NAME);
    expect(facts.text, font).toContain('Français');
    expect(facts.fonts.join(' '), font).toContain(font.replace(/ /g, ''));
    await pdfToPng(viewer, pdf.bytes, path.join(dir, `${font.replace(/ /g, '-').toLowerCase()}.png`));
  }
  console.log(`builder PDF per font (click to file): ${timings.join(', ')}`);
});
