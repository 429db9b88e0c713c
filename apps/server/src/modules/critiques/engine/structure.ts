import { RESUME_SECTION_KEYS, type TCritiqueReport, type TResumeSectionKey } from '@draftdesk/contract';
import type { CritiqueOptions, ResumeDocument } from './document.ts';
import { readExperience, uniqueQuotes, wordCount } from './passages.ts';

type StructureSection = TCritiqueReport['structure_section'];

/** An experience sentence this long (in words) reads better as a bullet. */
const LONG_SENTENCE_WORDS = 12;

const SECTION_NAMES: Record<TResumeSectionKey, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
};

export function useOfBulletsCheck(doc: ResumeDocument, _opts?: CritiqueOptions): StructureSection['use_of_bullets_check'] {
  const { statements, prose } = readExperience(doc);
  const sentences = uniqueQuotes(prose.filter((s) => wordCount(s.text) >= LONG_SENTENCE_WORDS).map((s) => s.text));
  const bullets = statements.filter((s) => s.bullet).length;
  if (statements.length === 0) {
    return {
      result: 'bad',
      report_text: 'We could not find any experience to check. List what you did in each job as short bullet points.',
      bullet_point_sentence: [],
    };
  }
  if (sentences.length === 0 && bullets > 0) {
    return {
      result: 'good',
      report_text: 'Your experience is written in bullet points, which recruiters and applicant tracking systems read quickly.',
      bullet_point_sentence: [],
    };
  }
  if (bullets === 0) {
    return {
      result: 'bad',
      report_text: 'Your experience is written as paragraphs. Recruiters skim: turn each achievement into a short bullet point that starts with a strong verb.',
      bullet_point_sentence: sentences,
    };
  }
  return {
    result: sentences.length >= 2 ? 'bad' : 'good',
    report_text:
      sentences.length >= 2
        ? `Most of your experience uses bullet points, but ${sentences.length} long sentences do not. Break them into bullets that start with a strong verb.`
        : 'Your experience mostly uses bullet points. The sentence below would read better as a bullet.',
    bullet_point_sentence: sentences,
  };
}

export function missingSectionsCheck(doc: ResumeDocument, _opts?: CritiqueOptions): StructureSection['missing_sections_check'] {
  const found: { key: TResumeSectionKey; heading: string }[] = [];
  for (const key of RESUME_SECTION_KEYS) {
    const section = doc.sections.find((s) => s.key === key);
    if (section) found.push({ key, heading: section.heading });
  }
  const missing = RESUME_SECTION_KEYS.filter((key) => !found.some((f) => f.key === key));
  if (missing.length === 0) {
    return { result: 'good', report_text: 'Your resume has all the sections recruiters look for: summary, experience, education and skills.', found, missing };
  }
  const names = missing.map((key) => SECTION_NAMES[key]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return {
    result: 'bad',
    report_text: `We could not find ${missing.length === 1 ? 'this section' : 'these sections'}: ${list}. Recruiters and applicant tracking systems look for them under clear headings.`,
    found,
    missing,
  };
}

export function structureSection(doc: ResumeDocument, opts: CritiqueOptions): StructureSection {
  return { use_of_bullets_check: useOfBulletsCheck(doc, opts), missing_sections_check: missingSectionsCheck(doc, opts) };
}
