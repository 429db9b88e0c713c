import { z } from 'zod';
import { ZEmail, ZLanguage } from '../common.ts';
import { ZEmailPreferences } from '../notifications/email.ts';

export const ZProfileUpdateRequest = z
  .object({
    _id: z.string().min(1).max(64),
    firstName: z.string().trim().min(1, 'Enter First Name').max(255),
    lastName: z.string().trim().min(1, 'Enter Last name').max(255),
    email: ZEmail,
    /** E-mail kinds turned on or off (EMAIL_KINDS); kinds not named keep their setting. */
    emailPreferences: ZEmailPreferences.optional(),
  })
  .strict();
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;

export const ZPasswordUpdateRequest = z.object({ _id: z.string().min(1).max(64), password: z.string().min(8, 'Use at least 8 characters').max(200) }).strict();

/** The form adds a confirmation field that never leaves the browser. */
export const ZPasswordForm = z
  .object({ password: ZPasswordUpdateRequest.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Please make sure both passwords match.',
  });

export const ZLanguageUpdateRequest = z.object({ language: ZLanguage }).strict();
export type TLanguageUpdateRequest = z.infer<typeof ZLanguageUpdateRequest>;
