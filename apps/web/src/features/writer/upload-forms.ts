import { DOCX_MIME, finalFilesError, PDF_MIME, revisionFilesError, ZFinalUploadRequest, ZRevisionUploadRequest } from '@draftdesk/contract';
import type { z } from 'zod';

/** The revision form: the contract's upload data (additional documents come from their own dropzone). */
const ZRevisionFormBase = ZRevisionUploadRequest.shape.data.omit({ additionalFiles: true });
export type RevisionFormInput = z.input<typeof ZRevisionFormBase>;
export type RevisionFormValues = z.output<typeof ZRevisionFormBase>;

/**
 * Spec 02 §5 on the form: a PDF, and a Word file unless hide_ms_word_document;
 * both errors show at once (the contract rule reports the first only).
 */
export function revisionFormSchema(hideWord: boolean) {
  return ZRevisionFormBase.superRefine((files, ctx) => {
    const pdf = revisionFilesError({ dataPdf: files.dataPdf }, true);
    if (pdf) ctx.addIssue({ code: 'custom', path: [pdf.field], message: pdf.message });
    const word = revisionFilesError({ dataPdf: { mimetype: PDF_MIME }, dataWord: files.dataWord }, hideWord);
    if (word) ctx.addIssue({ code: 'custom', path: [word.field], message: word.message });
  });
}

/** The final form: the contract's upload request without what the page knows (order, service, task) and the extra files. */
const ZFinalFormBase = ZFinalUploadRequest.pick({ dataPdf: true, dataWord: true, notes: true });
export type FinalFormInput = z.input<typeof ZFinalFormBase>;
export type FinalFormValues = z.output<typeof ZFinalFormBase>;

/** Spec 02 §5: a final needs a PDF and a DOCX (only the wordprocessing type); both errors show at once. */
export function finalFormSchema() {
  return ZFinalFormBase.superRefine((files, ctx) => {
    const pdf = finalFilesError({ dataPdf: files.dataPdf, dataWord: { mimetype: DOCX_MIME } });
    if (pdf) ctx.addIssue({ code: 'custom', path: [pdf.field], message: pdf.message });
    const word = finalFilesError({ dataPdf: { mimetype: PDF_MIME }, dataWord: files.dataWord });
    if (word) ctx.addIssue({ code: 'custom', path: [word.field], message: word.message });
  });
}
