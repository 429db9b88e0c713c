import type { TCritiqueReport } from '@draftdesk/contract';
import { findPhoneNumbersInText, isSupportedCountry } from 'libphonenumber-js';
import type { CritiqueOptions, ResumeDocument, ResumeLine } from './document.ts';
import { contactLines } from './passages.ts';

type StyleSection = TCritiqueReport['style_section'];

const PHONE_LABEL = /\b(?:phone|tel|telephone|mobile|cell|whatsapp)\b/i;
// '2010 – 2012', '01.02.2020': dates a lenient search can take for a number.
const DATE_LIKE = /^(?:(?:19|20)\d{2}\s*[-–—/]\s*(?:19|20)\d{2}|\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d{2})$/;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

/** The contact block first, then the rest: a phone number or e-mail at the top is the candidate's own. */
function searchOrder(doc: ResumeDocument): ResumeLine[] {
  const contact = contactLines(doc);
  const first = new Set(contact);
  return [...contact, ...doc.lines.filter((line) => !first.has(line))];
}

export function emailCheck(doc: ResumeDocument, _opts?: CritiqueOptions): StyleSection['email_check'] {
  for (const line of searchOrder(doc)) {
    const match = EMAIL.exec(line.text);
    if (match) return { result: 'good', email: match[0] };
  }
  return { result: 'bad', email: '' };
}

export function phoneNumberCheck(doc: ResumeDocument, opts: CritiqueOptions): StyleSection['phone_number_check'] {
  const country = opts.defaultCountry.toUpperCase();
  const defaultCountry = isSupportedCountry(country) ? country : undefined;
  const contact = new Set(doc.sections.filter((s) => s.key === 'contact').flatMap((s) => s.lines));
  for (const line of searchOrder(doc)) {
    // `extended` searches with leniency POSSIBLE: a number need not be a valid, allocated one to be the candidate's.
    for (const found of findPhoneNumbersInText(line.text, { defaultCountry, extended: true })) {
      const written = line.text.slice(found.startsAt, found.endsAt);
      const digits = written.replace(/\D/g, '').length;
      if (digits < 7 || DATE_LIKE.test(written)) continue;
      // Below the contact block, amounts and references can pass for numbers: only an unmistakable phone number counts.
      if (contact.has(line) || PHONE_LABEL.test(line.text) || written.startsWith('+') || digits >= 10) return { result: 'good', phone_number: written };
    }
  }
  return { result: 'bad', phone_number: '' };
}

export function styleSection(doc: ResumeDocument, opts: CritiqueOptions): StyleSection {
  return { email_check: emailCheck(doc, opts), phone_number_check: phoneNumberCheck(doc, opts) };
}
