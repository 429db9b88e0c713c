import type { TAssistantExperience, TAssistantRole } from '@draftdesk/contract';

// ---- The shape of the built-in assistant's phrase bank, one per language the portal speaks (en.ts, de.ts, ...).
// No phrase holds a digit: numbers are the user's to write, so the bank writes placeholders like "[X]%" and "[N]".

export interface RoleBank {
  /** The role's title as it starts a sentence ("Registered Nurse", "Pflegefachkraft"). */
  title: string;
  /** What the work is about, as it follows "experience in" ("financial reporting, audits and tax compliance"). */
  focus: string;
  /** What the person is known for (three): the templates quote the first, second and third. */
  strengths: [string, string, string];
  /** Skills of the trade beside the O*NET tools (at least six). */
  skills: string[];
  /** At least six. */
  softSkills: string[];
  /** Pastimes people of the trade often name (two). */
  hobbies: string[];
  /** What the role does, one past-tense duty each (O*NET's task statements; at least six). */
  tasks: string[];
}

export interface PhraseBank {
  roles: Record<TAssistantRole, RoleBank>;
  /** Hobbies anyone may name, in the order the bank offers them (at least twelve). */
  commonHobbies: string[];
  /** What experienced people add to their hard skills (five), and to their soft skills (four). */
  seniorSkills: string[];
  seniorSoftSkills: string[];
  /** What newcomers stress (three). */
  juniorSoftSkills: string[];
  /** Endings that turn a duty into an achievement, appended to a task ("..., improving [metric] by [X]%"). */
  resultEndings: string[];
  /** Three summaries for the role at the experience given. */
  summaries(role: RoleBank, experience: TAssistantExperience): string[];
  /** What a newcomer adds to the role's tasks: support of colleagues, and a course taken. */
  juniorBullets(role: RoleBank): [string, string];
  /** What a senior adds: leading a team, and mentoring. */
  seniorBullets(role: RoleBank): [string, string];
}
