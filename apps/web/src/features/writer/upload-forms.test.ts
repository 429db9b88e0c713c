import { MESSAGES } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { finalFormSchema, revisionFormSchema } from './upload-forms.ts';

const file = (name: string, mimetype: string) => ({ key: name, originalname: name, size: 10, mimetype });
const pdf = file('a.pdf', 'application/pdf');
const docx = file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');

function errors(hideWord: boolean, values: Record<string, unknown>) {
  const result = revisionFormSchema(hideWord).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('revision form (spec 02 §5)', () => {
  it('needs a PDF and a Word file, and says so for both at once', () => {
    expect(errors(false, { dataPdf: null, dataWord: null })).toEqual({
      dataPdf: MESSAGES.revisionPdfRequired,
      dataWord: MESSAGES.revisionWordRequired,
    });
  });

  it('accepts a PDF with a Word file', () => {
    expect(errors(false, { dataPdf: pdf, dataWord: docx, notes: 'Hi' })).toEqual({});
  });

  it('needs no Word file with hide_ms_word_document', () => {
    expect(errors(true, { dataPdf: pdf, dataWord: null })).toEqual({});
  });

  it('refuses a Word slot holding a PDF', () => {
    expect(errors(true, { dataPdf: pdf, dataWord: pdf })).toEqual({ dataWord: MESSAGES.revisionWordRequired });
  });
});

describe('final form (spec 02 §5)', () => {
  const finalErrors = (values: Record<string, unknown>) => {
    const result = finalFormSchema().safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('needs a PDF and a DOCX', () => {
    expect(finalErrors({ dataPdf: null, dataWord: null })).toEqual({ dataPdf: MESSAGES.finalPdfRequired, dataWord: MESSAGES.finalWordRequired });
    expect(finalErrors({ dataPdf: pdf, dataWord: docx, notes: '' })).toEqual({});
  });

  it('takes only the wordprocessing type as the Word version', () => {
    expect(finalErrors({ dataPdf: pdf, dataWord: file('a.doc', 'application/msword') })).toEqual({ dataWord: MESSAGES.finalWordRequired });
  });
});
