import { z } from 'zod';
import { ZLanguage, ZRole } from '../common.ts';

/** The signed-in user as the client sees it. */
export const ZSessionUser = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: ZRole,
  profile_img: z.string(),
  pending_purchase_package_id: z.string().nullable(),
  uniqueCustomerId: z.string(),
  orders: z.number().int(),
  writer_data: z.record(z.string(), z.unknown()).nullable(),
  emailPreferences: z.record(z.string(), z.boolean()),
  /** The language saved on the account (the signed-in language switcher); null: none chosen yet. */
  language: ZLanguage.nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** The part of an order that login and the post-login rule need. */
export const ZOrderStatusOnly = z.object({
  _id: z.string(),
  statusPercentage: z.number(),
  hideOrder: z.boolean(),
  createdAt: z.string(),
});
export type TOrderStatusOnly = z.infer<typeof ZOrderStatusOnly>;
