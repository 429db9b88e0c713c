import { z } from 'zod';
import { ZSiteContentSecurity, type TWebsiteFlags } from '../entities/site.ts';

/**
 * The flags an admin may switch on the admin settings page: the ones spec 01 §1
 * and spec 02 §1 name, and writer auto-assignment (issue 12). The others
 * (boards, job search, invoices) stay seed-only.
 */
export const ADMIN_FLAG_GROUPS = {
  customer: ['hide_customer_price', 'hide_tip', 'disable_customer_rating', 'hide_click_to_upload'],
  writer: ['enable_revisions_approval_feature', 'hide_ms_word_document', 'enable_writer_notes', 'disable_writer_customer_chat', 'auto_assign_writers'],
} as const;
export type TAdminFlag = (typeof ADMIN_FLAG_GROUPS)[keyof typeof ADMIN_FLAG_GROUPS][number];
// Every switchable flag is one of the site's flags (a compile error otherwise).
export const ADMIN_FLAGS: readonly (TAdminFlag & keyof TWebsiteFlags)[] = [...ADMIN_FLAG_GROUPS.customer, ...ADMIN_FLAG_GROUPS.writer];

const ZAdminFlags = z.object({
  hide_customer_price: z.boolean(),
  hide_tip: z.boolean(),
  disable_customer_rating: z.boolean(),
  hide_click_to_upload: z.boolean(),
  enable_revisions_approval_feature: z.boolean(),
  hide_ms_word_document: z.boolean(),
  enable_writer_notes: z.boolean(),
  disable_writer_customer_chat: z.boolean(),
  auto_assign_writers: z.boolean(),
} satisfies Record<TAdminFlag, z.ZodBoolean>);
export type TAdminFlagValues = z.infer<typeof ZAdminFlags>;

/** PATCH /api/admin/website/settings: any subset of the flags; an unknown key is refused. */
export const ZAdminSettingsPatchRequest = ZAdminFlags.partial().strict();
export type TAdminSettingsPatchRequest = z.infer<typeof ZAdminSettingsPatchRequest>;

/** GET and PATCH /api/admin/website/settings: every flag of the list, defaults filled in. */
export const ZAdminSettingsResponse = z.object({ status: z.boolean(), data: ZAdminFlags });
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
