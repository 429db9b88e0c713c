import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { ZSessionUser } from '../entities/user.ts';

// Spec 02 §9: the option lists of the writer profile wizard.
export const RESUME_LEVELS = ['New Grad/First Resume', 'Early Career', 'Professional', 'Executive'] as const;
export const WRITER_SERVICES = ['Resume Writing', 'Cover Letter', 'LinkedIn Profile', 'Biography'] as const;
export const WRITER_LANGUAGES = ['English', 'Spanish', 'Italian', 'German', 'Russian'] as const;
export const WRITER_CERTIFICATES = ['CPRW', 'CPCC', 'CEIP', 'ACRW'] as const;
export const WRITER_EXPERIENCE = ['Entry level (0-2 years)', 'Intermediate (3-5 years)', 'Expert (6 and more years)'] as const;
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Spec 02 §9 names "about 20 industry expertise choices" without the list; ours. */
export const WRITER_EXPERTISE = [
  'Accounting & Finance',
  'Administration',
  'Arts & Design',
  'Construction',
  'Consulting',
  'Customer Service',
  'Education',
  'Engineering',
  'Government & Military',
  'Healthcare',
  'Hospitality & Tourism',
  'Human Resources',
  'Information Technology',
  'Legal',
  'Logistics & Supply Chain',
  'Manufacturing',
  'Marketing & Communications',
  'Non-Profit',
  'Real Estate',
  'Sales',
  'Science & Research',
] as const;

/** The three wizard steps and the progress each shows (spec 02 §2: 25, 50, 75). */
export const PROFILE_WIZARD_STEPS = [
  { id: 'contact', progress: 25 },
  { id: 'profile', progress: 50 },
  { id: 'availability', progress: 75 },
] as const;

/** A telephone number: digits with an optional leading +, spaces, dots, dashes and brackets; 7 to 15 digits. */
export function isPhoneNumber(v: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const phone = z.string().trim().max(30).refine(isPhoneNumber, MESSAGES.phoneInvalid);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const choices = <T extends readonly [string, ...string[]]>(list: T) =>
  z
    .array(z.enum(list))
    .max(list.length)
    .default([])
    .refine((a) => new Set(a).size === a.length, 'Each choice may be picked once.');
const maxJobs = z.number().int().min(0).max(1000).nullable().default(null);

/**
 * POST /api/writer/profile: the writer data of spec 02 §3, stored in the
 * user's writer_data. Work Phone, Profile Title and Profile Summary are required;
 * Personal Phone, when given, must be a telephone number too.
 */
export const ZWriterProfile = z
  .object({
    // Step 1: contact
    workPhone: z.string({ error: MESSAGES.phoneInvalid }).trim().min(1, MESSAGES.phoneInvalid).pipe(phone),
    personalPhone: z.union([z.literal(''), phone]).default(''),
    skype: optionalText(200),
    zoom: optionalText(300),
    linkedin: optionalText(300),
    // Step 2: profile
    profileTitle: z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired).max(200),
    profileSummary: z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired).max(5000),
    experience: z.enum(WRITER_EXPERIENCE).nullable().default(null),
    levels: choices(RESUME_LEVELS),
    services: choices(WRITER_SERVICES),
    languages: choices(WRITER_LANGUAGES),
    certificates: choices(WRITER_CERTIFICATES),
    experties: choices(WRITER_EXPERTISE),
    // Step 3: availability
    availableDays: choices(WEEK_DAYS),
    maxJobsPerWeek: maxJobs,
    maxOpenJobs: maxJobs,
  })
  .strict();
export type TWriterProfile = z.infer<typeof ZWriterProfile>;
export type TWriterProfileInput = z.input<typeof ZWriterProfile>;

export const ZWriterProfileResponse = z.object({ status: z.boolean(), message: z.string(), user: ZSessionUser });
export type TWriterProfileResponse = z.infer<typeof ZWriterProfileResponse>;
