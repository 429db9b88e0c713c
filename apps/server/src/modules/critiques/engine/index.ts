import { LANGUAGE_CHECK_KEYS, type TCritiqueReport, type TLanguageCheck, type TLanguageCheckKey, type TUnreadableReason } from '@draftdesk/contract';
import { atsSection, unreadableAtsSection } from './ats.ts';
import type { CritiqueOptions, ResumeDocument } from './document.ts';
import { impactSection } from './impact.ts';
import { languageSection } from './language.ts';
import { scores } from './score.ts';
import { structureSection } from './structure.ts';
import { styleSection } from './style.ts';
import { engineT } from './texts/index.ts';

// The critique engine's judging half: a read document in, the review's report out. Pure: the same document and
// options give the same report (no clock, no randomness), so a review can be recomputed and compared.

export type { CritiqueOptions, ResumeDocument } from './document.ts';
export { ATTRIBUTION } from './onet/attribution.ts';

/** What could not be read, as the report says it (every check repeats it, so each tab explains itself). */
function unreadableReport(reason: TUnreadableReason, pages: number, opts: CritiqueOptions): TCritiqueReport {
  const text = engineT(opts.language)(`unreadable.${reason}`);
  const check: TLanguageCheck = { result: 'bad', report_text: text, flagged_text: [] };
  const language = Object.fromEntries(LANGUAGE_CHECK_KEYS.map((key) => [key, check])) as Record<TLanguageCheckKey, TLanguageCheck>;
  return {
    structure_section: {
      use_of_bullets_check: { result: 'bad', report_text: text, bullet_point_sentence: [] },
      missing_sections_check: { result: 'bad', report_text: text, found: [], missing: ['summary', 'experience', 'education', 'skills'] },
    },
    impact_and_experience_section: { impact_check: { result: 'bad', report_text: `<p>${text}</p>`, quantified: 0, total: 0 } },
    language_section: { ...language, better_verbs: [] },
    ats_section: unreadableAtsSection(text),
    style_section: { email_check: { result: 'bad', email: '' }, phone_number_check: { result: 'bad', phone_number: '' } },
    scores: { overall: 0, structure: 0, impact: 0, language: 0, ats: 0 },
    unreadable: reason,
    pages,
  };
}

/** Why a document cannot be judged, or null: a reader's reason, or no text at all (a scan). */
function unreadableReason(doc: ResumeDocument): TUnreadableReason | null {
  if (doc.unreadable) return doc.unreadable;
  return !doc.textLayer || doc.lines.length === 0 ? 'no_text' : null;
}

export function analyse(doc: ResumeDocument, opts: CritiqueOptions): TCritiqueReport {
  const reason = unreadableReason(doc);
  if (reason) return unreadableReport(reason, doc.pages, opts);
  const checks = {
    structure_section: structureSection(doc, opts),
    impact_and_experience_section: impactSection(doc, opts),
    language_section: languageSection(doc, opts),
    ats_section: atsSection(doc, opts),
    style_section: styleSection(doc, opts),
  };
  return { ...checks, scores: scores(checks), unreadable: null, pages: doc.pages };
}
