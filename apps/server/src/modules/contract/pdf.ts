import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { htmlToBlocks } from './html-text.ts';

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
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.35, 0.37, 0.42);

/** Lays text out top to bottom, wrapping words and starting pages as needed. */
class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  private readonly supported: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.supported = new Set(font.getCharacterSet());
  }

  /** The standard fonts only encode WinAnsi; anything else prints as '?'. */
  safe(text: string): string {
    return [...text].map((c) => (this.supported.has(c.codePointAt(0)!) ? c : '?')).join('');
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.safe(text).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      // A word longer than the line (a hash, a URL) is cut into pieces.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let n = rest.length - 1;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n -= 1;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(text: string, opts: { size?: number; bold?: boolean; indent?: number; marker?: string; color?: ReturnType<typeof rgb>; after?: number } = {}) {
    const size = opts.size ?? 11;
    const font = opts.bold ? this.bold : this.font;
    const indent = opts.indent ?? 0;
    const lead = size * 1.4;
    const lines = this.wrap(text, font, size, WIDTH - indent);
    lines.forEach((line, i) => {
      this.ensure(lead);
      this.y -= lead;
      if (i === 0 && opts.marker) this.page.drawText(opts.marker, { x: MARGIN + indent - 18, y: this.y, size, font, color: opts.color });
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: opts.color });
    });
    this.y -= opts.after ?? size * 0.6;
  }
}

/** The signed contract as a PDF: its text, the signature and an audit block. */
export async function signedContractPdf(c: SignedContract): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${c.title} — order #${c.orderNumber}`);
  doc.setAuthor(c.companyName);
  doc.setSubject('Signed contract');
  doc.setCreationDate(c.signedAt);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.text(c.companyName, { size: 10, color: GREY, after: 4 });
  w.text(c.title, { size: 18, bold: true, after: 12 });
  const blocks = htmlToBlocks(c.html);
  // Contracts often open with their own title as a heading: print it once.
  if (blocks[0]?.kind === 'heading' && blocks[0].text.trim().toLowerCase() === c.title.trim().toLowerCase()) blocks.shift();
  for (const b of blocks) {
    if (b.kind === 'heading') w.text(b.text, { size: 13, bold: true, after: 6 });
    else if (b.kind === 'item') w.text(b.text, { indent: 18 * (b.depth ?? 1), marker: b.marker });
    else w.text(b.text);
  }

  const png = await doc.embedPng(c.signaturePng);
  const scale = Math.min(1, 240 / png.width, 120 / png.height);
  const [sw, sh] = [png.width * scale, png.height * scale];
  w.ensure(sh + 60);
  w.y -= 20;
  w.text('Signature', { size: 12, bold: true, after: 4 });
  w.y -= sh;
  w.page.drawImage(png, { x: MARGIN, y: w.y, width: sw, height: sh });
  w.page.drawLine({ start: { x: MARGIN, y: w.y - 2 }, end: { x: MARGIN + 240, y: w.y - 2 }, thickness: 0.5, color: GREY });
  w.y -= 10;

  w.ensure(140);
  w.y -= 10;
  w.text('Audit trail', { size: 12, bold: true, after: 4 });
  const rows: [string, string][] = [
    ['Signed by', `${c.signerName} <${c.signerEmail}>`],
    ['Signed at', `${c.signedAt.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`],
    ['IP address', c.ip],
    ['Browser', c.userAgent || 'unknown'],
    ['Order', `#${c.orderNumber}`],
    ['Contract SHA-256', c.contentSha256],
  ];
  for (const [k, v] of rows) w.text(`${k}: ${v}`, { size: 9, color: GREY, after: 1 });
  w.text('The SHA-256 is of the contract text (HTML) exactly as it was shown and signed.', { size: 8, color: GREY });
  return doc.save();
}

/** PNG dimensions from its IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(magic) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Whether pdf-lib can embed the image: a signature that cannot go into the PDF is refused at signing. */
export async function embeddablePng(bytes: Buffer): Promise<boolean> {
  try {
    const doc = await PDFDocument.create();
    await doc.embedPng(bytes);
    return true;
  } catch {
    return false;
  }
}
