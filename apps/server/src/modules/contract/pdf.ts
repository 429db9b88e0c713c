import PDFDocument from 'pdfkit';
import type { TLanguage } from '@draftdesk/contract';
import { htmlToBlocks } from './html-text.ts';
import { PDF_GREY, PDF_MARGIN, PdfWriter } from './pdf-writer.ts';
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

const MARGIN = PDF_MARGIN;
const GREY = PDF_GREY;

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
  const w = new PdfWriter(doc);

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
