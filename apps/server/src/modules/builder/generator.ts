import { ASSISTANT_MAX_SUGGESTIONS, ASSISTANT_ROLE_TITLES, type TAssistantExperience, type TAssistantRole } from '@draftdesk/contract';
import type { ContentGenerator, GenerateInput } from '../../adapters/ai/index.ts';
import onet from './onet-roles.json' with { type: 'json' };
import { COMMON_HOBBIES, JUNIOR_SOFT_SKILLS, RESULT_ENDINGS, ROLE_PHRASES, SENIOR_SKILLS, SENIOR_SOFT_SKILLS } from './phrases.ts';

// ---- The built-in writing assistant: a curated phrase bank (phrases.ts) and O*NET's tasks and tools
// (onet-roles.json, scripts/data-onet-builder.mjs). Deterministic: the same key, role and experience give the same
// suggestions. It never writes a number: the user fills placeholders like "[X]%" and "[N]".

interface OnetRole {
  onetCodes: string[];
  occupation: string;
  tasks: string[];
  tools: string[];
}
const ONET = onet.roles as Record<TAssistantRole, OnetRole>;

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

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
// Role titles are common nouns: in a sentence they are written in lower case.
const lowerFirst = (text: string) => text.toLowerCase();
const unique = (items: string[]) => [...new Set(items)];

function summaries(role: TAssistantRole, experience: TAssistantExperience): string[] {
  const title = ASSISTANT_ROLE_TITLES[role];
  const p = ROLE_PHRASES[role];
  const [s1, s2, s3] = p.strengths;
  const a = article(title);
  if (experience === 'Little/No experience') {
    return [
      `Motivated ${lowerFirst(title)} at the start of my career, with hands-on practice in ${p.focus} from [course, internship or project]. Eager to learn fast and contribute from day one.`,
      `Recent [degree or training] graduate looking for a first role as ${a} ${lowerFirst(title)}. Brings a solid grounding in ${p.focus}, a strong work ethic and genuine curiosity about the field.`,
      `Career starter aiming to grow as ${a} ${lowerFirst(title)}. Known for ${s1} during [course, volunteer or part-time work], and ready to build on it in a professional team.`,
    ];
  }
  if (experience === 'Some experience') {
    return [
      `${title} with [N] years of experience in ${p.focus}. Known for ${s1} and ${s2}; contributed to [project or achievement] that improved [metric] by [X]%.`,
      `Reliable ${lowerFirst(title)} with [N] years of hands-on work in ${p.focus} at [company or type of company]. Valued for ${s2} and ${s3}, and looking to take on more responsibility.`,
      `${title} experienced in ${p.focus}, with a record of ${s1}. Comfortable working with [tools or methods] and with colleagues across [teams or departments].`,
    ];
  }
  return [
    `Senior ${lowerFirst(title)} with [N]+ years of experience leading ${p.focus}. Track record of ${s1} and ${s2}, and of mentoring teams of [N] people.`,
    `Accomplished ${lowerFirst(title)} with [N]+ years at [companies or sectors]. Led [initiative] that delivered [result]; known for ${s3}.`,
    `${title} and team lead with deep experience in ${p.focus}. Known for ${s1}, sound judgement and developing others; managed budgets of [amount] and teams of [N].`,
  ];
}

function workBullets(role: TAssistantRole, experience: TAssistantExperience, seed: number): string[] {
  const title = ASSISTANT_ROLE_TITLES[role];
  const tasks = ONET[role].tasks;
  const chosen = pick(tasks, 6, seed);
  const result = (i: number) => RESULT_ENDINGS[(seed + i) % RESULT_ENDINGS.length];
  if (experience === 'Little/No experience') {
    return [
      ...chosen.slice(0, 4),
      `Supported senior colleagues with ${ROLE_PHRASES[role].focus} during [internship, placement or project]`,
      `Completed [course or certification] to build practical skills as ${article(title)} ${lowerFirst(title)}`,
    ];
  }
  if (experience === 'A lot of experience') {
    return [
      `Led a team of [N] people responsible for ${ROLE_PHRASES[role].focus}`,
      `${chosen[0]}${result(0)}`,
      `${chosen[1]}${result(1)}`,
      ...chosen.slice(2, 4),
      `Mentored [N] junior colleagues and introduced [process or practice] adopted across [team or department]`,
    ];
  }
  return [`${chosen[0]}${result(0)}`, `${chosen[1]}${result(1)}`, ...chosen.slice(2, 6)];
}

function hardSkills(role: TAssistantRole, experience: TAssistantExperience, seed: number): string[] {
  const p = ROLE_PHRASES[role];
  const tools = ONET[role].tools;
  if (experience === 'Little/No experience') return unique([...p.skills.slice(0, 4), ...tools.slice(0, 6)]);
  if (experience === 'A lot of experience') return unique([...p.skills.slice(0, 5), ...pick(SENIOR_SKILLS, 3, seed), ...tools.slice(0, 4)]);
  return unique([...p.skills.slice(0, 6), ...tools.slice(0, 6)]);
}

function softSkills(role: TAssistantRole, experience: TAssistantExperience, seed: number): string[] {
  const own = ROLE_PHRASES[role].softSkills;
  if (experience === 'Little/No experience') return unique([...own.slice(0, 6), ...pick(JUNIOR_SOFT_SKILLS, 2, seed)]);
  if (experience === 'A lot of experience') return unique([...own.slice(0, 6), ...pick(SENIOR_SOFT_SKILLS, 3, seed)]);
  return own.slice();
}

function hobbies(role: TAssistantRole | undefined, seed: number): string[] {
  return unique([...(role ? ROLE_PHRASES[role].hobbies : []), ...pick(COMMON_HOBBIES, 8, seed)]).slice(0, 10);
}

/** The suggestions for one request: never empty, at most ASSISTANT_MAX_SUGGESTIONS. */
export function builtinSuggestions(input: GenerateInput): string[] {
  const seed = seedOf(`${input.key}|${input.role ?? ''}|${input.experience ?? ''}`);
  // Keys that need no experience read as "some experience" without one; hobbies need nothing at all.
  const experience = input.experience ?? 'Some experience';
  const role = input.role;
  let out: string[];
  if (input.key === 'hobbies' || !role) out = hobbies(role, seed);
  else if (input.key === 'summary') out = summaries(role, experience);
  else if (input.key === 'workExperience') out = workBullets(role, experience, seed);
  else if (input.key === 'hardSkills') out = hardSkills(role, experience, seed);
  else out = softSkills(role, experience, seed);
  return out.slice(0, ASSISTANT_MAX_SUGGESTIONS);
}

/** The default provider (DESIGN: embedded defaults), and the model adapter's fallback. */
export const builtinGenerator: ContentGenerator = {
  name: 'builtin',
  generate: (input) => Promise.resolve({ content: builtinSuggestions(input), source: 'builtin' }),
};
