import { z } from 'zod';

export const ZWebsiteFlags = z.object({
  enable_boards: z.boolean().default(false),
  enable_customer_job_search: z.boolean().default(false),
  hide_invoices: z.boolean().default(false),
  hide_customer_price: z.boolean().default(false),
  hide_tip: z.boolean().default(false),
  disable_customer_rating: z.boolean().default(false),
  disable_writer_customer_chat: z.boolean().default(false),
  enable_writer_notes: z.boolean().default(false),
  hide_ms_word_document: z.boolean().default(false),
  hide_click_to_upload: z.boolean().default(false),
  enable_revisions_approval_feature: z.boolean().default(false),
  /** A paid order goes to the best-fitting writer (orders/assignment.ts); on unless an admin turns it off. */
  auto_assign_writers: z.boolean().default(true),
  /** Issue 11: writers may make a free resume review for any e-mail, as admins can (POST /api/writer/critiques). */
  writers_create_reviews: z.boolean().default(false),
});
export type TWebsiteFlags = z.infer<typeof ZWebsiteFlags>;
export const DEFAULT_FLAGS: TWebsiteFlags = ZWebsiteFlags.parse({});

export { SOCIAL_NETWORKS, type TSocialNetwork } from './social.ts';

export const ZCustomCheckout = z.object({
  url: z.string().default(''),
  method: z.string().default('GET'),
  responseFieldPath: z.string().default(''),
  tokenName: z.string().default(''),
  tokenLocation: z.string().default(''),
});

/**
 * A site's additions to its pages' Content-Security-Policy (kept in the site's settings, not sent to browsers):
 * the origins that may embed its pages (the review widget) and where its images may come from besides itself.
 */
export const ZSiteContentSecurity = z.object({
  embedOrigins: z.array(z.string().regex(/^https?:\/\/[^\s;,']+$/)).default([]),
  imageSources: z.array(z.string().regex(/^https?:\/\/[^\s;,']+$/)).default([]),
});
export type TSiteContentSecurity = z.infer<typeof ZSiteContentSecurity>;

/** What GET /api/website returns in `data`: everything the shell needs, no secrets. */
export const ZSiteSettings = z.object({
  client_id: z.string(),
  companyName: z.string(),
  companyEmail: z.string(),
  logo: z.string(),
  loginImg: z.string(),
  welcomeImg: z.string(),
  defaultLanguage: z.string(),
  reviewUiCustomizations: z.record(z.string(), z.unknown()),
  critiquesConsultationLink: z.string(),
  topBarBgColor: z.string(),
  topBarTextColor: z.string(),
  sideBarBgColor: z.string(),
  sideBarTextColor: z.string(),
  sideBarActiveColor: z.string(),
  sideBarIconColor: z.string(),
  footerBgColor: z.string(),
  footerTextColor: z.string(),
  twitter: z.string(),
  facebook: z.string(),
  linkedin: z.string(),
  youtube: z.string(),
  instagram: z.string(),
  pinterest: z.string(),
  customLoginDomain: z.string(),
  loginDomainQueries: z.array(z.string()),
  customCheckout: ZCustomCheckout,
  customScripts: z.object({ headerTag: z.string(), bodyTag: z.string() }),
  website_settings: ZWebsiteFlags,
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

export const ZWebsiteResponse = z.object({
  status_code: z.number(),
  status: z.boolean(),
  data: ZSiteSettings,
});
export type TWebsiteResponse = z.infer<typeof ZWebsiteResponse>;
