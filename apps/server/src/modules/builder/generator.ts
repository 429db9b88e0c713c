import { ASSISTANT_MAX_SUGGESTIONS, type TAssistantExperience, type TAssistantRole } from '@draftdesk/contract';
import type { ContentGenerator, GenerateInput } from '../../adapters/ai/index.ts';
import onet from './onet-roles.json' with { type: 'json' };
import { PHRASE_BANKS, type PhraseBank } from './phrases/index.ts';

// ---- The built-in writing assistant: a curated phrase bank per language (phrases/) with O*NET's tasks and tools
// (onet-roles.json, scripts/data-onet-builder.mjs). Deterministic: the same key, role, experience and language give
// the same suggestions. It never writes a number: the user fills placeholders like "[X]%" and "[N]".

/** The tools of each role: product names, the same in every language. */
const TOOLS = onet.roles as Record<TAssistantRole, { tools: string[] }>;

/** A small, stable hash (FNV-1a) of the input: it picks where each list starts, so roles do not all read alike. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** `count` items of `list` from a seeded start, wrapping around, without repeats. */
function pick<T>(list: readonly T[], count: number, seed: number): T[] {
  const n = Math.min(count, list.length);
  const start = list.length ? seed % list.length : 0;
  return Array.from({ length: n }, (_, i) => list[(start + i) % list.length]);
}

const unique = (items: string[]) => [...new Set(items)];

function workBullets(bank: PhraseBank, role: TAssistantRole, experience: TAssistantExperience, seed: number): string[] {
  const own = bank.roles[role];
  const chosen = pick(own.tasks, 6, seed);
  const result = (i: number) => bank.resultEndings[(seed + i) % bank.resultEndings.length];
  if (experience === 'Little/No experience') return [...chosen.slice(0, 4), ...bank.juniorBullets(own)];
  if (experience === 'A lot of experience') {
    const [lead, mentor] = bank.seniorBullets(own);
    return [lead, `${chosen[0]}${result(0)}`, `${chosen[1]}${result(1)}`, ...chosen.slice(2, 4), mentor];
  }
  return [`${chosen[0]}${result(0)}`, `${chosen[1]}${result(1)}`, ...chosen.slice(2, 6)];
}

function hardSkills(bank: PhraseBank, role: TAssistantRole, experience: TAssistantExperience, seed: number): string[] {
  const skills = bank.roles[role].skills;
  const tools = TOOLS[role].tools;
  if (experience === 'Little/No experience') return unique([...skills.slice(0, 4), ...tools.slice(0, 6)]);
  if (experience === 'A lot of experience') return unique([...skills.slice(0, 5), ...pick(bank.seniorSkills, 3, seed), ...tools.slice(0, 4)]);
  return unique([...skills.slice(0, 6), ...tools.slice(0, 6)]);
}

function softSkills(bank: PhraseBank, role: TAssistantRole, experience: TAssistantExperience, seed: number): string[] {
  const own = bank.roles[role].softSkills;
  if (experience === 'Little/No experience') return unique([...own.slice(0, 6), ...pick(bank.juniorSoftSkills, 2, seed)]);
  if (experience === 'A lot of experience') return unique([...own.slice(0, 6), ...pick(bank.seniorSoftSkills, 3, seed)]);
  return own.slice();
}

function hobbies(bank: PhraseBank, role: TAssistantRole | undefined, seed: number): string[] {
  return unique([...(role ? bank.roles[role].hobbies : []), ...pick(bank.commonHobbies, 8, seed)]).slice(0, 10);
}

/** The suggestions for one request: never empty, at most ASSISTANT_MAX_SUGGESTIONS. */
export function builtinSuggestions(input: GenerateInput): string[] {
  const bank = PHRASE_BANKS[input.language ?? 'en'];
  // The seed leaves the language out: each language picks the same duties and hobbies, in its own words.
  const seed = seedOf(`${input.key}|${input.role ?? ''}|${input.experience ?? ''}`);
  // Keys that need no experience read as "some experience" without one; hobbies need nothing at all.
  const experience = input.experience ?? 'Some experience';
  const role = input.role;
  let out: string[];
  if (input.key === 'hobbies' || !role) out = hobbies(bank, role, seed);
  else if (input.key === 'summary') out = bank.summaries(bank.roles[role], experience);
  else if (input.key === 'workExperience') out = workBullets(bank, role, experience, seed);
  else if (input.key === 'hardSkills') out = hardSkills(bank, role, experience, seed);
  else out = softSkills(bank, role, experience, seed);
  return out.slice(0, ASSISTANT_MAX_SUGGESTIONS);
}

/** The default provider (DESIGN: embedded defaults), and the model adapter's fallback. */
export const builtinGenerator: ContentGenerator = {
  name: 'builtin',
  generate: (input) => Promise.resolve({ content: builtinSuggestions(input), source: 'builtin' }),
};
