import {
  type RESUME_LEVELS,
  type WEEK_DAYS,
  WRITER_CERTIFICATES,
  type WRITER_EXPERIENCE,
  type WRITER_EXPERTISE,
  type WRITER_LANGUAGES,
  type WRITER_SERVICES,
} from '@draftdesk/contract';

/** The option lists of spec 02 §9 with the i18n key of each label (certificates are names: shown as they are). */
type Labels<T extends readonly string[]> = Record<T[number], string>;

export const LEVEL_LABELS: Labels<typeof RESUME_LEVELS> = {
  'New Grad/First Resume': 'writer.profile.levels.newGrad',
  'Early Career': 'writer.profile.levels.earlyCareer',
  Professional: 'writer.profile.levels.professional',
  Executive: 'writer.profile.levels.executive',
};

export const SERVICE_LABELS: Labels<typeof WRITER_SERVICES> = {
  'Resume Writing': 'writer.profile.services.resume',
  'Cover Letter': 'writer.profile.services.coverLetter',
  'LinkedIn Profile': 'writer.profile.services.linkedin',
  Biography: 'writer.profile.services.biography',
};

export const LANGUAGE_LABELS: Labels<typeof WRITER_LANGUAGES> = {
  English: 'writer.profile.languages.english',
  Spanish: 'writer.profile.languages.spanish',
  Italian: 'writer.profile.languages.italian',
  German: 'writer.profile.languages.german',
  Russian: 'writer.profile.languages.russian',
};

export const EXPERIENCE_LABELS: Labels<typeof WRITER_EXPERIENCE> = {
  'Entry level (0-2 years)': 'writer.profile.experience.entry',
  'Intermediate (3-5 years)': 'writer.profile.experience.intermediate',
  'Expert (6 and more years)': 'writer.profile.experience.expert',
};

export const DAY_LABELS: Labels<typeof WEEK_DAYS> = {
  Monday: 'writer.profile.days.monday',
  Tuesday: 'writer.profile.days.tuesday',
  Wednesday: 'writer.profile.days.wednesday',
  Thursday: 'writer.profile.days.thursday',
  Friday: 'writer.profile.days.friday',
  Saturday: 'writer.profile.days.saturday',
  Sunday: 'writer.profile.days.sunday',
};

export const EXPERTISE_LABELS: Labels<typeof WRITER_EXPERTISE> = {
  'Accounting & Finance': 'writer.profile.expertise.accounting',
  Administration: 'writer.profile.expertise.administration',
  'Arts & Design': 'writer.profile.expertise.arts',
  Construction: 'writer.profile.expertise.construction',
  Consulting: 'writer.profile.expertise.consulting',
  'Customer Service': 'writer.profile.expertise.customerService',
  Education: 'writer.profile.expertise.education',
  Engineering: 'writer.profile.expertise.engineering',
  'Government & Military': 'writer.profile.expertise.government',
  Healthcare: 'writer.profile.expertise.healthcare',
  'Hospitality & Tourism': 'writer.profile.expertise.hospitality',
  'Human Resources': 'writer.profile.expertise.humanResources',
  'Information Technology': 'writer.profile.expertise.it',
  Legal: 'writer.profile.expertise.legal',
  'Logistics & Supply Chain': 'writer.profile.expertise.logistics',
  Manufacturing: 'writer.profile.expertise.manufacturing',
  'Marketing & Communications': 'writer.profile.expertise.marketing',
  'Non-Profit': 'writer.profile.expertise.nonProfit',
  'Real Estate': 'writer.profile.expertise.realEstate',
  Sales: 'writer.profile.expertise.sales',
  'Science & Research': 'writer.profile.expertise.science',
};

export const CERTIFICATES = WRITER_CERTIFICATES;
