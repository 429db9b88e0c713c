import { PROFILE_WIZARD_STEPS, ZWriterProfile, type TWriterProfile, type TWriterProfileInput } from '@draftdesk/contract';

export type ProfileStep = (typeof PROFILE_WIZARD_STEPS)[number]['id'];

/** The fields each wizard step shows (and validates before the next). */
export const STEP_FIELDS: Record<ProfileStep, (keyof TWriterProfile)[]> = {
  contact: ['workPhone', 'personalPhone', 'skype', 'zoom', 'linkedin'],
  profile: ['profileTitle', 'profileSummary', 'experience', 'levels', 'services', 'languages', 'certificates', 'experties'],
  availability: ['availableDays', 'maxJobsPerWeek', 'maxOpenJobs'],
};

/** The step of the first field with an error. */
export function stepOfField(field: string): number {
  const index = PROFILE_WIZARD_STEPS.findIndex((step) => (STEP_FIELDS[step.id] as string[]).includes(field));
  return index === -1 ? 0 : index;
}

const EMPTY: TWriterProfileInput = {
  workPhone: '',
  personalPhone: '',
  skype: '',
  zoom: '',
  linkedin: '',
  profileTitle: '',
  profileSummary: '',
  experience: null,
  levels: [],
  services: [],
  languages: [],
  certificates: [],
  experties: [],
  availableDays: [],
  maxJobsPerWeek: null,
  maxOpenJobs: null,
};

/**
 * The form starts from the saved writer_data (GET /api/auth/user): each field
 * the contract accepts is kept, anything else (old or unknown values) is left out.
 */
export function profileDefaults(writerData: Record<string, unknown> | null | undefined): TWriterProfileInput {
  const out: Record<string, unknown> = { ...EMPTY };
  if (!writerData) return out as TWriterProfileInput;
  const shape = ZWriterProfile.shape;
  for (const key of Object.keys(EMPTY) as (keyof TWriterProfileInput)[]) {
    const value = writerData[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      out[key] = value.filter((v) => shape[key].safeParse([v]).success);
      continue;
    }
    if (shape[key].safeParse(value).success) out[key] = value;
  }
  return out as TWriterProfileInput;
}
