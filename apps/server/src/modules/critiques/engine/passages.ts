import type { ResumeDocument, ResumeLine } from './document.ts';

// The pieces of a resume the checks judge: experience entries with their statements (bullets, or sentences of
// paragraphs), the contact block, and plain lines elsewhere. Every text here is verbatim from the document (lines a
// bullet wrapped onto are joined with one space).

/** One thing the candidate says they did: a bullet, or a sentence of an experience paragraph. */
export interface Statement {
  text: string;
  bullet: boolean;
  /** Index of the experience entry it belongs to. */
  entry: number;
}

/** One job (or the like): its first lines (title, employer, dates) and what follows. */
export interface ExperienceEntry {
  header: string[];
  statements: Statement[];
  /** The dates run to 'Present': present tense is right for it. */
  current: boolean;
}

export interface Experience {
  entries: ExperienceEntry[];
  statements: Statement[];
  /** Sentences of experience paragraphs (not bullets), in document order. */
  prose: Statement[];
}

/** Most quotes a check lists. */
export const MAX_QUOTES = 8;
/** An experience line this long (in words) is a statement, not a title, employer or date line. */
const STATEMENT_MIN_WORDS = 7;
const CURRENT = /\b(?:present|current|now|today|ongoing)\b/i;
const DATE = /\b(?:19|20)\d{2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{2,4}\b/i;
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\d"“(])/u;

export function wordCount(text: string): number {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%$+#&/-]*/gu);
  return words ? words.length : 0;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Quotes deduplicated (case-insensitively, first spelling kept), in the order given, at most MAX_QUOTES. */
export function uniqueQuotes(quotes: Iterable<string>, max = MAX_QUOTES): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const quote of quotes) {
    const key = quote.toLowerCase();
    if (quote === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(quote);
    if (out.length >= max) break;
  }
  return out;
}

/** The contact block's lines (before the first heading), or the first lines when the reader found none. */
export function contactLines(doc: ResumeDocument): ResumeLine[] {
  const contact = doc.sections.filter((s) => s.key === 'contact').flatMap((s) => s.lines);
  return contact.length > 0 ? contact : doc.lines.slice(0, 3);
}

/** Lines outside the contact block that are not the section headings themselves. */
export function bodyLines(doc: ResumeDocument): ResumeLine[] {
  return doc.sections.filter((s) => s.key !== 'contact').flatMap((s) => s.lines.filter((line) => line.text !== s.heading));
}

function isContinuation(line: ResumeLine, previous: ResumeLine | undefined, text: string): boolean {
  if (!previous || line.bullet) return false;
  if (/^\p{Ll}/u.test(line.text)) return true;
  // A PDF bullet's wrapped line starts right of the bullet glyph; the next job's title does not.
  return !/[.!?]$/.test(text) && line.x > 0 && line.x > previous.x + 1 && !DATE.test(line.text) && line.page === previous.page;
}

const experienceCache = new WeakMap<ResumeDocument, Experience>();

/** The experience sections read as entries and statements (read once per document: every check needs them). */
export function readExperience(doc: ResumeDocument): Experience {
  let experience = experienceCache.get(doc);
  if (!experience) {
    experience = parseExperience(doc);
    experienceCache.set(doc, experience);
  }
  return experience;
}

function parseExperience(doc: ResumeDocument): Experience {
  const entries: ExperienceEntry[] = [];
  const blocks: { text: string; bullet: boolean; entry: number; first: ResumeLine }[] = [];
  for (const section of doc.sections) {
    if (section.key !== 'experience') continue;
    let open: (typeof blocks)[number] | undefined;
    // Each section starts a new entry; so does a title line after statements.
    let fresh = true;
    let hasStatements = false;
    for (const line of section.lines) {
      if (line.text === section.heading) continue;
      if (open && isContinuation(line, open.first, open.text)) {
        open.text = `${open.text} ${line.text}`;
        continue;
      }
      const isStatement = line.bullet || (!line.heading && wordCount(line.text) >= STATEMENT_MIN_WORDS && !DATE.test(line.text));
      if (isStatement) {
        if (fresh) entries.push({ header: [], statements: [], current: false });
        fresh = false;
        hasStatements = true;
        open = { text: line.text, bullet: line.bullet, entry: entries.length - 1, first: line };
        blocks.push(open);
        continue;
      }
      // A title, employer or date line.
      const last = entries.at(-1);
      if (fresh || hasStatements || !last) {
        entries.push({ header: [line.text], statements: [], current: CURRENT.test(line.text) });
      } else {
        last.header.push(line.text);
        last.current ||= CURRENT.test(line.text);
      }
      fresh = false;
      hasStatements = false;
      open = undefined;
    }
  }
  const statements: Statement[] = [];
  const prose: Statement[] = [];
  for (const block of blocks) {
    const parts = block.bullet ? [block.text] : block.text.split(SENTENCE_END);
    for (const text of parts) {
      const statement = { text: text.trim(), bullet: block.bullet, entry: block.entry };
      if (statement.text === '') continue;
      statements.push(statement);
      entries[block.entry].statements.push(statement);
      if (!block.bullet) prose.push(statement);
    }
  }
  return { entries, statements, prose };
}

/** The first word of a statement, without punctuation ('Led,' -> 'Led'). */
export function openingWord(text: string): string {
  const match = /^[^\p{L}]*(\p{L}[\p{L}'’-]*)/u.exec(text);
  return match ? match[1] : '';
}
