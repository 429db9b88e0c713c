import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import {
  FLUTTERWAVE_KEY_FIELDS,
  MESSAGES,
  PAYMENT_PROVIDERS,
  SITE_IMAGE_FIELDS,
  STRIPE_KEY_FIELDS,
  ZAdminWebsitePatch,
  type TAdminWebsite,
  type TAdminWebsiteImageResponse,
  type TAdminWebsitePatch,
  type TAdminWebsiteResponse,
} from '@draftdesk/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { auditRepo } from '../audit/repo.ts';
import { filesRepo } from '../files/repo.ts';
import { storeUpload, uploadedFile } from '../files/service.ts';
import { IMAGE_EXTENSIONS } from '../files/sniff.ts';
import { presentSiteSettings } from './presenter.ts';
import { siteRepo } from './repo.ts';
import { editSite } from './service.ts';

type Patch = z.output<typeof ZAdminWebsitePatch>;
type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const isSet = (v: unknown) => ({ set: typeof v === 'string' && v.length > 0 });

/** The site's settings as its admins edit them: everything GET /api/website shows, the review page's texts, secrets as set / not set. */
export function presentAdminWebsite(clientId: string, name: string, settings: Obj, secrets: Obj, updatedAt: Date): TAdminWebsite {
  const site = presentSiteSettings(clientId, name, settings);
  const review = obj(settings.reviewUiCustomizations);
  const helper = obj(review.expertHelperTextSection);
  const payments = obj(secrets.payments);
  const stripe = obj(payments.stripe);
  const flutterwave = obj(payments.flutterwave);
  const provider = PAYMENT_PROVIDERS.find((p) => p === payments.provider) ?? null;
  return {
    companyName: site.companyName,
    companyEmail: site.companyEmail,
    logo: site.logo,
    loginImg: site.loginImg,
    welcomeImg: site.welcomeImg,
    defaultLanguage: site.defaultLanguage,
    topBarBgColor: site.topBarBgColor,
    topBarTextColor: site.topBarTextColor,
    sideBarBgColor: site.sideBarBgColor,
    sideBarTextColor: site.sideBarTextColor,
    sideBarActiveColor: site.sideBarActiveColor,
    sideBarIconColor: site.sideBarIconColor,
    footerBgColor: site.footerBgColor,
    footerTextColor: site.footerTextColor,
    twitter: site.twitter,
    facebook: site.facebook,
    linkedin: site.linkedin,
    youtube: site.youtube,
    instagram: site.instagram,
    pinterest: site.pinterest,
    customLoginDomain: site.customLoginDomain,
    loginDomainQueries: site.loginDomainQueries,
    customCheckout: { ...site.customCheckout, token: isSet(obj(secrets.customCheckout).token) },
    critiquesConsultationLink: site.critiquesConsultationLink,
    reviewUiCustomizations: { reviewEmailFirstName: str(review.reviewEmailFirstName), reviewEmailLastName: str(review.reviewEmailLastName) },
    expertHelperTextSection: { helperText: str(helper.helperText), buttonText: str(helper.buttonText) },
    customScripts: site.customScripts,
    payments: {
      provider,
      stripe: Object.fromEntries(STRIPE_KEY_FIELDS.map((k) => [k, isSet(stripe[k])])) as TAdminWebsite['payments']['stripe'],
      flutterwave: Object.fromEntries(FLUTTERWAVE_KEY_FIELDS.map((k) => [k, isSet(flutterwave[k])])) as TAdminWebsite['payments']['flutterwave'],
    },
    updatedAt: updatedAt.toISOString(),
  };
}

async function loadSite(deps: Deps, ctx: AuthedCtx) {
  const site = await siteRepo(deps.db).find(ctx.siteId);
  if (!site?.settings) throw AppError.of('websiteUiNotConfigured', 404);
  return { ...site, settings: site.settings };
}

