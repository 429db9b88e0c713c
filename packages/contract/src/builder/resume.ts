import { z } from 'zod';

// ---- The resume builder's data (spec 03 §3 "Resume data"): one page, edited in place, saved to a `.save` file.

/** The `.save` format's version; a file of another version is refused with a clear error. */
export const RESUME_FILE_VERSION = 1;
/** A `.save` file is at most this large (it may hold the profile picture as a data URL). */
export const RESUME_FILE_MAX_BYTES = 1_000_000;
/** The profile picture, as a data URL, is at most this long once cropped. */
export const RESUME_PICTURE_MAX_CHARS = 700_000;
/** No section grows past this many entries. */
export const RESUME_MAX_ITEMS = 30;

export const RESUME_COLORS = ['blue', 'red', 'orange', 'green', 'gray', 'black'] as const;
/** The toolbar's fonts (spec 03 "Resume builder screen"), self-hosted from @fontsource. */
export const RESUME_FONTS = ['Poppins', 'Nunito', 'Merriweather', 'Space Mono', 'Karla', 'Fira Sans', 'Syne', 'Work Sans', 'Josefin Sans'] as const;
export const ZResumeFont = z.enum(RESUME_FONTS);
export type TResumeFont = z.infer<typeof ZResumeFont>;
export const RESUME_TEXT_SIZES = { small: 14, medium: 16, large: 18 } as const;
export const ZResumeTextSize = z.enum(['small', 'medium', 'large']);
export type TResumeTextSize = z.infer<typeof ZResumeTextSize>;
/** A named colour, or a custom one as #rrggbb. */
export const ZResumeColor = z.union([z.enum(RESUME_COLORS), z.string().regex(/^#[0-9a-fA-F]{6}$/)]);
export type TResumeColor = z.infer<typeof ZResumeColor>;

export const PERSONAL_DETAIL_KEYS = ['birthDate', 'nationality', 'location', 'maritalStatus'] as const;
export const CONTACT_KEYS = ['email', 'phone', 'website', 'linkedin', 'github', 'behance'] as const;
/** The simple lists: add any time; the last entry cannot be removed. */
export const RESUME_LIST_SECTIONS = ['hardSkills', 'softSkills', 'languages', 'hobbies'] as const;
export type TResumeListSection = (typeof RESUME_LIST_SECTIONS)[number];
/** The entry sections: add any time; remove only while more than one exists. */
export const RESUME_ENTRY_SECTIONS = ['workExperience', 'education'] as const;
export type TResumeEntrySection = (typeof RESUME_ENTRY_SECTIONS)[number];
export type TResumeItemSection = TResumeListSection | TResumeEntrySection;
/** Sections whose visibility the toolbar toggles; `education` (and the name and e-mail) are always shown. */
export const RESUME_TOGGLED_SECTIONS = ['summary', 'personalDetails', 'workExperience', 'hardSkills', 'softSkills', 'languages', 'hobbies'] as const;

const short = z.string().max(200);
const line = z.string().max(500);
const body = z.string().max(5000);
const itemKey = z.string().min(1).max(40);
const items = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(RESUME_MAX_ITEMS);

const ZListItem = z.object({ key: itemKey, text: line }).strict();
const ZListSection = z.object({ show: z.boolean(), sectionHead: short, items: items(ZListItem) }).strict();

export const ZResumeData = z
  .object({
    version: z.literal(RESUME_FILE_VERSION),
    settings: z
      .object({
        color: ZResumeColor,
        font: ZResumeFont,
        textSize: ZResumeTextSize,
      })
      .strict(),
    name: z.object({ text: short, placeHolder: short }).strict(),
    role: z.object({ show: z.boolean(), text: short, placeHolder: short }).strict(),
    profilePic: z
      .object({
        show: z.boolean(),
        /** The picture's original file name. */
        file: short,
        /** The cropped picture as a `data:image/(png|jpeg|webp);base64,` URL, or empty. */
        blob: z
          .string()
          .max(RESUME_PICTURE_MAX_CHARS)
          .regex(/^(data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+)?$/),
        shape: z.enum(['round', 'square']),
      })
      .strict(),
    summary: z.object({ show: z.boolean(), sectionHead: short, sectionHeadPlaceHolder: short, body, placeHolder: line }).strict(),
    personalDetails: z
      .object({
        show: z.boolean(),
        sectionHead: short,
        items: z
          .array(
            z.object({ key: z.enum(PERSONAL_DETAIL_KEYS), show: z.boolean(), title: short, titlePlaceHolder: short, text: short, placeHolder: short }).strict(),
          )
          .max(PERSONAL_DETAIL_KEYS.length),
      })
      .strict(),
    contact: z
      .object({
        sectionHead: short,
        items: z
          .array(z.object({ key: z.enum(CONTACT_KEYS), show: z.boolean(), icon: z.enum(CONTACT_KEYS), text: line, placeHolder: line }).strict())
          .max(CONTACT_KEYS.length),
      })
      .strict(),
    workExperience: z
      .object({
        show: z.boolean(),
        sectionHead: short,
        items: items(
          z
            .object({
              key: itemKey,
              position: short,
              positionPlaceHolder: short,
              employer: short,
              employerPlaceHolder: short,
              datesOfEmployment: short,
              datesOfEmploymentPlaceHolder: short,
              body,
              bodyPlaceHolder: line,
            })
            .strict(),
        ),
      })
      .strict(),
    education: z
      .object({
        show: z.literal(true),
        sectionHead: short,
        items: items(
          z
            .object({
              key: itemKey,
              degree: short,
              degreePlaceHolder: short,
              school: short,
              schoolPlaceHolder: short,
              datesOfEducation: short,
              datesOfEducationPlaceHolder: short,
            })
            .strict(),
        ),
      })
      .strict(),
    hardSkills: ZListSection,
    softSkills: ZListSection,
    languages: ZListSection,
    hobbies: ZListSection,
  })
  .strict();
export type TResumeData = z.infer<typeof ZResumeData>;

/** The texts an empty resume shows as placeholders and section heads (the web passes its translations). */
export interface ResumeTexts {
  namePlaceHolder: string;
  rolePlaceHolder: string;
  summaryHead: string;
  summaryPlaceHolder: string;
  personalDetailsHead: string;
  personalDetails: Record<(typeof PERSONAL_DETAIL_KEYS)[number], { title: string; placeHolder: string }>;
  contactHead: string;
  contact: Record<(typeof CONTACT_KEYS)[number], string>;
  workExperienceHead: string;
  position: string;
  employer: string;
  datesOfEmployment: string;
  workBody: string;
  educationHead: string;
  degree: string;
  school: string;
  datesOfEducation: string;
  hardSkillsHead: string;
  softSkillsHead: string;
  languagesHead: string;
  hobbiesHead: string;
}

export const RESUME_TEXTS_EN: ResumeTexts = {
  namePlaceHolder: 'Your Name',
  rolePlaceHolder: 'Your Role',
  summaryHead: 'Summary',
  summaryPlaceHolder: 'A few sentences on who you are and what you bring.',
  personalDetailsHead: 'Personal Details',
  personalDetails: {
    birthDate: { title: 'Date of Birth', placeHolder: 'DD/MM/YYYY' },
    nationality: { title: 'Nationality', placeHolder: 'Your nationality' },
    location: { title: 'Location', placeHolder: 'City, Country' },
    maritalStatus: { title: 'Marital Status', placeHolder: 'Single / Married' },
  },
  contactHead: 'Contact',
  contact: {
    email: 'email@example.com',
    phone: '+1 555 000 0000',
    website: 'yourwebsite.com',
    linkedin: 'linkedin.com/in/you',
    github: 'github.com/you',
    behance: 'behance.net/you',
  },
  workExperienceHead: 'Work Experience',
  position: 'Position',
  employer: 'Employer',
  datesOfEmployment: 'MM/YYYY - MM/YYYY',
  workBody: 'What you did and what came of it.',
  educationHead: 'Education',
  degree: 'Degree',
  school: 'School',
  datesOfEducation: 'MM/YYYY - MM/YYYY',
  hardSkillsHead: 'Hard Skills',
  softSkillsHead: 'Soft Skills',
  languagesHead: 'Languages',
  hobbiesHead: 'Hobbies',
};

/** The key of a new entry: the section's name plus the next running number (`hardSkills3`). */
export function nextItemKey(section: TResumeItemSection, existing: readonly { key: string }[]): string {
  const numbers = existing.map((item) => Number(item.key.slice(section.length))).filter((n) => Number.isInteger(n));
  return `${section}${numbers.length ? Math.max(...numbers) + 1 : 1}`;
}

/** Whether an entry may be removed: entry sections keep at least one, lists keep their last one. */
export function canRemoveItem(data: TResumeData, section: TResumeItemSection): boolean {
  return data[section].items.length > 1;
}

function newEntry(section: TResumeEntrySection, key: string, t: ResumeTexts) {
  return section === 'workExperience'
    ? {
        key,
        position: '',
        positionPlaceHolder: t.position,
        employer: '',
        employerPlaceHolder: t.employer,
        datesOfEmployment: '',
        datesOfEmploymentPlaceHolder: t.datesOfEmployment,
        body: '',
        bodyPlaceHolder: t.workBody,
      }
    : {
        key,
        degree: '',
        degreePlaceHolder: t.degree,
        school: '',
        schoolPlaceHolder: t.school,
        datesOfEducation: '',
        datesOfEducationPlaceHolder: t.datesOfEducation,
      };
}

/** A copy with one more (empty) entry at the end of the section; unchanged at the section's limit. */
export function addResumeItem(data: TResumeData, section: TResumeItemSection, t: ResumeTexts = RESUME_TEXTS_EN): TResumeData {
  const current = data[section].items;
  if (current.length >= RESUME_MAX_ITEMS) return data;
  const key = nextItemKey(section, current);
  const item = (RESUME_ENTRY_SECTIONS as readonly string[]).includes(section) ? newEntry(section as TResumeEntrySection, key, t) : { key, text: '' };
  return { ...data, [section]: { ...data[section], items: [...current, item] } };
}

/** A copy without the entry `key`; unchanged when the rules keep it (see canRemoveItem). */
export function removeResumeItem(data: TResumeData, section: TResumeItemSection, key: string): TResumeData {
  if (!canRemoveItem(data, section)) return data;
  const items = (data[section].items as { key: string }[]).filter((item) => item.key !== key);
  return { ...data, [section]: { ...data[section], items } };
}

/** An empty one-page resume with one entry in each section, in the given texts. */
export function emptyResume(t: ResumeTexts = RESUME_TEXTS_EN): TResumeData {
  const list = (section: TResumeListSection, sectionHead: string) => ({ show: true, sectionHead, items: [{ key: `${section}1`, text: '' }] });
  return {
    version: RESUME_FILE_VERSION,
    settings: { color: 'blue', font: 'Poppins', textSize: 'medium' },
    name: { text: '', placeHolder: t.namePlaceHolder },
    role: { show: true, text: '', placeHolder: t.rolePlaceHolder },
    profilePic: { show: false, file: '', blob: '', shape: 'round' },
    summary: { show: true, sectionHead: t.summaryHead, sectionHeadPlaceHolder: t.summaryHead, body: '', placeHolder: t.summaryPlaceHolder },
    personalDetails: {
      show: true,
      sectionHead: t.personalDetailsHead,
      items: PERSONAL_DETAIL_KEYS.map((key) => ({
        key,
        show: key === 'location',
        title: t.personalDetails[key].title,
        titlePlaceHolder: t.personalDetails[key].title,
        text: '',
        placeHolder: t.personalDetails[key].placeHolder,
      })),
    },
    contact: {
      sectionHead: t.contactHead,
      items: CONTACT_KEYS.map((key) => ({
        key,
        show: key === 'email' || key === 'phone' || key === 'linkedin',
        icon: key,
        text: '',
        placeHolder: t.contact[key],
      })),
    },
    workExperience: {
      show: true,
      sectionHead: t.workExperienceHead,
      items: [newEntry('workExperience', 'workExperience1', t) as TResumeData['workExperience']['items'][number]],
    },
    education: { show: true, sectionHead: t.educationHead, items: [newEntry('education', 'education1', t) as TResumeData['education']['items'][number]] },
    hardSkills: list('hardSkills', t.hardSkillsHead),
    softSkills: list('softSkills', t.softSkillsHead),
    languages: list('languages', t.languagesHead),
    hobbies: list('hobbies', t.hobbiesHead),
  };
}

/** Reads a `.save` file's text: the resume, or why it cannot be loaded (nothing is changed then). */
export function parseResumeFile(text: string): { ok: true; data: TResumeData } | { ok: false; reason: 'tooLarge' | 'notJson' | 'wrongVersion' | 'invalid' } {
  if (text.length > RESUME_FILE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  if (typeof raw === 'object' && raw !== null && 'version' in raw && raw.version !== RESUME_FILE_VERSION) return { ok: false, reason: 'wrongVersion' };
  const parsed = ZResumeData.safeParse(raw);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, reason: 'invalid' };
}

/** The `.save` file's text for a resume. */
export function serialiseResume(data: TResumeData): string {
  return JSON.stringify(data);
}
