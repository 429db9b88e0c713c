import { z } from 'zod';
import { ZCheckoutPackage } from '../checkout/schema.ts';
import { MESSAGES } from '../messages.ts';

// The free resume review ("critique", spec 03 §2 /review/{id}, §3 Critique and Review response, §7 'Review and
// checkout'). The report's sections keep the spec's snake_case names; what the spec does not name (scores, found and
// missing sections, the unreadable reason) is added beside them.

/** The five tabs, in order; their titles are what `progress` (vistedTabs) records. */
export const CRITIQUE_TABS = ['Structure', 'Impact and Experience', 'Language', 'ATS', 'Best-Fit Jobs'] as const;
export const ZCritiqueTab = z.enum(CRITIQUE_TABS);
export type TCritiqueTab = z.infer<typeof ZCritiqueTab>;

export const CRITIQUE_LIMITS = {
  /** Largest resume accepted, in bytes. */
  maxBytes: 10 * 1024 * 1024,
  /** Longest resume read, in pages. */
  maxPages: 10,
  /** Longest a document may take to read, in milliseconds. */
  timeoutMs: 10_000,
  /** Spec 03 §9: the testimonial carousel's interval. */
  carouselMs: 5000,
  /** Spec 03 §4: how long the feedback thanks shows. */
  feedbackThanksMs: 2000,
  /** Spec 03 §9: the re-write guarantee, in days. */
  guaranteeDays: 60,
} as const;

/** The canonical sections a resume should have (missing_sections_check). */
export const RESUME_SECTION_KEYS = ['summary', 'experience', 'education', 'skills'] as const;
export const ZResumeSectionKey = z.enum(RESUME_SECTION_KEYS);
export type TResumeSectionKey = z.infer<typeof ZResumeSectionKey>;

export const ZCheckResult = z.enum(['good', 'bad']);
export type TCheckResult = z.infer<typeof ZCheckResult>;

/** Why a document could not be read (fully): the review says so instead of judging an empty page. */
export const ZUnreadableReason = z.enum(['no_text', 'encrypted', 'damaged', 'too_many_pages', 'timeout']);
export type TUnreadableReason = z.infer<typeof ZUnreadableReason>;

/** One language check: every flagged text is quoted verbatim from the resume. */
export const ZLanguageCheck = z.object({ result: ZCheckResult, report_text: z.string(), flagged_text: z.array(z.string()) });
export type TLanguageCheck = z.infer<typeof ZLanguageCheck>;

export const LANGUAGE_CHECK_KEYS = [
  'weak_openers',
  'passive_voice',
  'personal_pronouns',
  'buzzwords',
  'filler_words',
  'repeated_verbs',
  'long_bullets',
  'inconsistent_tense',
] as const;
export type TLanguageCheckKey = (typeof LANGUAGE_CHECK_KEYS)[number];

export const ZBestFitJob = z.object({
  /** O*NET-SOC code. */
  code: z.string(),
  title: z.string(),
  /** 0-100: how well the resume's titles and skills fit the occupation. */
  score: z.number().int().min(0).max(100),
  /** The resume's words that made the fit (titles and skills). */
  matched: z.array(z.string()),
});
export type TBestFitJob = z.infer<typeof ZBestFitJob>;

export const ZCritiqueScores = z.object({
  overall: z.number().int().min(0).max(100),
  structure: z.number().int().min(0).max(100),
  impact: z.number().int().min(0).max(100),
  language: z.number().int().min(0).max(100),
  ats: z.number().int().min(0).max(100),
});
export type TCritiqueScores = z.infer<typeof ZCritiqueScores>;

