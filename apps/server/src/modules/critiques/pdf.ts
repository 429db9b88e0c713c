import PDFDocument from 'pdfkit';
import { LANGUAGE_CHECK_KEYS, type TCheckResult, type TCritique, type TLanguage } from '@draftdesk/contract';
import { htmlToBlocks } from '../contract/html-text.ts';
import { PDF_GREY, PDF_MARGIN, PdfWriter, type PdfRun, type PdfStyle } from '../contract/pdf-writer.ts';
import { ATTRIBUTION } from './engine/onet/attribution.ts';
import catalogue from './pdf-texts.json' with { type: 'json' };

/** The review PDF's own words (headings, labels), in the review's language; the report texts are the engine's, already in it. */
export type ReviewPdfTexts = (typeof catalogue)['en'];
export const REVIEW_PDF_TEXTS: Record<TLanguage, ReviewPdfTexts> = catalogue;

export interface ReviewPdfInput {
  /** The review as the visitor reads it (presentCritique), processed. */
  critique: TCritique;
  companyName: string;
  language: TLanguage;
}

const MARGIN = PDF_MARGIN;
const GREY = PDF_GREY;
// Darker than the page's badges: text on white meets 4.5:1, and the verdict is a word, never only a colour.
const VERDICT: Record<TCheckResult, string> = { good: '#1b6b35', bad: '#a3291c' };
const INTL_LOCALE: Record<TLanguage, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', it: 'it-IT', ru: 'ru-RU', th: 'th-TH' };

type Run = PdfRun;
type Style = PdfStyle;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, key: string) => String(values[key] ?? m));

/** The shared writer (contract/pdf-writer.ts) with the review's own blocks: report texts, lists, tabs and checks. */
class Writer extends PdfWriter {
  constructor(doc: PDFKit.PDFDocument) {
    super(doc, { size: 10.5, afterRatio: 0.5, markerOffset: 14 });
  }

  /** A report text as the engine wrote it: plain text, its line breaks kept as paragraphs. */
  paragraphs(text: string, s: Style = {}) {
    for (const part of text.split(/\n+/)) this.line(part.trim(), s);
  }

  items(texts: string[], s: Style = {}) {
    for (const text of texts) if (text.trim()) this.block([{ text }], { indent: 14, marker: '•', after: 2, ...s });
  }

  /** One tab of the review: a new heading with a rule under it. */
  tab(title: string) {
    if (this.doc.y + 90 > this.doc.page.height - MARGIN) this.doc.addPage();
    else this.doc.y += 10;
    this.line(title, { size: 15, bold: true, after: 2 });
    this.doc
      .moveTo(MARGIN, this.doc.y)
      .lineTo(MARGIN + this.width, this.doc.y)
      .lineWidth(0.5)
      .strokeColor(GREY)
      .stroke();
    this.doc.y += 8;
  }

  /** A check's title and its verdict in words. */
  check(title: string, result: TCheckResult | undefined, t: ReviewPdfTexts) {
    const runs: Run[] = [{ text: title, bold: true }];
    if (result) runs.push({ text: ` — ${t.result[result]}`, bold: true, color: VERDICT[result] });
    this.block(runs, { size: 12, after: 3 });
  }
}

