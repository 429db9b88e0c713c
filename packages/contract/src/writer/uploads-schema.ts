import { z } from 'zod';
import { ZUploadedFile } from '../common.ts';
import { ZFileRef, ZPreviousFiles } from '../documents/schema.ts';
import { MESSAGES } from '../messages.ts';
import { ZCompletedTask } from '../orders/schema.ts';
import { REVIEW_TEXT_MAX, ZRevision } from '../revisions/schema.ts';
import { ZWriterOrderSummary } from './orders-schema.ts';

const ZObjectId = z.string().min(1).max(64);
/** A result of POST /api/file/upload by the same writer; missing files get the spec's text from the server. */
const ZMaybeFile = ZUploadedFile.nullable().optional();
export const MAX_EXTRA_FILES = 10;
export const WRITER_NOTES_MAX = 10_000;

// ---- Previous documents

/** GET /api/writer/orders/previous-file/get/{serviceId}/{id}: data null until the customer uploads (pending notice). */
export const ZWriterPreviousFilesResponse = z.object({ status: z.boolean(), orderData: ZWriterOrderSummary, data: ZPreviousFiles.nullable() });
export type TWriterPreviousFilesResponse = z.infer<typeof ZWriterPreviousFilesResponse>;

// ---- Revisions

export const ZRevisionUploadBlock = z.enum(['waiting-admin', 'waiting-client', 'finalized']);

/** GET /api/writer/orders/revision/get/{serviceId}/{id}: every draft incl. adminApproval, newest first. */
export const ZWriterRevisionsResponse = z.object({
  status: z.boolean(),
  orderData: ZWriterOrderSummary,
  data: z.array(ZRevision),
  order: z.object({ completed_tasks: z.array(ZCompletedTask) }),
  /** revision_process of this service is complete ("accepted"). */
  revisionFinalized: z.boolean(),
  canUpload: z.boolean(),
  uploadBlockedReason: ZRevisionUploadBlock.nullable(),
  /** The text to show when blocked. */
  uploadBlockedMessage: z.string().nullable(),
});
export type TWriterRevisionsResponse = z.infer<typeof ZWriterRevisionsResponse>;

/** POST /api/writer/orders/revision/upload. `notes` are kept only when the site enables writer notes. */
export const ZRevisionUploadRequest = z
  .object({
    order_id: ZObjectId,
    serviceId: ZObjectId,
    data: z
      .object({
        dataPdf: ZMaybeFile,
        dataWord: ZMaybeFile,
        dataOther: ZMaybeFile,
        additionalFiles: z.array(ZUploadedFile).max(MAX_EXTRA_FILES).default([]),
        notes: z.string().max(WRITER_NOTES_MAX).default(''),
      })
      .strict(),
  })
  .strict();
export type TRevisionUploadRequest = z.infer<typeof ZRevisionUploadRequest>;
export type TRevisionUploadInput = z.input<typeof ZRevisionUploadRequest>;
export const ZRevisionUploadResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  data: ZRevision,
  /** With enable_revisions_approval_feature: the customer sees the draft once the admin approves it. */
  pendingAdminApproval: z.boolean(),
});
export type TRevisionUploadResponse = z.infer<typeof ZRevisionUploadResponse>;

// ---- Final documents

export const ZWriterFinal = z.object({
  dataPdf: ZFileRef.nullable(),
  dataWord: ZFileRef.nullable(),
  otherFiles: z.array(ZFileRef),
  writerNotes: z.string(),
  updatedAt: z.string(),
});

/** GET /api/writer/orders/final/get/{serviceId}/{id}: data null until uploaded. */
export const ZWriterFinalResponse = z.object({
  status_code: z.literal(200),
  status: z.boolean(),
  orderData: ZWriterOrderSummary,
  data: ZWriterFinal.nullable(),
  /** final_document of this service is complete. */
  completed: z.boolean(),
});
export type TWriterFinalResponse = z.infer<typeof ZWriterFinalResponse>;

/** POST /api/writer/orders/final/upload: replaces any previous final of the service. */
export const ZFinalUploadRequest = z
  .object({
    order_id: ZObjectId,
    serviceId: ZObjectId,
    taskId: z.literal('final_document'),
    dataPdf: ZMaybeFile,
    dataWord: ZMaybeFile,
    otherFiles: z.array(ZUploadedFile).max(MAX_EXTRA_FILES).default([]),
    notes: z.string().max(WRITER_NOTES_MAX).default(''),
  })
  .strict();
export type TFinalUploadRequest = z.infer<typeof ZFinalUploadRequest>;
export type TFinalUploadInput = z.input<typeof ZFinalUploadRequest>;
export const ZFinalUploadResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  data: ZWriterFinal,
  statusPercentage: z.number().int(),
  completed_tasks: z.array(ZCompletedTask),
});
export type TFinalUploadResponse = z.infer<typeof ZFinalUploadResponse>;

// ---- Professional-profile (LinkedIn) final

/** GET /api/writer/orders/linkedin/get/{id}: data.file.file, or data null until uploaded. */
export const ZWriterLinkedinResponse = z.object({
  status: z.boolean(),
  orderData: ZWriterOrderSummary,
  data: z.object({ file: z.object({ file: ZFileRef, serviceId: z.string(), updatedAt: z.string() }) }).nullable(),
  completed: z.boolean(),
});
export type TWriterLinkedinResponse = z.infer<typeof ZWriterLinkedinResponse>;

/** POST /api/writer/orders/linkedin/upload: `data` is the one file. */
export const ZLinkedinUploadRequest = z.object({ order_id: ZObjectId, data: ZMaybeFile, taskId: z.literal('final_linkedin') }).strict();
export type TLinkedinUploadRequest = z.infer<typeof ZLinkedinUploadRequest>;
export const ZLinkedinUploadResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ file: z.object({ file: ZFileRef, serviceId: z.string(), updatedAt: z.string() }) }),
  statusPercentage: z.number().int(),
  completed_tasks: z.array(ZCompletedTask),
});
export type TLinkedinUploadResponse = z.infer<typeof ZLinkedinUploadResponse>;

// ---- Admin approval of drafts (enable_revisions_approval_feature)

export const ZRevisionIdParams = z.object({ id: ZObjectId }).strict();
/** POST /api/admin/revisions/{id}/reject. `rejectionFile` is the admin's own upload. */
export const ZRevisionRejectRequest = z
  .object({
    rejectionReason: z.string({ error: MESSAGES.rejectionReasonRequired }).trim().min(1, MESSAGES.rejectionReasonRequired).max(REVIEW_TEXT_MAX),
    rejectionFile: ZMaybeFile,
  })
  .strict();
export type TRevisionRejectRequest = z.infer<typeof ZRevisionRejectRequest>;
/** POST /api/admin/revisions/{id}/approve and /reject. */
export const ZRevisionDecisionResponse = z.object({ status: z.boolean(), message: z.string(), data: ZRevision });
export type TRevisionDecisionResponse = z.infer<typeof ZRevisionDecisionResponse>;

/** GET /api/admin/revisions/pending: drafts waiting for approval, oldest first. */
export const ZPendingRevisionsResponse = z.object({
  status: z.boolean(),
  data: z.array(ZRevision.extend({ orderNumber: z.number().int(), serviceName: z.string(), writerName: z.string() })),
});
export type TPendingRevisionsResponse = z.infer<typeof ZPendingRevisionsResponse>;