/** What the engine makes of one document (apps/server/src/modules/critiques/engine). Report texts are plain text but for impact_check's, which is HTML the engine builds and the page sanitises. */
export const ZCritiqueReport = z.object({
  structure_section: z.object({
    use_of_bullets_check: z.object({
      result: ZCheckResult,
      report_text: z.string(),
      /** Long sentences of the experience that would read better as bullets (verbatim). */
      bullet_point_sentence: z.array(z.string()),
    }),
    missing_sections_check: z.object({
      result: ZCheckResult,
      report_text: z.string(),
      found: z.array(z.object({ key: ZResumeSectionKey, heading: z.string() })),
      missing: z.array(ZResumeSectionKey),
    }),
  }),
  impact_and_experience_section: z.object({
    impact_check: z.object({
      result: ZCheckResult,
      report_text: z.string(),
      quantified: z.number().int().min(0),
      total: z.number().int().min(0),
    }),
  }),
  language_section: z.object({
    weak_openers: ZLanguageCheck,
    passive_voice: ZLanguageCheck,
    personal_pronouns: ZLanguageCheck,
    buzzwords: ZLanguageCheck,
    filler_words: ZLanguageCheck,
    repeated_verbs: ZLanguageCheck,
    long_bullets: ZLanguageCheck,
    inconsistent_tense: ZLanguageCheck,
    better_verbs: z.array(z.string()),
  }),
  ats_section: z.object({
    result: ZCheckResult,
    report_text: z.string(),
    /** False for a scan: no text an applicant tracking system could read. */
    text_layer: z.boolean(),
    hard_skills: z.array(z.string()),
    best_fit_jobs: z.array(ZBestFitJob),
    name_from_resume_first_name: z.string(),
    name_from_resume_last_name: z.string(),
  }),
  style_section: z.object({
    email_check: z.object({ result: ZCheckResult, email: z.string() }),
    phone_number_check: z.object({ result: ZCheckResult, phone_number: z.string() }),
  }),
  scores: ZCritiqueScores,
  unreadable: ZUnreadableReason.nullable(),
  pages: z.number().int().min(0),
});
export type TCritiqueReport = z.infer<typeof ZCritiqueReport>;

/** A review as the page reads it: the visitor's details and, once processed, the report's sections. */
export const ZCritique = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    uniqueCustomerId: z.string(),
    /** ISO time; null while the review is being prepared. */
    processedAt: z.string().nullable(),
    /** The tabs the visitor has opened (their titles). */
    progress: z.array(ZCritiqueTab),
    stars: z.number().int().min(1).max(5).nullable(),
    feedback: z.string(),
    writtenByWriter: z.boolean(),
    fileName: z.string(),
    createdAt: z.string(),
  })
  .extend(ZCritiqueReport.partial().shape);
export type TCritique = z.infer<typeof ZCritique>;

/** Spec 03 §3 External product: a coaching or subscription product sold outside the packages. */
export const ZExternalProductFrequency = z.enum(['Day', 'Week', 'Bi-Weekly', 'Month', '3-Months', 'Year']);
export type TExternalProductFrequency = z.infer<typeof ZExternalProductFrequency>;
export const ZExternalProduct = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  frequency: ZExternalProductFrequency,
  productLink: z.string(),
  productDescription: z.string(),
  buttonText: z.string(),
});
export type TExternalProduct = z.infer<typeof ZExternalProduct>;

/** One review in a line of versions (the first upload and the improved ones sent from its reviews), for the score history. */
export const ZCritiqueVersion = z.object({
  _id: z.string(),
  createdAt: z.string(),
  /** False while the engine reads it. */
  processed: z.boolean(),
  /** The overall score; null while the review is prepared. */
  score: z.number().int().min(0).max(100).nullable(),
});
export type TCritiqueVersion = z.infer<typeof ZCritiqueVersion>;

/** GET /review/{id}: `data`. */
export const ZReviewData = z.object({
  critique: ZCritique,
  /** Beyond the spec: every version of this resume, oldest first, this review among them (one entry for a first upload). */
  versions: z.array(ZCritiqueVersion),
  /** The view this load recorded ('' while the review is prepared); the page sends it back with its clicks. */
  critiqueViewsId: z.string(),
  /** Highest price first. */
  packages: z.array(ZCheckoutPackage),
  clientCurrencyType: z.string(),
  clientWebsiteCustomization: z.object({
    companyName: z.string(),
    reviewEmailFirstName: z.string(),
    reviewEmailLastName: z.string(),
    yjsgProducts: z.array(ZExternalProduct),
    expertHelperTextSection: z.object({ helperText: z.string(), buttonText: z.string() }),
    critiquesConsultationLink: z.string(),
    topBarBgColor: z.string(),
    topBarTextColor: z.string(),
    sideBarActiveColor: z.string(),
  }),
});
export type TReviewData = z.infer<typeof ZReviewData>;
export const ZReviewResponse = z.object({ status: z.boolean(), data: ZReviewData });
export type TReviewResponse = z.infer<typeof ZReviewResponse>;

/** Review ids are random, at least 20 characters. */
export const ZCritiqueId = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);
export const ZCritiqueParams = z.object({ id: ZCritiqueId }).strict();

const ZName = (required: string) => z.string({ error: required }).trim().min(1, required).max(255);
const ZEmail = (required: string) => z.string({ error: required }).trim().toLowerCase().min(1, required).email(MESSAGES.fieldInvalidEmail).max(254);

