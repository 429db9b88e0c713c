import skillsData from './onet/skills.json' with { type: 'json' };

// The hard-skills matcher: O*NET's technology skills (and the short names people write) found in resume text as
// whole words. Built once at load: a map from lower-cased word sequences to skill names, walked longest match first.

export interface SkillEntry {
  /** O*NET's name, the one the review shows. */
  name: string;
  /** How many occupations use it. */
  occupations: number;
  hot?: boolean;
  aliases?: string[];
  /** Terms that are ordinary words unless capitalised as written ('Go', 'Excel', 'SPICE'). */
  exact?: string[];
}

export const SKILLS = skillsData as SkillEntry[];
/** Number of O*NET occupations (for the rarity of a skill). */
export const OCCUPATION_COUNT = 1016;

// A word as skills are written: 'C++', 'C#', '.NET', 'Node.js', 'ASP.NET', 'Transact-SQL'; '/' separates ('PL/SQL').
const TOKEN = /\.?[\p{L}\p{N}]+(?:[.'’-][\p{L}\p{N}]+)*[+#]*/gu;
const MAX_WORDS = 8;
// A one-letter language ('C', 'R') counts only in a list: 'C, C++, R', not 'R&D' or 'C-level'.
const LIST_BEFORE = /(?:^\s*|[,;:|/(•·]\s*|\sand\s)$/;
const LIST_AFTER = /^\s*(?:$|[,;|/)•·]|and\s)/;

const SMALL_WORDS = new Set(['at', 'in', 'to', 'as', 'on', 'with', 'the', 'a', 'an', 'under', 'and', 'from']);

interface Token {
  text: string;
  start: number;
  end: number;
}

export function tokens(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

const termKey = (words: string[]) => words.join(' ');
const anyCase = new Map<string, string>();
const exactCase = new Map<string, string>();
const rarity = new Map<string, number>();

for (const skill of SKILLS) {
  rarity.set(skill.name, Math.log(OCCUPATION_COUNT / Math.max(1, skill.occupations)));
  for (const term of [skill.name, ...(skill.aliases ?? [])]) {
    const words = tokens(term).map((t) => t.text);
    if (words.length === 0 || words.length > MAX_WORDS) continue;
    if (skill.exact?.includes(term)) {
      if (!exactCase.has(termKey(words))) exactCase.set(termKey(words), skill.name);
    } else {
      const key = termKey(words.map((w) => w.toLowerCase()));
      if (!anyCase.has(key)) anyCase.set(key, skill.name);
    }
  }
}

/** How rare a skill is among occupations (0 for one every occupation uses). */
export function skillRarity(name: string): number {
  return rarity.get(name) ?? 0;
}

function skillAt(line: string, words: Token[], from: number): { name: string; length: number } | null {
  for (let length = Math.min(MAX_WORDS, words.length - from); length >= 1; length -= 1) {
    const slice = words.slice(from, from + length);
    const written = termKey(slice.map((t) => t.text));
    const name = exactCase.get(written) ?? anyCase.get(written.toLowerCase());
    if (!name) continue;
    // 'Excel at', 'Go to market': a capitalised word opening a sentence, before a small word, is a verb.
    if (length === 1 && exactCase.has(written) && from + 1 < words.length && SMALL_WORDS.has(words[from + 1].text)) {
      if (/(?:^|[.!?:]\s*)$/.test(line.slice(0, slice[0].start).trimEnd())) continue;
    }
    if (length === 1 && /^\p{L}$/u.test(slice[0].text)) {
      const listed = LIST_BEFORE.test(line.slice(0, slice[0].start)) && LIST_AFTER.test(line.slice(slice[0].end));
      if (!listed || slice[0].text !== slice[0].text.toUpperCase()) continue;
    }
    return { name, length };
  }
  return null;
}

/** The skills the lines name, as O*NET names, deduplicated, in the order they first appear. */
export function findHardSkills(lines: string[]): string[] {
  const found = new Set<string>();
  for (const line of lines) {
    const words = tokens(line);
    for (let i = 0; i < words.length;) {
      const skill = skillAt(line, words, i);
      if (skill) found.add(skill.name);
      i += skill ? skill.length : 1;
    }
  }
  return [...found];
}
