import { contractFonts, splitByFont, type FontFace } from './pdf-fonts.ts';
import type { TextRun } from './html-text.ts';

// The documents the server prints (the signed contract, the review PDF) lay text out the same way: runs cut by script
// so every character is drawn by a font that has it (pdf-fonts.ts), long Thai stretches made breakable between words.

export const PDF_MARGIN = 56;
export const PDF_INK = '#1f2330';
export const PDF_GREY = '#595e6b';
const LINK = '#1c4fd8';

const THAI_WORDS = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Thai writes no spaces between words, so a long Thai stretch would wrap mid-word: a zero-width space between its words
 * (Intl.Segmenter) lets lines break there. Only stretches longer than a short line, so names and labels stay as written.
 */
export function breakable(text: string): string {
  return text.replace(/[\u0e01-\u0e5b]{30,}/g, (thai) => Array.from(THAI_WORDS.segment(thai), (w) => w.segment).join('\u200b'));
}

export type PdfRun = TextRun & { color?: string };
export type PdfStyle = { size?: number; bold?: boolean; color?: string; indent?: number; marker?: string; after?: number };

/** A document's text defaults: body size, the space after a block (a fraction of its size), where a marker hangs. */
export interface PdfLayout {
  size: number;
  afterRatio: number;
  markerOffset: number;
}

/** Lays out runs of text top to bottom on an A4 page with the shared margin. */
export class PdfWriter {
  private readonly fonts = contractFonts();
  private readonly registered = new Set<string>();
  readonly width: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly layout: PdfLayout = { size: 11, afterRatio: 0.6, markerOffset: 18 },
  ) {
    this.width = doc.page.width - 2 * PDF_MARGIN;
  }

  private use(face: FontFace) {
    if (!this.registered.has(face.name)) {
      this.doc.registerFont(face.name, face.file);
      this.registered.add(face.name);
    }
    this.doc.font(face.name);
  }

  /** One block: its runs in order (bold, links, colours), wrapped to the column; a marker hangs left of an indented item. */
  block(runs: PdfRun[], s: PdfStyle = {}) {
    const size = s.size ?? this.layout.size;
    const indent = s.indent ?? 0;
    const pieces = runs.flatMap((r) =>
      splitByFont(r.text, this.fonts[r.bold || s.bold ? 'bold' : 'regular']).map((p) => ({ ...p, text: breakable(p.text), href: r.href, color: r.color })),
    );
    if (!pieces.length) return;
    const doc = this.doc.fontSize(size);
    // Room for at least two lines, so a heading does not end a page alone.
    if (doc.y + size * 3 > doc.page.height - PDF_MARGIN) doc.addPage();
    const x = PDF_MARGIN + indent;
    const y = doc.y;
    if (s.marker) {
      this.use(splitByFont(s.marker, this.fonts.regular)[0].face);
      doc.fillColor(s.color ?? PDF_INK).text(s.marker, x - this.layout.markerOffset, y, { lineBreak: false });
    }
    pieces.forEach((p, i) => {
      this.use(p.face);
      doc.fillColor(p.href ? LINK : (p.color ?? s.color ?? PDF_INK));
      const options = { continued: i < pieces.length - 1, link: p.href ?? null, underline: Boolean(p.href), lineGap: size * 0.3 };
      if (i === 0) doc.text(p.text, x, y, { ...options, width: this.width - indent });
      else doc.text(p.text, options);
    });
    doc.y += s.after ?? size * this.layout.afterRatio;
    doc.x = PDF_MARGIN;
  }

  line(text: string, s: PdfStyle = {}) {
    if (text.trim()) this.block([{ text }], s);
  }
}
