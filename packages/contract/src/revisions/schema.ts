import { z } from 'zod';
import { ZUploadedFile } from '../common.ts';
import { ZFileRef } from '../documents/schema.ts';
import { ZCompletedTask } from '../orders/schema.ts';

const ZObjectId = z.string().min(1).max(64);

/** A draft's files and notes (spec 02 §3 Revision.data). */
export const ZRevisionFiles = z.object({
  dataPdf: ZFileRef.nullable(),
  dataWord: ZFileRef.nullable(),
  dataOther: ZFileRef.nullable(),
  additionalFiles: z.array(ZFileRef),
  notes: z.string(),
});
export type TRevisionFiles = z.infer<typeof ZRevisionFiles>;

export const ZAdminApproval = z.object({
  pending: z.boolean(),
  approved: z.boolean(),
  rejectionReason: z.string().nullable(),
  rejectionFile: ZFileRef.nullable(),
});
export type TAdminApproval = z.infer<typeof ZAdminApproval>;

/** The full revision (spec 02 §3), as the writer and admin areas see it. */
export const ZRevision = z.object({
  _id: z.string(),
  order_id: z.string(),
  service_id: z.string(),
  data: ZRevisionFiles,
  rating: z.number().int().nullable(),
  review: z.string().nullable(),
  reviewFile: ZFileRef.nullable(),
  reviewedByUser: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  adminApproval: ZAdminApproval,
});
export type TRevision = z.infer<typeof ZRevision>;

/** A draft as the customer sees it (spec 01 §3): no admin approval details. */
export const ZCustomerDraft = ZRevision.omit({ adminApproval: true, order_id: true, service_id: true }).extend({
  state: z.enum(['under-review', 'reviewed']),
});
export type TCustomerDraft = z.infer<typeof ZCustomerDraft>;

/** GET /api/customer/orders/revision/get/{serviceId}/{id}: visible drafts, newest first. */
export const ZCustomerDraftsResponse = z.object({
  status: z.boolean(),
  data: z.array(ZCustomerDraft),
  /** revision_process of this service is complete. */
  revisionFinalized: z.boolean(),
  /** A reviewed draft exists, so finalize is allowed. */
  canFinalize: z.boolean(),
});
export type TCustomerDraftsResponse = z.infer<typeof ZCustomerDraftsResponse>;

export const REVIEW_TEXT_MAX = 10_000;

/** POST /api/customer/orders/revision/rate-review. `reviewFile` is a result of POST /api/file/upload (PDF or DOCX). */
export const ZRateReviewRequest = z
  .object({
    order_id: ZObjectId,
    draft_id: ZObjectId,
    data: z
      .object({
        reviewedByUser: z.boolean().optional(),
        rating: z.number().int().min(1).max(5).nullable().optional(),
        review: z.string().max(REVIEW_TEXT_MAX).default(''),
        reviewFile: ZUploadedFile.nullable().optional(),
      })
      .strict(),
  })
  .strict();
export type TRateReviewRequest = z.infer<typeof ZRateReviewRequest>;
export const ZRateReviewResponse = z.object({ status: z.boolean(), message: z.string() });

/** POST /api/customer/orders/revision/finalize */
export const ZFinalizeRevisionRequest = z.object({ order_id: ZObjectId, serviceId: ZObjectId, taskId: z.literal('revision_process') }).strict();
export type TFinalizeRevisionRequest = z.infer<typeof ZFinalizeRevisionRequest>;
export const ZFinalizeRevisionResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  statusPercentage: z.number().int(),
  completed_tasks: z.array(ZCompletedTask),
});
