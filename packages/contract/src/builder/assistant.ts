import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

// ---- The resume builder's AI writing assistant (spec 03 "Resume builder screen", §4 "AI assistant", §7 "AI and jobs").

/** The sections the assistant writes for: the resume data's own section names (resume.ts). */
export const ASSISTANT_KEYS = ['summary', 'workExperience', 'hardSkills', 'softSkills', 'hobbies'] as const;
export const ZAssistantKey = z.enum(ASSISTANT_KEYS);
export type TAssistantKey = z.infer<typeof ZAssistantKey>;

/**
 * The 23 roles the assistant offers (spec 03 §9 gives only their number): common occupations, each matched to an
 * O*NET occupation for its phrase bank. Ids go over the wire; the web shows a translated title per id.
 */
export const ASSISTANT_ROLES = [
  'accountant',
  'administrativeAssistant',
  'businessAnalyst',
  'chef',
  'civilEngineer',
  'customerServiceRepresentative',
  'dataScientist',
  'electrician',
  'financialAnalyst',
  'graphicDesigner',
  'humanResourcesSpecialist',
  'informationSecurityAnalyst',
  'marketingManager',
  'mechanicalEngineer',
  'medicalAssistant',
  'operationsManager',
  'paralegal',
  'projectManager',
  'registeredNurse',
  'retailSalesAssociate',
  'salesRepresentative',
  'softwareEngineer',
  'teacher',
] as const;
export const ZAssistantRole = z.enum(ASSISTANT_ROLES);
export type TAssistantRole = z.infer<typeof ZAssistantRole>;

/** The roles' English titles (the web translates them; the generator writes them into its English text). */
export const ASSISTANT_ROLE_TITLES: Record<TAssistantRole, string> = {
  accountant: 'Accountant',
  administrativeAssistant: 'Administrative Assistant',
  businessAnalyst: 'Business Analyst',
  chef: 'Chef',
  civilEngineer: 'Civil Engineer',
  customerServiceRepresentative: 'Customer Service Representative',
  dataScientist: 'Data Scientist',
  electrician: 'Electrician',
  financialAnalyst: 'Financial Analyst',
  graphicDesigner: 'Graphic Designer',
  humanResourcesSpecialist: 'Human Resources Specialist',
  informationSecurityAnalyst: 'Information Security Analyst',
  marketingManager: 'Marketing Manager',
  mechanicalEngineer: 'Mechanical Engineer',
  medicalAssistant: 'Medical Assistant',
  operationsManager: 'Operations Manager',
  paralegal: 'Paralegal',
  projectManager: 'Project Manager',
  registeredNurse: 'Registered Nurse',
  retailSalesAssociate: 'Retail Sales Associate',
  salesRepresentative: 'Sales Representative',
  softwareEngineer: 'Software Engineer',
  teacher: 'Teacher',
};

/** The three experience options, as the spec writes them (spec 03 §9). */
export const ASSISTANT_EXPERIENCE = ['Little/No experience', 'Some experience', 'A lot of experience'] as const;
export const ZAssistantExperience = z.enum(ASSISTANT_EXPERIENCE);
export type TAssistantExperience = z.infer<typeof ZAssistantExperience>;

/** The fuzzy role search's threshold (spec 03 §9, fuse.js). */
export const ASSISTANT_ROLE_SEARCH_THRESHOLD = 0.3;
/** A suggestion is at most this long; an answer has at most this many. */
export const ASSISTANT_SUGGESTION_MAX_CHARS = 500;
export const ASSISTANT_MAX_SUGGESTIONS = 12;

/** What each key needs before it generates (spec 03 §4): role for most, role and experience for summary, none for hobbies. */
export const ASSISTANT_NEEDS: Record<TAssistantKey, { role: boolean; experience: boolean }> = {
  summary: { role: true, experience: true },
  workExperience: { role: true, experience: false },
  hardSkills: { role: true, experience: false },
  softSkills: { role: true, experience: false },
  hobbies: { role: false, experience: false },
};

/** Whether the assistant has the selections it needs to generate for `key` (the modal generates as soon as it has). */
export function assistantReady(key: TAssistantKey, role: string | undefined | null, experience: string | undefined | null): boolean {
  const needs = ASSISTANT_NEEDS[key];
  return (!needs.role || Boolean(role)) && (!needs.experience || Boolean(experience));
}

/**
 * POST /customer/generate-content {key, role, experience}. Closed lists only, so no free text reaches a model:
 * a 100 KB role is an unknown role (400), decided before anything is generated.
 */
export const ZGenerateContentRequest = z
  .object({
    key: ZAssistantKey,
    role: ZAssistantRole.optional(),
    experience: ZAssistantExperience.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const needs = ASSISTANT_NEEDS[body.key];
    if (needs.role && !body.role) ctx.addIssue({ code: 'custom', path: ['role'], message: MESSAGES.fieldRequired });
    if (needs.experience && !body.experience) ctx.addIssue({ code: 'custom', path: ['experience'], message: MESSAGES.experienceRequired });
  });
export type TGenerateContentRequest = z.infer<typeof ZGenerateContentRequest>;

/** Who wrote the suggestions: the built-in phrase bank, or the configured model. */
export const ZGeneratedSource = z.enum(['builtin', 'ai']);
export type TGeneratedSource = z.infer<typeof ZGeneratedSource>;

export const ZGeneratedContent = z.object({
  /** Suggestions the user picks from; plain text, never HTML. Placeholders like "[X]%" are for the user to fill. */
  content: z.array(z.string().min(1).max(ASSISTANT_SUGGESTION_MAX_CHARS)).min(1).max(ASSISTANT_MAX_SUGGESTIONS),
  source: ZGeneratedSource,
});
export type TGeneratedContent = z.infer<typeof ZGeneratedContent>;

export const ZGenerateContentResponse = z.object({ status: z.literal(true), data: ZGeneratedContent });
export type TGenerateContentResponse = z.infer<typeof ZGenerateContentResponse>;
