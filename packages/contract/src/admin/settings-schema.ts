import { z } from 'zod';
import { ZSiteContentSecurity, type TWebsiteFlags } from '../entities/site.ts';

/**
 * The flags an admin may switch on the admin settings page: every flag of the
 * three specs (spec 01 §1, spec 02 §1, spec 03 §3) and writer auto-assignment (issue 12).
 */
export const ADMIN_FLAG_GROUPS = {
  portal: ['enable_boards', 'enable_customer_job_search', 'hide_invoices'],
  customer: ['hide_customer_price', 'hide_tip', 'disable_customer_rating', 'hide_click_to_upload'],
  writer: [
    'enable_revisions_approval_feature',
    'hide_ms_word_document',
    'enable_writer_notes',
    'disable_writer_customer_chat',
    'auto_assign_writers',
    'writers_create_reviews',
  ],
} as const;
export type TAdminFlag = (typeof ADMIN_FLAG_GROUPS)[keyof typeof ADMIN_FLAG_GROUPS][number];
// Every switchable flag is one of the site's flags (a compile error otherwise).
export const ADMIN_FLAGS: readonly TAdminFlag[] = [
  ...ADMIN_FLAG_GROUPS.portal,
  ...ADMIN_FLAG_GROUPS.customer,
  ...ADMIN_FLAG_GROUPS.writer,
] satisfies (keyof TWebsiteFlags)[];

const ZAdminFlags = z.object({
  enable_boards: z.boolean(),
  enable_customer_job_search: z.boolean(),
  hide_invoices: z.boolean(),
  hide_customer_price: z.boolean(),
  hide_tip: z.boolean(),
  disable_customer_rating: z.boolean(),
  hide_click_to_upload: z.boolean(),
  enable_revisions_approval_feature: z.boolean(),
  hide_ms_word_document: z.boolean(),
  enable_writer_notes: z.boolean(),
  disable_writer_customer_chat: z.boolean(),
  auto_assign_writers: z.boolean(),
  writers_create_reviews: z.boolean(),
} satisfies Record<TAdminFlag, z.ZodBoolean>);
export type TAdminFlagValues = z.infer<typeof ZAdminFlags>;

/**
 * PATCH /api/admin/website/settings: any subset of the flags; an unknown key is refused. With `updatedAt` (the
 * site's version, as GET answered it) a save made after another save of the site's settings is refused with 409.
 */
export const ZAdminSettingsPatchRequest = ZAdminFlags.partial()
  .extend({ updatedAt: z.string().datetime({ offset: true, message: 'updatedAt must be the ISO time the item was loaded with' }).optional() })
  .strict();
export type TAdminSettingsPatchRequest = z.infer<typeof ZAdminSettingsPatchRequest>;

/** GET and PATCH /api/admin/website/settings: every flag of the list, defaults filled in, and the site's version. */
export const ZAdminSettingsResponse = z.object({ status: z.boolean(), data: ZAdminFlags, updatedAt: z.string() });
export type TAdminSettingsResponse = z.infer<typeof ZAdminSettingsResponse>;

/** PUT /api/admin/website/content-security: the whole list of each, at most 20 origins apiece. */
export const ZContentSecurityRequest = z
  .object({
    embedOrigins: ZSiteContentSecurity.shape.embedOrigins.unwrap().max(20),
    imageSources: ZSiteContentSecurity.shape.imageSources.unwrap().max(20),
  })
  .strict();
export type TContentSecurityRequest = z.infer<typeof ZContentSecurityRequest>;

/** GET and PUT /api/admin/website/content-security: what the site's pages' policy adds (lib/csp.ts on the server). */
export const ZContentSecurityResponse = z.object({ status: z.boolean(), data: ZSiteContentSecurity });
export type TContentSecurityResponse = z.infer<typeof ZContentSecurityResponse>;