/** POST /api/critiques: the multipart fields beside `file`. */
export const ZCreateCritiqueFields = z
  .object({
    firstName: ZName(MESSAGES.firstNameRequired),
    lastName: ZName(MESSAGES.lastNameRequired),
    email: ZEmail(MESSAGES.emailRequired),
    phoneNumber: z.string().trim().max(40).optional(),
    uniqueCustomerId: z.string().trim().max(128).optional(),
  })
  .strict();
export type TCreateCritiqueFields = z.infer<typeof ZCreateCritiqueFields>;
export const ZCreateCritiqueResponse = z.object({ status: z.literal(true), critiqueId: z.string(), link: z.string() });
export type TCreateCritiqueResponse = z.infer<typeof ZCreateCritiqueResponse>;

/** POST /review/{id}/versions: an improved resume (multipart `file` only); the visitor's details are the review's. */
export const ZCritiqueVersionFields = z.object({}).strict();

/** POST /review/progress */
export const ZReviewProgressRequest = z.object({ critiqueId: ZCritiqueId, vistedTabs: z.array(ZCritiqueTab).max(CRITIQUE_TABS.length) }).strict();
export type TReviewProgressRequest = z.infer<typeof ZReviewProgressRequest>;

/** POST /review/{id}/feedback/ */
export const ZReviewFeedbackRequest = z.object({ stars: z.number().int().min(1).max(5), feedback: z.string().trim().max(2000).default('') }).strict();
export type TReviewFeedbackRequest = z.infer<typeof ZReviewFeedbackRequest>;

/** POST /review/{id}/update/name (spec 03 §5: the missing name/e-mail modal). */
export const ZReviewNameRequest = z
  .object({ firstName: ZName(MESSAGES.firstNameRequired), lastName: ZName(MESSAGES.lastNameRequired), email: ZEmail(MESSAGES.emailRequired) })
  .strict();
export type TReviewNameRequest = z.infer<typeof ZReviewNameRequest>;

/** POST /critiques/{id}/schedule-button-click */
export const ZScheduleClickRequest = z.object({ critiqueViewId: z.string().min(1).max(64) }).strict();

/** Answer of the review's small writes. */
export const ZReviewWriteResponse = z.object({ status: z.boolean(), message: z.string() });

// ---- The admin's reviews (staff editing; no admin screens in the spec)

/** The report texts staff may rewrite, by their path in the report. */
export const CRITIQUE_EDITABLE_TEXTS = [
  'structure_section.use_of_bullets_check.report_text',
  'structure_section.missing_sections_check.report_text',
  'impact_and_experience_section.impact_check.report_text',
  ...LANGUAGE_CHECK_KEYS.map((key) => `language_section.${key}.report_text` as const),
  'ats_section.report_text',
] as const;
export type TCritiqueEditableText = (typeof CRITIQUE_EDITABLE_TEXTS)[number];

/** PATCH /api/admin/critiques/{id}: new texts for some of the report's texts; the review is then marked written by staff. */
export const ZCritiqueEditRequest = z.object({ texts: z.partialRecord(z.enum(CRITIQUE_EDITABLE_TEXTS), z.string().trim().min(1).max(5000)) }).strict();
export type TCritiqueEditRequest = z.infer<typeof ZCritiqueEditRequest>;

/** GET /api/admin/critiques?search&page */
export const ZAdminCritiquesQuery = z
  .object({ search: z.string().trim().max(200).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) })
  .strict();
export type TAdminCritiquesQuery = z.infer<typeof ZAdminCritiquesQuery>;

/** How far a review's visitor went: the funnel the admin reads per review. */
export const ZCritiqueFunnel = z.object({
  views: z.number().int(),
  scheduleClicks: z.number().int(),
  checkoutClicks: z.number().int(),
  /** Orders bought through this review's checkout links. */
  purchases: z.number().int(),
});
export type TCritiqueFunnel = z.infer<typeof ZCritiqueFunnel>;

export const ZAdminCritiqueRow = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  stars: z.number().int().nullable(),
  writtenByWriter: z.boolean(),
  funnel: ZCritiqueFunnel,
});
export type TAdminCritiqueRow = z.infer<typeof ZAdminCritiqueRow>;
export const ZAdminCritiquesResponse = z.object({
  status: z.boolean(),
  critiques: z.array(ZAdminCritiqueRow),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminCritiquesResponse = z.infer<typeof ZAdminCritiquesResponse>;
export const ZAdminCritiqueResponse = z.object({ status: z.boolean(), critique: ZCritique, funnel: ZCritiqueFunnel, fileKey: z.string() });
export type TAdminCritiqueResponse = z.infer<typeof ZAdminCritiqueResponse>;
