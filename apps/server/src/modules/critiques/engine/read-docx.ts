import { Inflate, strFromU8, zipSync } from 'fflate';
import { Parser } from 'htmlparser2';
import type { ResumeLine } from './document.ts';
import { cleanLineText, type RawDocx } from './layout.ts';

// Reads a DOCX's paragraphs through mammoth's HTML: headings (h1-h6), list items and all-bold paragraphs keep
// their role, table cells are read one by one. The zip is unpacked here first, with every part's size bounded, and
// handed to mammoth with its parts stored uncompressed: a zip bomb is refused before anything inflates it.

/** All XML parts together, uncompressed: a resume's are well under 1 MB. */
const MAX_XML_BYTES = 32 * 1024 * 1024;
/** Bytes handed to the inflater at a time, so an entry that inflates past its declared size is caught early. */
const INFLATE_STEP = 4096;

const STYLE_MAP = ["p[style-name='List Bullet'] => ul > li:fresh", "p[style-name='List Paragraph'] => ul > li:fresh"];

class DamagedZip extends Error {}

/** The lines of a DOCX in document order, or why it cannot be read. */
export async function readDocx(bytes: Uint8Array, opts: { maxPages: number }): Promise<RawDocx> {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unpackXmlParts(bytes);
  } catch (error) {
    if (error instanceof DamagedZip) return unreadable('damaged');
    throw error;
  }
  const pages = statedPages(parts['docProps/app.xml']) ?? 1;
  if (pages > opts.maxPages) return { ...unreadable('too_many_pages'), pages };
  let html: string;
  try {
    // Loaded with the first DOCX: a thread that reads only PDFs never spends its start on mammoth.
    const { default: mammoth } = await import('mammoth');
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(zipSync(parts, { level: 0 })) },
      {
        styleMap: STYLE_MAP,
        externalFileAccess: false,
        ignoreEmptyParagraphs: true,
        // Images are never read: a photo or a scan pasted in says nothing the review reads.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
    html = result.value;
  } catch {
    return unreadable('damaged');
  }
  const lines = linesOfHtml(html);
  return { kind: 'docx', pages, lines, textLayer: lines.length > 0, unreadable: lines.length > 0 ? null : 'no_text' };
}

function unreadable(reason: 'damaged' | 'too_many_pages'): RawDocx {
  return { kind: 'docx', pages: 0, lines: [], textLayer: false, unreadable: reason };
}

function statedPages(appXml: Uint8Array | undefined): number | null {
  const match = appXml ? /<Pages>(\d+)<\/Pages>/.exec(strFromU8(appXml)) : null;
  return match ? Number(match[1]) : null;
}

/** The zip's XML parts (relationships included), inflated within the sizes their directory declares. */
function unpackXmlParts(bytes: Uint8Array): Record<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : fail());
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : fail());
  let end = bytes.length - 22;
  while (end >= 0 && end >= bytes.length - 22 - 0xffff && u32(end) !== 0x06054b50) end--;
  if (end < 0 || end < bytes.length - 22 - 0xffff) fail();
  const count = u16(end + 10);
  let at = u32(end + 16);
  const parts: Record<string, Uint8Array> = {};
  let total = 0;
  for (let index = 0; index < count; index++) {
    if (u32(at) !== 0x02014b50) fail();
    const [method, packed, size, nameLength] = [u16(at + 10), u32(at + 20), u32(at + 24), u16(at + 28)];
    const name = strFromU8(bytes.subarray(at + 46, at + 46 + nameLength));
    const local = u32(at + 42);
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (!/\.(xml|rels)$/i.test(name) || name.startsWith('word/media/')) continue;
    total += size;
    if (total > MAX_XML_BYTES || u32(local) !== 0x04034b50) fail();
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (start + packed > bytes.length) fail();
    parts[name] = unpack(bytes.subarray(start, start + packed), method, size);
  }
  if (!parts['word/document.xml']) fail();
  return parts;
}

function unpack(data: Uint8Array, method: number, size: number): Uint8Array {
  if (method === 0) return data.length === size ? data.slice() : fail();
  if (method !== 8) fail();
  const out = new Uint8Array(size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > size) fail();
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += INFLATE_STEP) inflater.push(data.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= data.length);
  } catch {
    fail();
  }
  return written === size ? out : fail();
}

function fail(): never {
  throw new DamagedZip();
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th']);

/**
 * One line per paragraph, heading, list item, table cell or line break, in document order. Only the document's top
 * heading level (used at least twice) marks headings: deeper levels are a section's own titles (a job, a degree)
 * and read as bold lines.
 */
function linesOfHtml(html: string): ResumeLine[] {
  const lines: { line: ResumeLine; level: number }[] = [];
  const blocks: string[] = [];
  let text = '';
  let boldChars = 0;
  let plainChars = 0;
  let strong = 0;
  const flush = () => {
    const block = blocks.at(-1) ?? 'p';
    const cleaned = cleanLineText(text);
    if (cleaned.text !== '') {
      const level = /^h[1-6]$/.test(block) ? Number(block[1]) : 0;
      const bold = level > 0 || (plainChars === 0 && boldChars > 0);
      const bullet = block === 'li' || cleaned.bullet;
      lines.push({ line: { text: cleaned.text, page: 1, x: 0, y: 0, size: 0, bold, bullet, heading: false }, level });
    }
    [text, boldChars, plainChars] = ['', 0, 0];
  };
  const parser = new Parser({
    onopentag(name) {
      if (BLOCKS.has(name)) {
        flush();
        blocks.push(name);
      } else if (name === 'br') flush();
      else if (name === 'strong' || name === 'b') strong++;
    },
    ontext(chunk) {
      text += chunk;
      const visible = chunk.replace(/\s/gu, '').length;
      if (strong > 0) boldChars += visible;
      else plainChars += visible;
    },
    onclosetag(name) {
      if (BLOCKS.has(name)) {
        flush();
        blocks.pop();
      } else if (name === 'strong' || name === 'b') strong--;
    },
  });
  parser.end(html);
  flush();
  const levels = lines.map((entry) => entry.level).filter((level) => level > 0);
  const topLevel = Math.min(...levels.filter((level) => levels.filter((other) => other === level).length >= 2));
  return lines.map(({ line, level }) => ({ ...line, heading: level > 0 && level <= topLevel }));
}
