import PDFDocument from 'pdfkit';
import type { TLanguage } from '@draftdesk/contract';
import { htmlToBlocks, type TextRun } from './html-text.ts';
import { contractFonts, splitByFont, type FontFace } from './pdf-fonts.ts';
import { CONTRACT_PDF_TEXTS, signedAtText } from './pdf-texts.ts';

export interface SignedContract {
  companyName: string;
  title: string;
  html: string;
  contentSha256: string;
  orderNumber: number;
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  signaturePng: Buffer;
  /** The signer's language: the PDF's own labels and the date are in it. */
  language: TLanguage;
}

const MARGIN = 56;
const GREY = '#595e6b';
const LINK = '#1c4fd8';
const INK = '#1f2330';

type Style = { size?: number; bold?: boolean; color?: string; indent?: number; marker?: string; after?: number };

/** Lays out runs of text top to bottom; each run is cut by script so every character is drawn by a font that has it. */
class Writer {
  private readonly fonts = contractFonts();
  private readonly registered = new Set<string>();
  readonly width: number;

  constructor(readonly doc: PDFKit.PDFDocument) {
    this.width = doc.page.width - 2 * MARGIN;
  }

  private use(face: FontFace) {
    if (!this.registered.has(face.name)) {
      this.doc.registerFont(face.name, face.file);
      this.registered.add(face.name);
    }
    this.doc.font(face.name);
  }

  /** One block: its runs in order (bold, links), wrapped to the column; a marker hangs left of an indented item. */
  block(runs: TextRun[], s: Style = {}) {
    const size = s.size ?? 11;
    const indent = s.indent ?? 0;
    const pieces = runs.flatMap((r) =>
      splitByFont(r.text, this.fonts[r.bold || s.bold ? 'bold' : 'regular']).map((p) => ({ ...p, text: breakable(p.text), href: r.href })),
    );
    if (!pieces.length) return;
    const doc = this.doc.fontSize(size);
    // Room for at least two lines, so a heading does not end a page alone.
    if (doc.y + size * 3 > doc.page.height - MARGIN) doc.addPage();
    const x = MARGIN + indent;
    const y = doc.y;
    if (s.marker) {
      this.use(splitByFont(s.marker, this.fonts.regular)[0].face);
      doc.fillColor(s.color ?? INK).text(s.marker, x - 18, y, { lineBreak: false });
    }
    pieces.forEach((p, i) => {
      this.use(p.face);
      doc.fillColor(p.href ? LINK : (s.color ?? INK));
      const options = { continued: i < pieces.length - 1, link: p.href ?? null, underline: Boolean(p.href), lineGap: size * 0.3 };
      if (i === 0) doc.text(p.text, x, y, { ...options, width: this.width - indent });
      else doc.text(p.text, options);
    });
    doc.y += s.after ?? size * 0.6;
    doc.x = MARGIN;
  }

  line(text: string, s: Style = {}) {
    this.block([{ text }], s);
  }
}

const THAI_WORDS = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Thai writes no spaces between words, so a long Thai stretch would wrap mid-word: a zero-width space between its words
 * (Intl.Segmenter) lets lines break there. Only stretches longer than a short line, so names and labels stay as written.
 */
export function breakable(text: string): string {
  return text.replace(/[\u0e01-\u0e5b]{30,}/g, (thai) => Array.from(THAI_WORDS.segment(thai), (w) => w.segment).join('\u200b'));
}

/** The signed contract as a PDF: its text as the site wrote it, the signature, and an audit block in the signer's language. */
export async function signedContractPdf(c: SignedContract): Promise<Buffer> {
  const t = CONTRACT_PDF_TEXTS[c.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: c.language,
    displayTitle: true,
    info: { Title: t.title(c.title, c.orderNumber), Author: c.companyName, Subject: t.subject, CreationDate: c.signedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new Writer(doc);

  w.line(c.companyName, { size: 10, color: GREY, after: 4 });
  w.line(c.title, { size: 18, bold: true, after: 12 });
  const blocks = htmlToBlocks(c.html);
  // Contracts often open with their own title as a heading: print it once.
  if (blocks[0]?.kind === 'heading' && blocks[0].text.trim().toLowerCase() === c.title.trim().toLowerCase()) blocks.shift();
  for (const b of blocks) {
    if (b.kind === 'heading') w.block(b.runs, { size: 13, bold: true, after: 6 });
    else if (b.kind === 'item') w.block(b.runs, { indent: 18 * (b.depth ?? 1), marker: b.marker });
    else w.block(b.runs);
  }

  // The signature: at most 240 x 120 points, over a line.
  if (doc.y + 220 > doc.page.height - MARGIN) doc.addPage();
  doc.y += 20;
  w.line(t.signature, { size: 12, bold: true, after: 4 });
  const top = doc.y;
  doc.image(c.signaturePng, MARGIN, top, { fit: [240, 120] });
  doc.y = top + 122;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + 240, doc.y)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
  doc.y += 20;

  w.line(t.auditTrail, { size: 12, bold: true, after: 4 });
  const rows: [string, string][] = [
    [t.signedBy, `${c.signerName} <${c.signerEmail}>`],
    [t.signedAt, signedAtText(c.signedAt, c.language)],
    [t.ipAddress, c.ip],
    [t.browser, c.userAgent || t.unknownBrowser],
    [t.order, `#${c.orderNumber}`],
    [t.sha256, c.contentSha256],
  ];
  for (const [label, value] of rows) w.block([{ text: `${label}: `, bold: true }, { text: value }], { size: 9, color: GREY, after: 1 });
  w.line(t.shaNote, { size: 8, color: GREY });
  doc.end();
  return done;
}

/** PNG dimensions from its IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(magic) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Whether the PDF can embed the image: a signature that cannot go into the PDF is refused at signing. */
export async function embeddablePng(bytes: Buffer): Promise<boolean> {
  try {
    const doc = new PDFDocument({ size: [300, 200] });
    const done = new Promise<void>((resolve, reject) => {
      doc.on('data', () => {});
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    doc.image(bytes, 0, 0, { fit: [240, 120] });
    doc.end();
    await done;
    return true;
  } catch {
    return false;
  }
}
