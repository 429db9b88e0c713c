import { z } from 'zod';
import { ZUploadedFile } from '../common.ts';
import { ZCompletedTask } from '../orders/schema.ts';

const ZObjectId = z.string().min(1).max(64);

/** A stored file as responses name it; download with GET /api/file/download/{key}. */
export const ZFileRef = z.object({ key: z.string(), originalname: z.string(), size: z.number().int(), mimetype: z.string() });
export type TFileRef = z.infer<typeof ZFileRef>;

/** The customer's previous documents of one service: the first is `file`, the rest `otherFiles`. */
export const ZPreviousFiles = z.object({ file: ZFileRef.nullable(), otherFiles: z.array(ZFileRef), updatedAt: z.string().nullable() });
export type TPreviousFiles = z.infer<typeof ZPreviousFiles>;

/** GET /api/customer/orders/previous-file/get/{serviceId}/{id} */
export const ZPreviousFilesResponse = z.object({ status: z.boolean(), data: ZPreviousFiles, completed: z.boolean() });
export type TPreviousFilesResponse = z.infer<typeof ZPreviousFilesResponse>;

export const MAX_PREVIOUS_FILES = 10;

/**
 * POST /api/customer/orders/previous-file/upload/{serviceId}/{id}: `uploadedFiles`
 * are results of POST /api/file/upload by the same user; `deletedFiles` are keys
 * of files already saved. At least one file must remain.
 */
export const ZPreviousFilesUploadRequest = z
  .object({
    order_id: ZObjectId,
    serviceId: ZObjectId,
    uploadedFiles: z.array(ZUploadedFile).max(MAX_PREVIOUS_FILES).default([]),
    deletedFiles: z.array(z.string().min(1).max(200)).max(50).default([]),
    taskId: z.literal('previous_document'),
  })
  .strict();
export type TPreviousFilesUploadRequest = z.infer<typeof ZPreviousFilesUploadRequest>;
export const ZPreviousFilesUploadResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  data: ZPreviousFiles,
  statusPercentage: z.number().int(),
  completed_tasks: z.array(ZCompletedTask),
});

/** GET /api/customer/orders/final/get/{serviceId}/{id}; data null until the writer uploads the final. */
export const ZFinalDocumentResponse = z.object({
  status: z.boolean(),
  data: z
    .object({
      dataWord: ZFileRef.nullable(),
      dataPdf: ZFileRef.nullable(),
      otherFiles: z.array(ZFileRef),
      /** Empty unless the site enables writer notes. */
      writerNotes: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type TFinalDocumentResponse = z.infer<typeof ZFinalDocumentResponse>;

/** GET /api/customer/orders/linkedin/get/{id}: the final_linkedin file (same shape the writer reads: data.file.file). */
export const ZLinkedinFinalResponse = z.object({
  status: z.boolean(),
  data: z.object({ file: z.object({ file: ZFileRef, serviceId: z.string(), updatedAt: z.string() }) }).nullable(),
});
export type TLinkedinFinalResponse = z.infer<typeof ZLinkedinFinalResponse>;
