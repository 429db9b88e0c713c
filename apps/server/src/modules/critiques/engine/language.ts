import { createRequire } from 'node:module';
import type { TCritiqueReport, TLanguageCheck, TLanguageCheckKey } from '@draftdesk/contract';
import type { CritiqueOptions, ResumeDocument } from './document.ts';
import { BUZZWORDS, FILLER_WORDS, GENERAL_STRONG_VERBS, VERB_ALTERNATIVES, VERB_FORMS, WEAK_OPENERS, type Tense } from './lexicon.ts';
import { bodyLines, openingWord, readExperience, uniqueQuotes, wordCount, type Statement } from './passages.ts';
import { engineT, type EngineT } from './texts/index.ts';

type LanguageSection = TCritiqueReport['language_section'];
interface Suggestion {
  index: number;
  offset: number;
  reason: string;
}
type WriteGood = (text: string, opts?: Record<string, boolean>) => Suggestion[];

// write-good ships CommonJS without types.
const writeGood = createRequire(import.meta.url)('write-good') as WriteGood;
// Only its passive-voice and weasel-word checks: the rest is tuned for prose, not resumes.
const WRITE_GOOD_OPTIONS = { illusion: false, so: false, thereIs: false, adverb: false, tooWordy: false, cliches: false, eprime: false };

