import { z } from 'zod';

export const ZId = z.string().min(1).max(64);
export const ZEmail = z.string().trim().toLowerCase().email('Enter a valid email').max(254);
export const ZRole = z.enum(['user', 'writer', 'reviewer', 'admin']);
export type TRole = z.infer<typeof ZRole>;

export const ZUploadedFile = z
  .object({
    key: z.string().min(1).max(200),
    originalname: z.string().max(255),
    size: z.number().int().nonnegative(),
    mimetype: z.string().max(255),
  })
  .strict();
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/**
 * The error body every failing route sends: `code` is the key of the text in messages.ts (stable, for clients
 * to branch on and translate by), `message` the spec's English text; a validation failure also names each
 * field's text (`errors`) and key (`fieldCodes`).
 */
export const ZErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  fieldCodes: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** The languages the web app and the e-mails speak. */
export const SUPPORTED_LANGUAGES = ['en', 'de', 'es', 'it', 'ru', 'th'] as const;
export const ZLanguage = z.enum(SUPPORTED_LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