/** What admins changed in the site's settings and flags, newest first (the last 30). */
async function siteHistory(db: Db, siteId: string): Promise<TAdminWebsiteResponse['history']> {
  const rows = await auditRepo(db).history(siteId, 'site', siteId);
  return rows.slice(0, 30).map((h) => ({ _id: h.id, action: h.action, actorName: h.actorName, createdAt: h.createdAt.toISOString(), data: h.data }));
}

/** GET /api/admin/website: from the database, not the cache, so the page shows what is stored. */
export async function getAdminWebsite(deps: Deps, ctx: AuthedCtx): Promise<TAdminWebsiteResponse> {
  const site = await loadSite(deps, ctx);
  return {
    status: true,
    data: presentAdminWebsite(site.clientId, site.name, site.settings, site.secrets, site.updatedAt),
    history: await siteHistory(deps.db, ctx.siteId),
  };
}

/** An uploaded picture must be a public picture of this site (a key of another site's file is refused like an unknown one). */
async function checkImages(db: Db, siteId: string, patch: Patch, stored: Obj) {
  const errors: Record<string, string> = {};
  for (const field of SITE_IMAGE_FIELDS) {
    const value = patch[field];
    if (value === undefined || value === '' || value === stored[field] || /^(https?|data):/i.test(value)) continue;
    const found = await filesRepo(db).find(siteId, value);
    if (!found || !found.file.isPublic || !found.file.mimetype.startsWith('image/')) errors[field] = MESSAGES.fileNotFound;
  }
  if (Object.keys(errors).length > 0) throw AppError.of('validationFailed', 400, errors);
}

/** A key: a new value, null clears it, undefined keeps it. Records the change's name (never its value). */
function applySecrets(target: Obj, changes: Record<string, string | null | undefined> | undefined, prefix: string, changed: string[]): Obj {
  const next = { ...target };
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === undefined) continue;
    if (value === null) delete next[key];
    else next[key] = value;
    if (next[key] !== target[key]) changed.push(`${prefix}.${key}`);
  }
  return next;
}

/** The payment set-up after the change, or 400 with the field that a provider still needs. */
function nextPayments(stored: Obj, patch: NonNullable<Patch['payments']>, changed: string[]): Obj {
  const payments: Obj = { ...stored };
  if (patch.provider !== undefined && patch.provider !== stored.provider) {
    payments.provider = patch.provider;
    changed.push('payments.provider');
  }
  for (const [name, fields] of [
    ['stripe', patch.stripe],
    ['flutterwave', patch.flutterwave],
  ] as const) {
    if (!fields) continue;
    const keys = applySecrets(obj(stored[name]), fields, `payments.${name}`, changed);
    if (Object.keys(keys).length > 0) payments[name] = keys;
    else delete payments[name];
  }
  const errors: Record<string, string> = {};
  const stripe = obj(payments.stripe);
  const flutterwave = obj(payments.flutterwave);
  if ((payments.provider === 'stripe' || Object.keys(stripe).length > 0) && !stripe.secretKey) errors['payments.stripe.secretKey'] = MESSAGES.fieldRequired;
  if (Object.keys(flutterwave).length > 0) {
    if (!flutterwave.publicKey) errors['payments.flutterwave.publicKey'] = MESSAGES.fieldRequired;
    if (!flutterwave.secretKey) errors['payments.flutterwave.secretKey'] = MESSAGES.fieldRequired;
  }
  if (Object.keys(errors).length > 0) throw AppError.of('validationFailed', 400, errors);
  return payments;
}

/**
 * PATCH /api/admin/website: the fields sent replace the stored ones (the rest stays), the secrets are written
 * to the site's secrets only, the site's version must be the one the page loaded (else 409, nothing written),
 * the change is in the audit log (field names, never secret values) and every instance drops its cached site.
 */