const LONG_BULLET_WORDS = 30;
const REPEAT_LIMIT = 3;
const MAX_BETTER_VERBS = 10;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One alternation of phrases, longest first, whole words only; a hyphen or space in a phrase matches either or none. */
function phraseRegex(phrases: string[]): RegExp {
  const sorted = [...phrases].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const body = sorted.map((p) => escape(p).replace(/[- ]/g, '[ -]?')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}-])`, 'giu');
}

const WEAK_OPENER = new RegExp(
  `^(?:${[...WEAK_OPENERS]
    .sort((a, b) => b.phrase.length - a.phrase.length)
    .map((w) => escape(w.phrase))
    .join('|')})(?![\\p{L}])`,
  'iu',
);
const BUZZWORD = phraseRegex(BUZZWORDS);
const FILLER = phraseRegex(FILLER_WORDS);
const PRONOUN = /(?<![\p{L}\p{N}'’-])(?:I|[Mm]e|[Mm]y|[Ww]e|[Oo]ur)(?![\p{L}\p{N}-])/gu;
// 'Level I', 'Phase I', 'World War I': a numeral, not the candidate.
const NOUN_FOLLOWERS = /^\s+(?:were|was|are|is|have|has|had|been|of)\b/i;
const NUMERAL_BEFORE_I = /\b(?:level|phase|tier|grade|class|part|stage|type|year|chapter|series|section|war|title|step|round|vol\.?)\s$/i;

/** A check fails when it quotes anything; its texts are `language.<check>.good` and `.bad`. */
function check(t: EngineT, key: TLanguageCheckKey, flagged: string[], values?: Record<string, number>): TLanguageCheck {
  const bad = flagged.length > 0;
  return { result: bad ? 'bad' : 'good', report_text: bad ? t(`language.${key}.bad`, values) : t(`language.${key}.good`), flagged_text: flagged };
}

/** Matches of a regex over the lines, in document order. */
function matchesIn(lines: string[], pattern: RegExp, keep: (line: string, match: RegExpExecArray) => boolean = () => true): string[] {
  const found: string[] = [];
  for (const line of lines) {
    for (const match of line.matchAll(pattern)) if (keep(line, match)) found.push(match[0]);
  }
  return found;
}

/** write-good's findings per line, as the resume's own words. */
function writeGoodFindings(lines: string[]): { passive: string[]; weasel: { line: number; index: number; text: string }[] } {
  const passive: string[] = [];
  const weasel: { line: number; index: number; text: string }[] = [];
  lines.forEach((line, lineIndex) => {
    for (const s of writeGood(line, WRITE_GOOD_OPTIONS)) {
      const text = line.substr(s.index, s.offset);
      if (s.reason.includes('passive voice')) passive.push(text);
      if (s.reason.includes('weasel word')) weasel.push({ line: lineIndex, index: s.index, text });
    }
  });
  return { passive, weasel };
}

function fillerWords(lines: string[], weasel: { line: number; index: number; text: string }[]): string[] {
  const found = [...weasel];
  lines.forEach((line, lineIndex) => {
    for (const match of line.matchAll(FILLER)) found.push({ line: lineIndex, index: match.index, text: match[0] });
  });
  return found.sort((a, b) => a.line - b.line || a.index - b.index).map((f) => f.text);
}

function openerTense(text: string): { base: string; tense: Tense | null } | null {
  const word = openingWord(text).toLowerCase();
  if (word === '') return null;
  const known = VERB_FORMS.get(word);
  // 'Reports were prepared', 'Plans of ...': the opener is a noun, not a verb.
  if (known && NOUN_FOLLOWERS.test(text.slice(text.toLowerCase().indexOf(word) + word.length))) return null;
  if (known) return known;
  // An unlisted '-ed' opener ('Architected') is past tense all the same.
  return /^[a-z]{3,}ed$/.test(word) ? { base: word, tense: 'past' } : null;
}

function repeatedVerbs(statements: Statement[]): { flagged: string[]; bases: string[] } {
  const counts = new Map<string, number>();
  for (const s of statements) {
    const verb = openerTense(s.text);
    if (verb) counts.set(verb.base, (counts.get(verb.base) ?? 0) + 1);
  }
  const bases: string[] = [];
  const flagged: string[] = [];
  for (const s of statements) {
    const verb = openerTense(s.text);
    if (!verb || (counts.get(verb.base) ?? 0) < REPEAT_LIMIT) continue;
    if (!bases.includes(verb.base)) bases.push(verb.base);
    flagged.push(s.text);
  }
  return { flagged, bases };
}

/** Present-tense openers in a past job that otherwise speaks in the past tense. */
function tenseMixes(doc: ResumeDocument): string[] {
  const flagged: string[] = [];
  for (const entry of readExperience(doc).entries) {
    if (entry.current) continue;
    const tenses = entry.statements.map((s) => openerTense(s.text)?.tense ?? null);
    if (!tenses.includes('past') || !tenses.includes('present')) continue;
    entry.statements.forEach((s, i) => tenses[i] === 'present' && flagged.push(s.text));
  }
  return flagged;
}

export function languageSection(doc: ResumeDocument, opts?: CritiqueOptions): LanguageSection {
  const t = engineT(opts?.language);
  const { statements } = readExperience(doc);
  const lines = bodyLines(doc).map((l) => l.text);
  const { passive, weasel } = writeGoodFindings(lines);

  const weak = statements.filter((s) => WEAK_OPENER.test(s.text.replace(/^[^\p{L}]+/u, '')));
  const weakQuotes = uniqueQuotes(weak.map((s) => s.text));
  const pronouns = matchesIn(lines, PRONOUN, (line, m) => m[0] !== 'I' || !NUMERAL_BEFORE_I.test(line.slice(0, m.index)));
  const buzzwords = matchesIn(lines, BUZZWORD);
  const fillers = fillerWords(lines, weasel);
  const repeated = repeatedVerbs(statements);
  const long = statements.filter((s) => wordCount(s.text) > LONG_BULLET_WORDS).map((s) => s.text);
  const tense = tenseMixes(doc);

  const better: string[] = [];
  for (const s of weak) {
    const opener = WEAK_OPENERS.find((w) =>
      s.text
        .replace(/^[^\p{L}]+/u, '')
        .toLowerCase()
        .startsWith(w.phrase.toLowerCase()),
    );
    better.push(...(opener?.better ?? []));
  }
  for (const base of repeated.bases) better.push(...(VERB_ALTERNATIVES[base] ?? GENERAL_STRONG_VERBS.slice(0, 3)));
  const betterVerbs = uniqueQuotes(better.length > 0 ? better : GENERAL_STRONG_VERBS, MAX_BETTER_VERBS);

  return {
    weak_openers: check(t, 'weak_openers', weakQuotes),
    passive_voice: check(t, 'passive_voice', uniqueQuotes(passive)),
    personal_pronouns: check(t, 'personal_pronouns', uniqueQuotes(pronouns)),
    buzzwords: check(t, 'buzzwords', uniqueQuotes(buzzwords)),
    filler_words: check(t, 'filler_words', uniqueQuotes(fillers)),
    repeated_verbs: check(t, 'repeated_verbs', uniqueQuotes(repeated.flagged)),
    long_bullets: check(t, 'long_bullets', uniqueQuotes(long), { count: LONG_BULLET_WORDS }),
    inconsistent_tense: check(t, 'inconsistent_tense', uniqueQuotes(tense)),
    better_verbs: betterVerbs,
  };
}
