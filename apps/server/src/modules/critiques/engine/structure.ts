import { RESUME_SECTION_KEYS, type TCritiqueReport, type TResumeSectionKey } from '@draftdesk/contract';
import type { CritiqueOptions, ResumeDocument } from './document.ts';
import { readExperience, uniqueQuotes, wordCount } from './passages.ts';
import { engineT, listOf } from './texts/index.ts';

type StructureSection = TCritiqueReport['structure_section'];

/** An experience sentence this long (in words) reads better as a bullet. */
const LONG_SENTENCE_WORDS = 12;

export function useOfBulletsCheck(doc: ResumeDocument, opts?: CritiqueOptions): StructureSection['use_of_bullets_check'] {
  const t = engineT(opts?.language);
  const { statements, prose } = readExperience(doc);
  const sentences = uniqueQuotes(prose.filter((s) => wordCount(s.text) >= LONG_SENTENCE_WORDS).map((s) => s.text));
  const bullets = statements.filter((s) => s.bullet).length;
  if (statements.length === 0) {
    return { result: 'bad', report_text: t('bullets.noExperience'), bullet_point_sentence: [] };
  }
  if (sentences.length === 0 && bullets > 0) {
    return { result: 'good', report_text: t('bullets.good'), bullet_point_sentence: [] };
  }
  if (bullets === 0) {
    return { result: 'bad', report_text: t('bullets.paragraphs'), bullet_point_sentence: sentences };
  }
  return {
    result: sentences.length >= 2 ? 'bad' : 'good',
    report_text: sentences.length >= 2 ? t('bullets.longSentences', { count: sentences.length }) : t('bullets.oneSentence'),
    bullet_point_sentence: sentences,
  };
}

export function missingSectionsCheck(doc: ResumeDocument, opts?: CritiqueOptions): StructureSection['missing_sections_check'] {
  const t = engineT(opts?.language);
  const found: { key: TResumeSectionKey; heading: string }[] = [];
  for (const key of RESUME_SECTION_KEYS) {
    const section = doc.sections.find((s) => s.key === key);
    if (section) found.push({ key, heading: section.heading });
  }
  const missing = RESUME_SECTION_KEYS.filter((key) => !found.some((f) => f.key === key));
  if (missing.length === 0) {
    return { result: 'good', report_text: t('sections.complete'), found, missing };
  }
  const names = missing.map((key) => t(`sectionNames.${key}`));
  const list = listOf(t, names);
  return { result: 'bad', report_text: t('sections.missing', { count: missing.length, list }), found, missing };
}

export function structureSection(doc: ResumeDocument, opts: CritiqueOptions): StructureSection {
  return { use_of_bullets_check: useOfBulletsCheck(doc, opts), missing_sections_check: missingSectionsCheck(doc, opts) };
}
