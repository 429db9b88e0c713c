import { CRITIQUE_EDITABLE_TEXTS, type TCritique, type TCritiqueEditableText } from '@draftdesk/contract';

/** The review page's tab a report text shows on (a key of admin.reviews.tabs). */
export type ReportTab = 'structure' | 'impact' | 'language' | 'ats';

export interface ReportText {
  path: TCritiqueEditableText;
  tab: ReportTab;
  /** A key of admin.reviews.checks: the check the text reports on. */
  check: string;
  /** impact_check's text is HTML that the review page sanitises; the others are plain text. */
  html: boolean;
}

const TAB_BY_SECTION: Record<string, ReportTab> = {
  structure_section: 'structure',
  impact_and_experience_section: 'impact',
  language_section: 'language',
  ats_section: 'ats',
};

/** Every text staff may rewrite, in the report's order, with the tab and check it belongs to. */
export const REPORT_TEXTS: ReportText[] = CRITIQUE_EDITABLE_TEXTS.map((path) => {
  const [section, check] = path.split('.');
  return {
    path,
    tab: TAB_BY_SECTION[section],
    // The ATS text is the section's own: its 'check' is the section.
    check: check === 'report_text' ? 'ats' : check,
    html: path === 'impact_and_experience_section.impact_check.report_text',
  };
});

function valueAt(critique: TCritique, path: string): unknown {
  let node: unknown = critique;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/** The text at a report path of a review; '' while the review is being prepared. */
export function reportTextOf(critique: TCritique, path: TCritiqueEditableText): string {
  const text = valueAt(critique, path);
  return typeof text === 'string' ? text : '';
}

/** Whether the check behind a text passed ('good') or found something ('bad'); null while the review is being prepared. */
export function reportResultOf(critique: TCritique, path: TCritiqueEditableText): 'good' | 'bad' | null {
  const result = valueAt(critique, path.replace(/report_text$/, 'result'));
  return result === 'good' || result === 'bad' ? result : null;
}
