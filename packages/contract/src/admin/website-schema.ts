import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../common.ts';
import { MESSAGES } from '../messages.ts';
import { SOCIAL_NETWORKS } from '../entities/social.ts';
import { SHELL_COLOR_DEFAULTS } from '../rules/shell-colors.ts';
import { ZAuditEntry } from './users-schema.ts';

// ---- GET / PATCH /api/admin/website: a site's settings and branding (spec 03 §3 Site settings, spec 01 §2), for its admins.
// The flags have their own route (settings-schema.ts); both bump the same version (`updatedAt`), so a save made on a
// stale page is refused with 409 (MESSAGES.staleWrite) instead of silently undoing the other form's save.

/** The eight colours of the shell (spec 03 §3), in the order the settings page lists them. */
export const SITE_COLOR_FIELDS = Object.keys(SHELL_COLOR_DEFAULTS) as (keyof typeof SHELL_COLOR_DEFAULTS)[];
export type TSiteColorField = (typeof SITE_COLOR_FIELDS)[number];

/** The three pictures a site shows: its logo (top bar, login), the login page's picture, the dashboard's welcome picture. */
export const SITE_IMAGE_FIELDS = ['logo', 'loginImg', 'welcomeImg'] as const;
export type TSiteImageField = (typeof SITE_IMAGE_FIELDS)[number];

/** Custom scripts are injected into every page of the site as they are: capped, and only admins set them. */
export const CUSTOM_SCRIPT_MAX = 20_000;
export const LOGIN_DOMAIN_QUERIES_MAX = 20;

const ZVersion = z.string().datetime({ offset: true, message: 'updatedAt must be the ISO time the item was loaded with' });
const ZHexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, MESSAGES.fieldInvalid);
/** Empty, or an http(s) address. */
const ZLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s"'<>]+$/i.test(v), MESSAGES.fieldInvalid);
/** Empty, a host name ("jobs.example.com") or an http(s) address: where a custom login domain sends people. */
const ZDomain = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^(https?:\/\/)?[a-z0-9.-]+\.[a-z]{2,}(:\d+)?(\/[^\s"'<>]*)?$/i.test(v), MESSAGES.fieldInvalid);
/**
 * A picture: empty, an uploaded file's key (POST /api/admin/website/images; the server checks it is a public
 * picture of this site), an http(s) address, or an inline image (the demo sites' text logos).
 */
const ZImage = z
  .string()
  .trim()
  .max(100_000)
  .refine(
    (v) =>
      v === '' ||
      /^[A-Za-z0-9_-]{8,128}$/.test(v) ||
      /^https?:\/\/[^\s"'<>]+$/i.test(v) ||
      /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(v),
    MESSAGES.fieldInvalid,
  );
/** A write-only secret: a new value, null to clear it, or left out to keep it. */
const ZSecret = z.string().trim().min(1, MESSAGES.fieldRequired).max(500).nullable();
const ZText = (max: number) => z.string().trim().max(max);

export const CUSTOM_CHECKOUT_TOKEN_LOCATIONS = ['header', 'query'] as const;

/** Spec 01 §5: a custom checkout is asked with GET; any other method is 'The Custom Checkout Data is inconsistent!'. */
export const ZCustomCheckoutInput = z
  .object({
    url: ZLink,
    method: z
      .string()
      .trim()
      .refine((m) => m.toUpperCase() === 'GET', MESSAGES.customCheckoutInconsistent),
    responseFieldPath: ZText(200),
    tokenName: ZText(100),
    tokenLocation: z.enum(['', ...CUSTOM_CHECKOUT_TOKEN_LOCATIONS], { message: MESSAGES.fieldInvalidOption }),
    /** Write-only, like the payment keys. */
    token: ZSecret.optional(),
  })
  .strict();

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const STRIPE_KEY_FIELDS = ['secretKey', 'publishableKey', 'webhookSecret'] as const;
export const FLUTTERWAVE_KEY_FIELDS = ['publicKey', 'secretKey', 'secretHash'] as const;

/** The payment set-up as an admin changes it: the provider by name, each key write-only. */
export const ZPaymentsInput = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS, { message: MESSAGES.fieldInvalidOption }).optional(),
    stripe: z.object({ secretKey: ZSecret, publishableKey: ZSecret, webhookSecret: ZSecret }).partial().strict().optional(),
    flutterwave: z.object({ publicKey: ZSecret, secretKey: ZSecret, secretHash: ZSecret }).partial().strict().optional(),
  })
  .strict();

