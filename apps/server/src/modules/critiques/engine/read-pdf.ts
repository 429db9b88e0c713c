import type { TUnreadableReason } from '@draftdesk/contract';
import { getDocument, Util, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import type { RawPage, RawPdf, RawTextItem } from './layout.ts';

// Reads a PDF's text with its positions, sizes and weights through pdf.js. In Node pdf.js runs its worker code in
// the calling thread ("fake worker", loaded from pdf.worker.mjs beside pdf.mjs), so nothing leaves this thread:
// no eval, no font loading, no system fonts, no network, no canvas.

const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|ultrabold/i;

/** The positioned text of every page, or why there is none (encrypted, damaged, too long, a scan). */
export async function readPdf(bytes: Uint8Array, opts: { maxPages: number }): Promise<RawPdf> {
  const task = getDocument({
    // pdf.js may take over the buffer it is given; the caller keeps its own.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    return unreadable(0, unreadableReason(error));
  }
  try {
    if (doc.numPages > opts.maxPages) return unreadable(doc.numPages, 'too_many_pages');
    const pageItems: RawPage[] = [];
    for (let number = 1; number <= doc.numPages; number++) pageItems.push(await readPage(await doc.getPage(number), number));
    const textLayer = pageItems.some((page) => page.items.length > 0);
    return { kind: 'pdf', pages: doc.numPages, pageItems, textLayer, unreadable: textLayer ? null : 'no_text' };
  } catch (error) {
    return unreadable(doc.numPages, unreadableReason(error));
  } finally {
    await doc.destroy();
  }
}

function unreadable(pages: number, reason: TUnreadableReason): RawPdf {
  return { kind: 'pdf', pages, pageItems: [], textLayer: false, unreadable: reason };
}

function unreadableReason(error: unknown): TUnreadableReason {
  return error instanceof Error && error.name === 'PasswordException' ? 'encrypted' : 'damaged';
}

async function readPage(page: PDFPageProxy, number: number): Promise<RawPage> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const textItems = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item] : []));
  // Font names reach this thread only with the page's operator list; a page without text needs neither.
  if (textItems.length > 0) await page.getOperatorList();
  const items = textItems.map((item): RawTextItem => {
    const [, , c, d, x, y] = Util.transform(viewport.transform, item.transform) as number[];
    const style = content.styles[item.fontName] as { fontFamily?: string } | undefined;
    return { text: item.str, x, y, width: item.width, size: Math.hypot(c, d), bold: isBold(page, item.fontName, style?.fontFamily) };
  });
  page.cleanup();
  return { page: number, width: viewport.width, height: viewport.height, items };
}

function isBold(page: PDFPageProxy, fontId: string, family: string | undefined): boolean {
  const font: unknown = page.commonObjs.has(fontId) ? page.commonObjs.get(fontId) : null;
  const { name, bold, black } = (font ?? {}) as { name?: unknown; bold?: unknown; black?: unknown };
  return bold === true || black === true || (typeof name === 'string' && BOLD_FONT.test(name)) || BOLD_FONT.test(family ?? '');
}
