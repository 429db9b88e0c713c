import zlib from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

/** Generated documents for the demo orders: real PDFs, a minimal DOCX and a signature PNG. */

export async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#29303f').text(title, 56, 56);
  doc.moveDown(0.8);
  for (const line of lines)
    doc
      .font(line.endsWith(':') ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor('#000')
      .text(line, { lineGap: 5 });
  doc.end();
  return done;
}

const xmlEscape = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const DOCX_DATE = new Date('2026-01-01T00:00:00Z');

/** The three parts Word needs: content types, the package relationship and the document. */
export function demoDocx(title: string, paragraphs: string[]): Buffer {
  const p = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="36"/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${p(title, true)}${paragraphs.map((t) => p(t)).join('')}</w:body></w:document>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  // Stored, not deflated, with a fixed date: the same text gives the same bytes.
  const zipped = zipSync(
    { '[Content_Types].xml': strToU8(contentTypes), '_rels/.rels': strToU8(rels), 'word/document.xml': strToU8(document) },
    { level: 0, mtime: DOCX_DATE },
  );
  return Buffer.from(zipped);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A handwritten-looking stroke on a transparent background, as the signature pad would send. */
export function demoSignaturePng(width = 350, height = 120): Buffer {
  const rowBytes = width * 4;
  const raw = Buffer.alloc((rowBytes + 1) * height);
  const ink = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const i = py * (rowBytes + 1) + 1 + px * 4;
        raw[i] = 20;
        raw[i + 1] = 30;
        raw[i + 2] = 90;
        raw[i + 3] = 255;
      }
    }
  };
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 20 + t * (width - 40);
    const y = height / 2 + Math.sin(t * Math.PI * 7) * 28 * (1 - t * 0.5) + Math.cos(t * Math.PI * 23) * 6;
    ink(x, y);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
