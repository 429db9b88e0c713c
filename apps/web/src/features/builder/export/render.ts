import type { TResumeData } from '@draftdesk/contract';
import { saveBlob } from './content.ts';

// The resume builder's exports. react-pdf and docx are heavy: each loads (its own chunk) only when a file is made,
// so the builder page opens without them. Import these functions statically; they import the renderers on demand.

export const PDF_FILE_NAME = 'my_cv.pdf';
export const DOCX_FILE_NAME = 'my_cv.docx';

/** The resume as an A4 PDF (real text, embedded fonts, clickable links). */
export async function renderResumePdf(data: TResumeData): Promise<Blob> {
  const { renderPdf } = await import('./pdf.tsx');
  return renderPdf(data);
}

/** Makes the PDF and downloads it as my_cv.pdf. */
export async function downloadResumePdf(data: TResumeData): Promise<void> {
  saveBlob(await renderResumePdf(data), PDF_FILE_NAME);
}

/** The resume as a Word document. */
export async function renderResumeDocx(data: TResumeData): Promise<Blob> {
  const { renderDocx } = await import('./docx.ts');
  return renderDocx(data);
}

/** Makes the DOCX and downloads it as my_cv.docx. */
export async function downloadResumeDocx(data: TResumeData): Promise<void> {
  saveBlob(await renderResumeDocx(data), DOCX_FILE_NAME);
}
