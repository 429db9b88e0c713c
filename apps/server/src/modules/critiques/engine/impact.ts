import type { TCritiqueReport } from '@draftdesk/contract';
import type { CritiqueOptions, ResumeDocument } from './document.ts';
import { WEAK_OPENERS } from './lexicon.ts';
import { escapeHtml, readExperience, wordCount, type Statement } from './passages.ts';
import { engineT } from './texts/index.ts';

type ImpactCheck = TCritiqueReport['impact_and_experience_section']['impact_check'];

/** Share of statements that should carry a number for the check to pass. */
const GOOD_SHARE = 0.5;

// Years and month names are dates, not results: they are taken out before numbers are counted.
const DATES = /\b(?:19|20)\d{2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b/gi;
const NUMBERS = new RegExp(
  [
    // 12, 1,200, $1.2M, 40%, 10x, 500+ -- but not the 5 of HTML5 or the 3 of 3D.
    String.raw`(?<![\p{L}\d.,])[$€£¥₹]?\d+(?:[.,]\d+)*(?:\s?(?:%|percent\b)|(?:x|k|m|bn|\+)?(?![\p{L}\d]))`,
    String.raw`\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundreds?|thousands?|millions?|billions?|dozens?)\b`,
    String.raw`\b(?:doubled|tripled|quadrupled|halved|twice)\b`,
  ].join('|'),
  'giu',
);
const WEAK_START = new RegExp(`^(?:${WEAK_OPENERS.map((w) => w.phrase).join('|')})\\b`, 'i');

/** How many numbers a statement carries (dates aside). */
export function numberCount(text: string): number {
  return text.replace(DATES, ' ').match(NUMBERS)?.length ?? 0;
}

function strongest(quantified: Statement[]): Statement | undefined {
  let best: Statement | undefined;
  let bestCount = 0;
  for (const statement of quantified) {
    const count = numberCount(statement.text);
    if (count > bestCount) [best, bestCount] = [statement, count];
  }
  return best;
}

function weakest(plain: Statement[]): Statement | undefined {
  const rank = (s: Statement) => (WEAK_START.test(s.text) ? 0 : 1000) + wordCount(s.text);
  let worst: Statement | undefined;
  for (const statement of plain) if (!worst || rank(statement) < rank(worst)) worst = statement;
  return worst;
}

export function impactCheck(doc: ResumeDocument, opts?: CritiqueOptions): ImpactCheck {
  const t = engineT(opts?.language);
  const { statements } = readExperience(doc);
  const total = statements.length;
  if (total === 0) return { result: 'bad', report_text: `<p>${t('impact.none')}</p>`, quantified: 0, total: 0 };
  const quantifiedList = statements.filter((s) => numberCount(s.text) > 0);
  const plain = statements.filter((s) => numberCount(s.text) === 0);
  const quantified = quantifiedList.length;
  const good = quantified / total >= GOOD_SHARE;
  const ratio = `<strong>${t('impact.ratio', { quantified, total })}</strong>`;
  const parts = [
    good
      ? `<p>${t('impact.shown', { count: total, ratio })} ${t('impact.keepItUp')}</p>`
      : `<p>${t('impact.onlyShown', { count: total, ratio })} ${t('impact.addNumbers')}</p>`,
  ];
  // The quotes stay as the resume wrote them, escaped, beside the translated words rather than inside them.
  const best = strongest(quantifiedList);
  if (best) parts.push(`<p>${t('impact.strongest')} <q>${escapeHtml(best.text)}</q></p>`);
  const worst = weakest(plain);
  if (worst) parts.push(`<p>${t('impact.needsNumber')} <q>${escapeHtml(worst.text)}</q></p>`);
  return { result: good ? 'good' : 'bad', report_text: parts.join(''), quantified, total };
}

export function impactSection(doc: ResumeDocument, opts: CritiqueOptions): TCritiqueReport['impact_and_experience_section'] {
  return { impact_check: impactCheck(doc, opts) };
}