/** The free resume review as a PDF, in the order of the page's tabs, with O*NET's attribution at the end (its licence asks for it). */
export async function reviewPdf({ critique: c, companyName, language }: ReviewPdfInput): Promise<Buffer> {
  const t = REVIEW_PDF_TEXTS[language];
  const name = `${c.firstName} ${c.lastName}`.trim();
  const processedAt = c.processedAt ? new Date(c.processedAt) : new Date(c.createdAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    displayTitle: true,
    info: { Title: fill(t.reviewFor, { name }), Author: companyName, Subject: t.subject, CreationDate: processedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new Writer(doc);

  w.line(companyName, { size: 20, bold: true, after: 4 });
  w.line(fill(t.reviewFor, { name }), { size: 13, after: 2 });
  const date = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(processedAt);
  w.line(fill(t.processedOn, { date }), { color: GREY, after: 12 });

  if (c.unreadable) {
    w.line(t.unreadable.title, { bold: true, size: 12, after: 3 });
    w.line(fill(t.unreadable[c.unreadable], { pages: c.pages ?? 0 }), { after: 10 });
  }

  if (c.scores) {
    const outOf = (score: number) => fill(t.outOf, { score });
    w.block(
      [
        { text: `${t.overall}: `, bold: true },
        { text: outOf(c.scores.overall), bold: true },
      ],
      { size: 14, after: 4 },
    );
    for (const key of ['structure', 'impact', 'language', 'ats'] as const)
      w.block([{ text: `${t.score[key]}: `, bold: true }, { text: outOf(c.scores[key]) }], { after: 2 });
  }

  const structure = c.structure_section;
  if (structure) {
    w.tab(t.tab.structure);
    const bullets = structure.use_of_bullets_check;
    w.check(t.bullets, bullets.result, t);
    w.paragraphs(bullets.report_text);
    if (bullets.bullet_point_sentence.length) {
      w.line(t.longSentences, { bold: true, after: 2 });
      w.items(bullets.bullet_point_sentence.map((s) => `“${s}”`));
    }
    const sections = structure.missing_sections_check;
    doc.y += 6;
    w.check(t.sections, sections.result, t);
    w.paragraphs(sections.report_text);
    if (sections.found.length) {
      w.line(t.found, { bold: true, after: 2 });
      w.items(sections.found.map((f) => fill(t.foundAs, { section: t.section[f.key], heading: f.heading })));
    }
    doc.y += 3;
    w.line(sections.missing.length ? t.missing : t.noneMissing, { bold: sections.missing.length > 0, after: 2 });
    w.items(sections.missing.map((key) => t.section[key]));
  }

  const impact = c.impact_and_experience_section?.impact_check;
  if (impact) {
    w.tab(t.tab.impact);
    w.check(t.impact, impact.result, t);
    w.line(fill(t.quantified, { quantified: impact.quantified, total: impact.total }), { bold: true });
    // The engine's HTML, read as text blocks: nothing of it is rendered as markup.
    for (const b of htmlToBlocks(impact.report_text)) {
      if (b.kind === 'heading') w.block(b.runs, { bold: true, size: 11, after: 3 });
      else if (b.kind === 'item') w.block(b.runs, { indent: 14 * (b.depth ?? 1), marker: b.marker, after: 2 });
      else w.block(b.runs);
    }
  }

  const lang = c.language_section;
  if (lang) {
    w.tab(t.tab.language);
    for (const key of LANGUAGE_CHECK_KEYS) {
      const check = lang[key];
      w.check(t.check[key], check.result, t);
      w.paragraphs(check.report_text);
      if (check.flagged_text.length) {
        w.line(t.flagged, { bold: true, size: 9.5, color: GREY, after: 2 });
        w.items(check.flagged_text.map((s) => `“${s}”`));
      }
      doc.y += 4;
    }
    if (lang.better_verbs.length) {
      w.line(t.betterVerbs, { bold: true, after: 2 });
      w.line(lang.better_verbs.join(', '));
    }
  }

  const ats = c.ats_section;
  if (ats) {
    w.tab(t.tab.ats);
    w.check(t.textLayer, ats.text_layer ? 'good' : 'bad', t);
    w.line(ats.text_layer ? t.textLayerGood : t.textLayerBad);
    w.paragraphs(ats.report_text);
    doc.y += 4;
    w.check(t.hardSkills, ats.hard_skills.length ? 'good' : 'bad', t);
    w.line(ats.hard_skills.length ? ats.hard_skills.join(', ') : t.noHardSkills);
    doc.y += 4;
    w.check(t.names, ats.name_from_resume_first_name.trim() ? 'good' : 'bad', t);
    for (const [label, value] of [
      [t.firstName, ats.name_from_resume_first_name],
      [t.lastName, ats.name_from_resume_last_name],
    ])
      w.block([{ text: `${label}: `, bold: true }, { text: value.trim() || t.notDetected }], { after: 2 });
    const style = c.style_section;
    if (style) {
      doc.y += 4;
      w.check(t.contact, undefined, t);
      for (const [label, result, value, missing] of [
        [t.email, style.email_check.result, style.email_check.email, t.emailMissing],
        [t.phone, style.phone_number_check.result, style.phone_number_check.phone_number, t.phoneMissing],
      ] as const)
        w.block([{ text: `${label} — ${t.result[result]}: `, bold: true, color: VERDICT[result] }, { text: value.trim() || missing }], { after: 2 });
    }

    w.tab(t.tab.jobs);
    w.line(ats.best_fit_jobs.length ? t.jobsIntro : t.noJobs, { color: GREY });
    for (const job of ats.best_fit_jobs) {
      w.block([{ text: job.title, bold: true }, { text: `  ${fill(t.fit, { score: job.score })}` }], { after: 1 });
      if (job.matched.length) w.line(`${t.matched}: ${job.matched.join(', ')}`, { size: 9, color: GREY, indent: 14 });
    }
  }

  w.tab(t.dataSources);
  w.line(ATTRIBUTION.webServices, { size: 9, color: GREY });
  w.line(ATTRIBUTION.database, { size: 9, color: GREY });
  doc.end();
  return done;
}
