import type { ResumeDocument } from './document.ts';
import { readDocx } from './read-docx.ts';
import { readPdf } from './read-pdf.ts';
import { toDocument } from './sections.ts';

// The reading half of the critique engine: a resume's bytes in, the resume model out, whatever the file type.

/** Reads a PDF or DOCX into lines and sections; an unreadable file comes back with its reason and no sections. */
export async function readResume(bytes: Uint8Array, kind: 'pdf' | 'docx', opts: { maxPages: number }): Promise<ResumeDocument> {
  const raw = kind === 'pdf' ? await readPdf(bytes, opts) : await readDocx(bytes, opts);
  return toDocument(raw);
}
