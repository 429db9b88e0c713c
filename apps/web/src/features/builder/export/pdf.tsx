import { pdf } from '@react-pdf/renderer';
import type { TResumeData } from '@draftdesk/contract';
import { ResumePdfDocument } from './ResumePdfDocument.tsx';

// Loaded only when a PDF is made (index.ts imports this file dynamically): react-pdf stays out of the page's bundle.

export async function renderPdf(data: TResumeData): Promise<Blob> {
  return pdf(<ResumePdfDocument data={data} />).toBlob();
}
