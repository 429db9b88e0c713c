import { z } from 'zod';
import { ZResumeData } from './resume.ts';

// ---- Signed-in customers' resumes kept on the server (issue 14: autosave, several resumes, last-edited first).

/** A customer keeps at most this many resumes on a site. */
export const SAVED_RESUMES_MAX = 50;
/** A save's body is at most this large: the resume (its picture included) and its title. */
export const SAVED_RESUME_BODY_MAX_BYTES = 1_048_576;

export const ZResumeTitle = z.string().trim().min(1).max(120);

export const ZSavedResumeParams = z.object({ id: z.string().min(1).max(64) }).strict();
export type TSavedResumeParams = z.infer<typeof ZSavedResumeParams>;

/** POST /api/customer/resumes: a new resume (the builder's current one, or an empty one the web makes). */
export const ZCreateResumeRequest = z.object({ title: ZResumeTitle, data: ZResumeData }).strict();
export type TCreateResumeRequest = z.infer<typeof ZCreateResumeRequest>;

/** PUT /api/customer/resumes/{id}: the autosave, always the whole resume; the title only when renamed. */
export const ZUpdateResumeRequest = z.object({ title: ZResumeTitle.optional(), data: ZResumeData }).strict();
export type TUpdateResumeRequest = z.infer<typeof ZUpdateResumeRequest>;

/** A line of the list: no data, so the list stays small whatever the pictures weigh. */
export const ZSavedResumeSummary = z.object({ id: z.string(), title: z.string(), updatedAt: z.string() });
export type TSavedResumeSummary = z.infer<typeof ZSavedResumeSummary>;

export const ZSavedResume = ZSavedResumeSummary.extend({ data: ZResumeData });
export type TSavedResume = z.infer<typeof ZSavedResume>;

/** GET /api/customer/resumes: last edited first. */
export const ZSavedResumeListResponse = z.object({ status: z.literal(true), resumes: z.array(ZSavedResumeSummary) });
export type TSavedResumeListResponse = z.infer<typeof ZSavedResumeListResponse>;

/** GET, POST and PUT answer the resume as stored. */
export const ZSavedResumeResponse = z.object({ status: z.literal(true), resume: ZSavedResume });
export type TSavedResumeResponse = z.infer<typeof ZSavedResumeResponse>;

/** PUT answers the line of the list only: the autosave need not download the resume it just sent. */
export const ZSavedResumeUpdatedResponse = z.object({ status: z.literal(true), resume: ZSavedResumeSummary });
export type TSavedResumeUpdatedResponse = z.infer<typeof ZSavedResumeUpdatedResponse>;
