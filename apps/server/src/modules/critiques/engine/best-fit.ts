import type { TBestFitJob } from '@draftdesk/contract';
import occupationsData from './onet/occupations.json' with { type: 'json' };
import { skillRarity } from './skills.ts';

// Best-fit jobs: O*NET occupations scored against the resume's job titles and hard skills. Titles weigh most: a
// resume's titles say what the candidate does; skills confirm it and separate occupations sharing a title.

interface Occupation {
  code: string;
  title: string;
  alternates: string[];
  skills: string[];
}

/** A job title the resume gives, with how much it speaks for the candidate (the latest counts most). */
export interface ResumeTitle {
  text: string;
  weight: number;
}

const TITLE_WEIGHT = 0.65;
const SKILL_WEIGHT = 0.35;
/** Matching this share of an occupation's (rarity-weighted) skills covers it fully. */
const FULL_COVERAGE = 0.5;
/** Rarity-weighted skills needed to count as evidence at all (about three distinctive skills; Excel alone is ~0.2). */
const FULL_EVIDENCE = 6;
const TOP = 5;
const MAX_MATCHED = 8;

const STOP_WORDS = new Set(['and', 'of', 'the', 'a', 'an', 'in', 'for', 'at', 'to', 'with', 'or', 'on']);
// Rank and arrangement say nothing about the occupation.
const QUALIFIERS = new Set(
  'senior sr junior jr lead principal staff head i ii iii iv v level mid entry intern trainee acting interim freelance contract contractor remote part full time'.split(
    ' ',
  ),
);

// Written as one word on resumes, as two in O*NET.
const COMPOUNDS = new Map([
  ['frontend', ['front', 'end']],
  ['backend', ['back', 'end']],
  ['fullstack', ['full', 'stack']],
]);

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A title's meaningful words, stemmed ('Senior Software Developers' -> software, developer), with how they were written. */
export function titleWords(title: string): { word: string; written: string }[] {
  return (title.match(/[\p{L}]+/gu) ?? [])
    .flatMap((written) => (COMPOUNDS.get(written.toLowerCase()) ?? [written.toLowerCase()]).map((word) => ({ word: stem(word), written })))
    .filter((w) => !STOP_WORDS.has(w.word) && !QUALIFIERS.has(w.word));
}

const OCCUPATIONS = (occupationsData as Occupation[]).map((o) => ({
  ...o,
  titles: [o.title, ...o.alternates].map((t) => new Set(titleWords(t).map((w) => w.word))),
  skillSet: new Set(o.skills),
  skillTotal: o.skills.reduce((sum, name) => sum + skillRarity(name), 0),
}));
// Which occupation titles hold a word: only those are compared with a resume title.
const TITLE_INDEX = new Map<string, Set<number>>();
OCCUPATIONS.forEach((o, index) => {
  for (const words of o.titles) for (const word of words) TITLE_INDEX.set(word, (TITLE_INDEX.get(word) ?? new Set()).add(index));
});
// A word's weight: rarer across occupations, more telling ('nurse' says more than 'manager' or 'developer').
const WORD_WEIGHTS = new Map([...TITLE_INDEX].map(([word, holders]) => [word, Math.log(1 + OCCUPATIONS.length / holders.size)]));
const wordWeight = (word: string) => WORD_WEIGHTS.get(word) ?? Math.log(2);

/** Shared words over all words, by weight: 'Sales Manager' fits 'Sales Managers' fully, 'Funeral Sales Manager' partly. */
function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  let all = 0;
  for (const word of a) {
    all += wordWeight(word);
    if (b.has(word)) shared += wordWeight(word);
  }
  for (const word of b) if (!a.has(word)) all += wordWeight(word);
  return all > 0 ? shared / all : 0;
}

interface TitleFit {
  score: number;
  matched: string;
}

function titleFits(titles: ResumeTitle[]): Map<number, TitleFit> {
  const fits = new Map<number, TitleFit>();
  for (const title of titles) {
    const words = titleWords(title.text);
    const set = new Set(words.map((w) => w.word));
    const candidates = new Set<number>();
    for (const word of set) for (const index of TITLE_INDEX.get(word) ?? []) candidates.add(index);
    for (const index of candidates) {
      let best = 0;
      let bestTitle: Set<string> | undefined;
      for (const occupationTitle of OCCUPATIONS[index].titles) {
        const score = similarity(set, occupationTitle);
        if (score > best) [best, bestTitle] = [score, occupationTitle];
      }
      const score = best * title.weight;
      const previous = fits.get(index);
      if (bestTitle && (!previous || score > previous.score)) {
        const matched = words.filter((w) => bestTitle.has(w.word)).map((w) => w.written);
        fits.set(index, { score, matched: [...new Set(matched)].join(' ') });
      }
    }
  }
  return fits;
}

/** The occupations the titles and skills fit best, best first (ties: better title fit, then O*NET code). */
/**
 * How well the resume's skills fit an occupation, 0-1: mostly the share of the resume's skills it uses (so an
 * occupation listing few skills is not favoured), some its own skills covered, all scaled by how much evidence
 * the matched skills are (common ones like Excel say little).
 */
function skillFit(matchedWeight: number, resumeWeight: number, occupationWeight: number): number {
  if (matchedWeight === 0) return 0;
  const share = matchedWeight / resumeWeight;
  const coverage = Math.min(1, matchedWeight / (FULL_COVERAGE * occupationWeight));
  return Math.min(1, matchedWeight / FULL_EVIDENCE) * (0.7 * share + 0.3 * coverage);
}

export function bestFitJobs(titles: ResumeTitle[], hardSkills: string[]): TBestFitJob[] {
  const fits = titleFits(titles);
  const resumeWeight = hardSkills.reduce((sum, name) => sum + skillRarity(name), 0);
  const scored: (TBestFitJob & { titleScore: number })[] = [];
  OCCUPATIONS.forEach((occupation, index) => {
    const title = fits.get(index);
    const matchedSkills = hardSkills.filter((s) => occupation.skillSet.has(s));
    if (!title && matchedSkills.length === 0) return;
    const skillWeight = matchedSkills.reduce((sum, name) => sum + skillRarity(name), 0);
    const skillScore = skillFit(skillWeight, resumeWeight, occupation.skillTotal);
    const titleScore = title?.score ?? 0;
    const score = Math.round(100 * (TITLE_WEIGHT * titleScore + SKILL_WEIGHT * skillScore));
    if (score <= 0) return;
    const matched = [...(title?.matched ? [title.matched] : []), ...matchedSkills].slice(0, MAX_MATCHED);
    scored.push({ code: occupation.code, title: occupation.title, score: Math.min(100, score), matched, titleScore });
  });
  scored.sort((a, b) => b.score - a.score || b.titleScore - a.titleScore || (a.code < b.code ? -1 : 1));
  return scored.slice(0, TOP).map(({ code, title, score, matched }) => ({ code, title, score, matched }));
}
