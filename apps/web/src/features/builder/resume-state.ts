import { PERSONAL_DETAIL_KEYS, type ResumeTexts, type TResumeData } from '@draftdesk/contract';
import type { TFunction } from 'i18next';

/** A change to the resume, written as edits to a copy. */
export type ResumeRecipe = (draft: TResumeData) => void;

/** A copy of `data` with `recipe` applied; the picture (up to 700 kB of text) is carried over, not cloned. */
export function editResume(data: TResumeData, recipe: ResumeRecipe): TResumeData {
  const { profilePic, ...rest } = data;
  const draft = { ...structuredClone(rest), profilePic: { ...profilePic } } as TResumeData;
  recipe(draft);
  return draft;
}

/** The placeholders and section heads of an empty resume, in the user's language. */
export function resumeTexts(t: TFunction): ResumeTexts {
  const p = (key: string) => t(`builder.placeholders.${key}`);
  return {
    namePlaceHolder: p('name'),
    rolePlaceHolder: p('role'),
    summaryHead: p('summaryHead'),
    summaryPlaceHolder: p('summary'),
    personalDetailsHead: p('personalDetailsHead'),
    personalDetails: Object.fromEntries(
      PERSONAL_DETAIL_KEYS.map((key) => [key, { title: p(`details.${key}.title`), placeHolder: p(`details.${key}.placeHolder`) }]),
    ) as ResumeTexts['personalDetails'],
    contactHead: p('contactHead'),
    contact: {
      email: p('contact.email'),
      phone: p('contact.phone'),
      website: p('contact.website'),
      linkedin: p('contact.linkedin'),
      github: p('contact.github'),
      behance: p('contact.behance'),
    },
    workExperienceHead: p('workExperienceHead'),
    position: p('position'),
    employer: p('employer'),
    datesOfEmployment: p('dates'),
    workBody: p('workBody'),
    educationHead: p('educationHead'),
    degree: p('degree'),
    school: p('school'),
    datesOfEducation: p('dates'),
    hardSkillsHead: p('hardSkillsHead'),
    softSkillsHead: p('softSkillsHead'),
    languagesHead: p('languagesHead'),
    hobbiesHead: p('hobbiesHead'),
  };
}

/** A visitor's draft stays in this browser (customers' resumes are saved on the server). */
export const DRAFT_STORAGE_KEY = 'draftdesk.resumeDraft';