export async function patchAdminWebsite(deps: Deps, ctx: AuthedCtx, body: TAdminWebsitePatch): Promise<TAdminWebsiteResponse> {
  const patch: Patch = body;
  const site = await loadSite(deps, ctx);
  await checkImages(deps.db, ctx.siteId, patch, site.settings);
  const { updatedAt, payments, customCheckout, reviewUiCustomizations, expertHelperTextSection, ...plain } = patch;

  const edited = await editSite(deps.db, deps.siteCache, ctx.siteId, { version: updatedAt }, async (stored, tx) => {
    if (!stored.settings) throw AppError.of('websiteUiNotConfigured', 404);
    const settings: Obj = { ...stored.settings };
    let secrets: Obj = stored.secrets;
    const changed: string[] = [];
    const put = (key: string, value: unknown, label = key) => {
      if (!isDeepStrictEqual(settings[key], value)) changed.push(label);
      settings[key] = value;
    };

    for (const [key, value] of Object.entries(plain)) put(key, value);
    if (customCheckout) {
      const { token, ...fields } = customCheckout;
      put('customCheckout', { ...fields, method: fields.method.toUpperCase() });
      const tokenChanges: string[] = [];
      const next = applySecrets(obj(secrets.customCheckout), { token }, 'customCheckout', tokenChanges);
      if (tokenChanges.length > 0) {
        secrets = { ...secrets, customCheckout: next };
        changed.push(...tokenChanges);
      }
    }
    if (reviewUiCustomizations || expertHelperTextSection) {
      const review: Obj = { ...obj(settings.reviewUiCustomizations), ...reviewUiCustomizations };
      if (expertHelperTextSection) review.expertHelperTextSection = expertHelperTextSection;
      put('reviewUiCustomizations', review);
    }
    if (payments) {
      const before = changed.length;
      const next = nextPayments(obj(secrets.payments), payments, changed);
      if (changed.length > before) secrets = { ...secrets, payments: next };
    }

    await auditRepo(tx).record({
      siteId: ctx.siteId,
      actorId: ctx.user.id,
      targetType: 'site',
      targetId: ctx.siteId,
      action: 'settingsChanged',
      data: { fields: changed },
    });
    return { settings, secrets: secrets === stored.secrets ? undefined : secrets };
  });
  if (!edited?.settings) throw AppError.of('websiteUiNotConfigured', 404);
  return {
    status: true,
    data: presentAdminWebsite(site.clientId, site.name, edited.settings, edited.secrets, edited.updatedAt),
    history: await siteHistory(deps.db, ctx.siteId),
  };
}

/** POST /api/admin/website/images: a PNG or JPEG (its bytes checked), stored as a public file of the site; the PATCH then uses its key. */
async function uploadImage(deps: Deps, ctx: AuthedCtx, file: Awaited<ReturnType<typeof uploadedFile>>): Promise<TAdminWebsiteImageResponse> {
  const stored = await storeUpload(deps, ctx, file, { only: IMAGE_EXTENSIONS, isPublic: true, typeError: MESSAGES.fileTypeNotAllowed });
  return { status: true, key: stored.key, url: `/api/file/${encodeURIComponent(stored.key)}` };
}

/** The site's settings and branding for its admins (issue 12 item 1); the flags are in admin-routes.ts. */
export function adminWebsiteRoutes(app: FastifyInstance, deps: Deps) {
  const admin = guarded(app, deps.sessions.require('admin'));

  admin.get('/api/admin/website', {}, (req, ctx) => getAdminWebsite(deps, ctx));

  admin.patch<{ Body: TAdminWebsitePatch }>('/api/admin/website', { schema: { body: ZAdminWebsitePatch }, bodyLimit: 1024 * 1024 }, (req, ctx) =>
    patchAdminWebsite(deps, ctx, req.body),
  );

  admin.post('/api/admin/website/images', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req, ctx) =>
    uploadImage(deps, ctx, await uploadedFile(req)),
  );
}
