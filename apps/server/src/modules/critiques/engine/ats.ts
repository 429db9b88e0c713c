import type { TCritiqueReport } from '@draftdesk/contract';
import { bestFitJobs, type ResumeTitle } from './best-fit.ts';
import type { CritiqueOptions, ResumeDocument, ResumeLine } from './document.ts';
import { contactLines, readExperience, wordCount } from './passages.ts';
import { findHardSkills } from './skills.ts';
import { engineT } from './texts/index.ts';

type AtsSection = TCritiqueReport['ats_section'];

/** Fewer hard skills than this and an applicant tracking system has little to match a job's keywords against. */
export const MIN_HARD_SKILLS = 3;
const MAX_ENTRIES = 6;

// A name is 2-4 words, each capitalised (or of a script without capitals, like Thai), with particles between.
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}'’.-]*|[\p{Lo}\p{M}]+)$/u;
const PARTICLES = new Set([
  'de',
  'da',
  'del',
  'della',
  'di',
  'van',
  'von',
  'der',
  'den',
  'la',
  'le',
  'du',
  'dos',
  'das',
  'bin',
  'binti',
  'al',
  'el',
  'ter',
  'ten',
  'y',
]);
// Words that make a line a heading or a job title, not a person.
const NOT_NAME_WORDS = new Set(
  (
    'resume résumé cv curriculum vitae contact profile summary personal information details objective experience education skills ' +
    'engineer developer manager analyst designer consultant specialist director assistant officer coordinator administrator ' +
    'architect scientist teacher nurse accountant representative associate intern executive technician writer editor senior junior ' +
    'street avenue road'
  ).split(' '),
);
const SEPARATOR = /\s*(?:[|•·–—]|\s-\s|\t|,)\s*/u;
const DATES =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?\d{2,4}\b|\b(?:19|20)\d{2}\b|\b(?:present|current|now)\b/gi;
const NOT_TITLE = /[@\d]|https?:|www\.|\.com\b/i;

/** The person's name from one line ('Jane Doe | jane@x.com' -> Jane Doe), or null. */
function nameIn(text: string): string[] | null {
  const first = text.split(SEPARATOR)[0].trim();
  if (/[\d@/:]/.test(first)) return null;
  const words = first.split(/\s+/);
  const named = words.filter((w) => !PARTICLES.has(w));
  if (named.length < 2 || named.length > 4 || words.length > 5) return null;
  if (!named.every((w) => NAME_WORD.test(w)) || words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase()))) return null;
  return words;
}

/**
 * The name line: the first line of the contact block that reads as a person's name; else the largest text of the
 * first page that does (a sidebar resume's column is read first, so its name stands under the sidebar's headings).
 */
function nameLine(doc: ResumeDocument): { line: ResumeLine; words: string[] } | null {
  for (const line of contactLines(doc)) {
    const words = nameIn(line.text);
    if (words) return { line, words };
  }
  const firstPage = doc.lines.filter((line) => line.page === 1 && line.size > 0);
  const largest = Math.max(0, ...firstPage.map((line) => line.size));
  for (const line of firstPage.filter((l) => l.size >= largest - 0.5)) {
    const words = nameIn(line.text);
    if (words) return { line, words };
  }
  return null;
}

export function nameFromResume(doc: ResumeDocument): { first: string; last: string } {
  const found = nameLine(doc);
  return found ? { first: found.words[0], last: found.words.slice(1).join(' ') } : { first: '', last: '' };
}

/** The parts of a line that could be a job title, dates taken out ('Data Analyst, Acme — 2019–2021'). */
function titleParts(text: string): string[] {
  return text
    .replace(DATES, ' ')
    .split(SEPARATOR)
    .map((part) => part.replace(/\s+at\s+.*$/i, '').trim())
    .filter((part) => /\p{L}{2}/u.test(part) && !NOT_TITLE.test(part) && wordCount(part) <= 8);
}

/** The resume's job titles: the line under the name, then the first lines of each experience entry, latest first. */
export function resumeTitles(doc: ResumeDocument): ResumeTitle[] {
  const titles: ResumeTitle[] = [];
  const contact = contactLines(doc);
  const name = nameLine(doc);
  const around = name && contact.includes(name.line) ? contact : doc.lines;
  const headline = name ? around[around.indexOf(name.line) + 1] : undefined;
  if (headline) for (const text of titleParts(headline.text)) titles.push({ text, weight: 1 });
  readExperience(doc)
    .entries.slice(0, MAX_ENTRIES)
    .forEach((entry, index) => {
      const weight = index === 0 ? 1 : index === 1 ? 0.9 : 0.8;
      for (const line of entry.header.slice(0, 2)) for (const text of titleParts(line)) titles.push({ text, weight });
    });
  return titles;
}

/** The lines an applicant tracking system would search for skills: all but the name and the contact details. */
function skillLines(doc: ResumeDocument): string[] {
  const name = nameLine(doc)?.line;
  const contact = new Set(contactLines(doc));
  return doc.lines.filter((line) => line !== name && !(contact.has(line) && /@|https?:|www\.|linkedin|github\.com/i.test(line.text))).map((l) => l.text);
}

export function hardSkills(doc: ResumeDocument): string[] {
  return findHardSkills(skillLines(doc));
}

/** The ATS section of a document with no text layer: nothing to read. */
export function unreadableAtsSection(reason: string): AtsSection {
  return {
    result: 'bad',
    report_text: reason,
    text_layer: false,
    hard_skills: [],
    best_fit_jobs: [],
    name_from_resume_first_name: '',
    name_from_resume_last_name: '',
  };
}

export function atsSection(doc: ResumeDocument, opts?: CritiqueOptions): AtsSection {
  const t = engineT(opts?.language);
  const skills = hardSkills(doc);
  const name = nameFromResume(doc);
  const problems: string[] = [];
  if (name.first === '') problems.push(t('ats.noName'));
  if (skills.length < MIN_HARD_SKILLS) {
    problems.push(skills.length === 0 ? t('ats.noSkills') : t('ats.fewSkills', { count: skills.length }), t('ats.listSkills'));
  }
  return {
    result: problems.length === 0 ? 'good' : 'bad',
    report_text: problems.length === 0 ? t('ats.readable', { count: skills.length }) : problems.join(' '),
    text_layer: doc.textLayer,
    hard_skills: skills,
    best_fit_jobs: bestFitJobs(resumeTitles(doc), skills),
    name_from_resume_first_name: name.first,
    name_from_resume_last_name: name.last,
  };
}
