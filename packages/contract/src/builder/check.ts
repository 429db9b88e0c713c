import { z } from 'zod';
import { ZCritiqueScores, ZLanguageCheck, ZResumeSectionKey, ZUnreadableReason, LANGUAGE_CHECK_KEYS } from '../critiques/schema.ts';

// "Check my resume" (issue 14): the builder's PDF read by the free review's engine, nothing stored, its findings
// shown beside the editor. POST /api/builder/check, multipart with one part `file` (the PDF).

/** The largest PDF the check reads, in bytes (a one-page builder PDF is far below it). */
export const BUILDER_CHECK_MAX_BYTES = 2 * 1024 * 1024;

export const ZBuilderCheckLanguage = z.object({
  key: z.enum(LANGUAGE_CHECK_KEYS),
  result: ZLanguageCheck.shape.result,
  /** The engine's explanation, in the request's language. */
  text: z.string(),
  /** What it flagged, quoted verbatim from the resume. */
  flagged: z.array(z.string()),
});
export type TBuilderCheckLanguage = z.infer<typeof ZBuilderCheckLanguage>;

export const ZBuilderCheckResult = z.object({
  /** What an applicant tracking system reads from the PDF. */
  ats: z.object({
    textLayer: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    hardSkills: z.array(z.string()),
    bestFitJobs: z.array(z.object({ title: z.string(), score: z.number().int().min(0).max(100) })),
  }),
  language: z.array(ZBuilderCheckLanguage),
  missingSections: z.array(ZResumeSectionKey),
  scores: ZCritiqueScores,
  pages: z.number().int().min(0),
  /** Why the PDF could not be read, or null. */
  unreadable: ZUnreadableReason.nullable(),
});
export type TBuilderCheckResult = z.infer<typeof ZBuilderCheckResult>;

export const ZBuilderCheckResponse = z.object({ status: z.literal(true), data: ZBuilderCheckResult });
export type TBuilderCheckResponse = z.infer<typeof ZBuilderCheckResponse>;
