import { Document, Page, Text, pdf } from '@react-pdf/renderer';
import type { TResumeData, TResumeFont } from '@draftdesk/contract';
import { resumeFontFamily } from './fonts.ts';
import { ResumePdfDocument } from './ResumePdfDocument.tsx';

// Loaded only when a PDF is made (index.ts imports this file dynamically): react-pdf stays out of the page's bundle.

export async function renderPdf(data: TResumeData): Promise<Blob> {
  return pdf(<ResumePdfDocument data={data} />).toBlob();
}

/**
 * Draws a tiny PDF in the font, regular and bold, with its fallbacks (warm.ts, on idle): the layout engine's
 * WebAssembly is compiled and the font files fetched and parsed, so the resume's first PDF only lays out and saves.
 */
export async function warmPdf(font: TResumeFont): Promise<void> {
  const fontFamily = resumeFontFamily(font);
  await pdf(
    <Document>
      <Page size="A4">
        <Text style={{ fontFamily }}>a</Text>
        <Text style={{ fontFamily, fontWeight: 700 }}>a</Text>
      </Page>
    </Document>,
  ).toBlob();
}