const socialShape = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ZLink])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof ZLink>;
const colorShape = Object.fromEntries(SITE_COLOR_FIELDS.map((f) => [f, ZHexColor])) as Record<TSiteColorField, typeof ZHexColor>;

/** The editable settings (all optional in a PATCH: only what is sent changes). */
const ZWebsiteFields = z.object({
  companyName: z.string().trim().min(1, MESSAGES.fieldRequired).max(100),
  companyEmail: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || z.email().safeParse(v).success, MESSAGES.fieldInvalidEmail),
  logo: ZImage,
  loginImg: ZImage,
  welcomeImg: ZImage,
  defaultLanguage: z.enum(SUPPORTED_LANGUAGES, { message: MESSAGES.fieldInvalidOption }),
  ...colorShape,
  ...socialShape,
  customLoginDomain: ZDomain,
  loginDomainQueries: z.array(z.string().trim().min(1, MESSAGES.fieldRequired).max(100)).max(LOGIN_DOMAIN_QUERIES_MAX),
  customCheckout: ZCustomCheckoutInput,
  critiquesConsultationLink: ZLink,
  reviewUiCustomizations: z
    .object({ reviewEmailFirstName: ZText(100), reviewEmailLastName: ZText(100) })
    .partial()
    .strict(),
  expertHelperTextSection: z.object({ helperText: ZText(1000), buttonText: ZText(100) }).strict(),
  customScripts: z.object({ headerTag: z.string().max(CUSTOM_SCRIPT_MAX), bodyTag: z.string().max(CUSTOM_SCRIPT_MAX) }).strict(),
  payments: ZPaymentsInput,
});

/** PATCH /api/admin/website: any of the fields, and the `updatedAt` the page was loaded with. */
export const ZAdminWebsitePatch = ZWebsiteFields.partial().extend({ updatedAt: ZVersion }).strict();
export type TAdminWebsitePatch = z.input<typeof ZAdminWebsitePatch>;

const ZSecretState = z.object({ set: z.boolean() });
export type TSecretState = z.infer<typeof ZSecretState>;

/** What GET and PATCH /api/admin/website answer: every setting, secrets only as set / not set. */
export const ZAdminWebsite = z.object({
  companyName: z.string(),
  companyEmail: z.string(),
  logo: z.string(),
  loginImg: z.string(),
  welcomeImg: z.string(),
  defaultLanguage: z.string(),
  ...(Object.fromEntries(SITE_COLOR_FIELDS.map((f) => [f, z.string()])) as Record<TSiteColorField, z.ZodString>),
  ...(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string()])) as Record<(typeof SOCIAL_NETWORKS)[number], z.ZodString>),
  customLoginDomain: z.string(),
  loginDomainQueries: z.array(z.string()),
  customCheckout: z.object({
    url: z.string(),
    method: z.string(),
    responseFieldPath: z.string(),
    tokenName: z.string(),
    tokenLocation: z.string(),
    token: ZSecretState,
  }),
  critiquesConsultationLink: z.string(),
  reviewUiCustomizations: z.object({ reviewEmailFirstName: z.string(), reviewEmailLastName: z.string() }),
  expertHelperTextSection: z.object({ helperText: z.string(), buttonText: z.string() }),
  customScripts: z.object({ headerTag: z.string(), bodyTag: z.string() }),
  payments: z.object({
    provider: z.enum(PAYMENT_PROVIDERS).nullable(),
    stripe: z.object({ secretKey: ZSecretState, publishableKey: ZSecretState, webhookSecret: ZSecretState }),
    flutterwave: z.object({ publicKey: ZSecretState, secretKey: ZSecretState, secretHash: ZSecretState }),
  }),
  updatedAt: z.string(),
});
export type TAdminWebsite = z.infer<typeof ZAdminWebsite>;

/** With the site's audit log, newest first (`settingsChanged` {fields}, `flagsChanged` {flags: [{flag, value}]}): who changed what, when. */
export const ZAdminWebsiteResponse = z.object({ status: z.boolean(), data: ZAdminWebsite, history: z.array(ZAuditEntry) });
export type TAdminWebsiteResponse = z.infer<typeof ZAdminWebsiteResponse>;

/** POST /api/admin/website/images (multipart `file`, PNG or JPEG): the stored public picture's key, to put in a PATCH. */
export const ZAdminWebsiteImageResponse = z.object({ status: z.boolean(), key: z.string(), url: z.string() });
export type TAdminWebsiteImageResponse = z.infer<typeof ZAdminWebsiteImageResponse>;
