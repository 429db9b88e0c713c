import type { FastifyRequest } from 'fastify';
import {
  CRITIQUE_LIMITS,
  MESSAGES,
  SUPPORTED_LANGUAGES,
  ZCreateCritiqueFields,
  ZCritiqueVersionFields,
  type TCreateCritiqueResponse,
  type TCritiqueVersion,
  type TLanguage,
  type TReviewData,
  type TReviewNameRequest,
} from '@draftdesk/contract';
import { requestLanguage } from '../../lib/request-language.ts';
import { brandedMail } from '../../adapters/mail/templates.ts';
import { MissingObjectError } from '../../adapters/storage/index.ts';
import { mailLanguage, mailT } from '../../adapters/mail/i18n.ts';
import type { Deps } from '../../deps.ts';
import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken, sha256 } from '../../lib/ids.ts';
import { RequestValidationError } from '../../plugins/errors.ts';
import { baseUrl } from '../auth/service.ts';
import { presentCheckoutPackage } from '../checkout/presenter.ts';
import { checkoutRepo } from '../checkout/repo.ts';
import { storeUpload, type StoredFile } from '../files/service.ts';
import type { CritiqueKicker } from './jobs.ts';
import { reviewPdf } from './pdf.ts';
import { presentCritique, reviewCustomization } from './presenter.ts';
import { critiquesRepo } from './repo.ts';
import { siteExternalProducts } from '../external-products/service.ts';

const HOUR_MS = 3_600_000;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The country phone numbers without a code are read in: the one the site's currency suggests. */
export const COUNTRY_BY_CURRENCY: Record<string, string> = { usd: 'US', cad: 'CA', aud: 'AU', gbp: 'GB', eur: 'IE' };

async function refuseOverLimit(deps: Deps, name: string, key: string, max: number) {
  const { count } = await deps.limits.counter(name, HOUR_MS).hit(key);
  if (count > max) throw AppError.of('critiqueTooMany', 429);
}

/** Reads the multipart body: the resume (stored as it streams in, type sniffed) and the text fields, in any order. */
async function receiveIntake(deps: Deps, req: FastifyRequest) {
  const fields: Record<string, string> = {};
  let stored: StoredFile | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: CRITIQUE_LIMITS.maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || stored) throw AppError.of('uploadMalformed', 400);
        stored = await storeUpload(deps, req.ctx, part, { only: ['pdf', 'docx'], typeError: MESSAGES.critiqueFileType });
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    if (stored) await discard(deps, req.ctx, stored);
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof AppError || status === 413) throw err;
    throw AppError.of('uploadMalformed', 400);
  }
  return { fields, stored };
}

async function discard(deps: Deps, ctx: Ctx, stored: StoredFile) {
  await deps.repos.files.remove(ctx.siteId, stored.key).catch(() => {});
  await deps.storage.remove(stored.key).catch(() => {});
}

/** POST /api/critiques: a visitor's resume in, a review on its way out (201 at once; the engine runs in the pool). */
export async function createCritique(deps: Deps, req: FastifyRequest, kicker: CritiqueKicker): Promise<TCreateCritiqueResponse> {
  const ctx = req.ctx;
  const limits = deps.config.critiques;
  await refuseOverLimit(deps, 'critique-ip', ctx.ip, limits.ratePerIp);
  const { fields, stored } = await receiveIntake(deps, req);
  const parsed = ZCreateCritiqueFields.safeParse(fields);
  if (!parsed.success || !stored) {
    if (stored) await discard(deps, ctx, stored);
    if (!parsed.success) throw new RequestValidationError(parsed.error);
    throw AppError.of('fileMissing', 400);
  }
  const input = parsed.data;
  try {
    // Hashed, as the login throttle's: the shared counters' table need not hold e-mail addresses (nor keep an erased one).
    await refuseOverLimit(deps, 'critique-email', sha256(`${ctx.siteId}:${input.email}`), limits.ratePerEmail);
  } catch (err) {
    await discard(deps, ctx, stored);
    throw err;
  }
  const id = newToken().slice(0, 32);
  const language = requestLanguage(req.headers['accept-language']) ?? mailLanguage(null, ctx.site);
  await critiquesRepo(deps.db).insert({
    id,
    siteId: ctx.siteId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: input.phoneNumber ?? '',
    uniqueCustomerId: input.uniqueCustomerId ?? '',
    language,
    country: COUNTRY_BY_CURRENCY[ctx.site.currency] ?? 'US',
    fileKey: stored.key,
    fileName: stored.originalname,
    fileKind: stored.mimetype === DOCX ? 'docx' : 'pdf',
    createdBy: ctx.user && ctx.user.role !== 'user' ? ctx.user.id : null,
  });
  kicker.kick();
  const link = `/review/${id}`;
  await sendLinkMail(deps, req, { email: input.email, firstName: input.firstName, language, link });
  return { status: true, critiqueId: id, link };
}

/**
 * POST /review/{id}/versions: an improved resume sent from a review. A new review of the same visitor (their details
 * are the review's, not the request's), in the line of the first upload, under the same limits; no e-mail (the
 * visitor is on the page and every version lists the others).
 */
export async function createVersion(deps: Deps, req: FastifyRequest, id: string, kicker: CritiqueKicker): Promise<TCreateCritiqueResponse> {
  const ctx = req.ctx;
  const original = await critiqueOf(deps, ctx, id);
  const limits = deps.config.critiques;
  await refuseOverLimit(deps, 'critique-ip', ctx.ip, limits.ratePerIp);
  const { fields, stored } = await receiveIntake(deps, req);
  const parsed = ZCritiqueVersionFields.safeParse(fields);
  if (!parsed.success || !stored) {
    if (stored) await discard(deps, ctx, stored);
    if (!parsed.success) throw new RequestValidationError(parsed.error);
    throw AppError.of('fileMissing', 400);
  }
  try {
    await refuseOverLimit(deps, 'critique-email', sha256(`${ctx.siteId}:${original.email}`), limits.ratePerEmail);
  } catch (err) {
    await discard(deps, ctx, stored);
    throw err;
  }
  const versionId = newToken().slice(0, 32);
  await critiquesRepo(deps.db).insert({
    id: versionId,
    siteId: ctx.siteId,
    firstName: original.firstName,
    lastName: original.lastName,
    email: original.email,
    phoneNumber: original.phoneNumber,
    uniqueCustomerId: original.uniqueCustomerId,
    language: original.language,
    country: original.country,
    fileKey: stored.key,
    fileName: stored.originalname,
    fileKind: stored.mimetype === DOCX ? 'docx' : 'pdf',
    createdBy: null,
    versionOf: original.versionOf ?? original.id,
  });
  kicker.kick();
  return { status: true, critiqueId: versionId, link: `/review/${versionId}` };
}

async function sendLinkMail(deps: Deps, req: FastifyRequest, to: { email: string; firstName: string; language: TLanguage; link: string }) {
  const site = req.ctx.site;
  const t = mailT(to.language);
  const base = baseUrl(deps, req);
  const mail = brandedMail(site, base, to.email, {
    language: to.language,
    subject: t('critique.subject', { company: site.settings?.companyName ?? site.name }),
    heading: t('critique.heading'),
    body: t('critique.body', { name: to.firstName }),
    actionText: t('critique.action'),
    actionUrl: `${base}${to.link}`,
  });
  await deps.mailer.send(mail);
}

async function critiqueOf(deps: Deps, ctx: Ctx, id: string) {
  const row = await critiquesRepo(deps.db).find(ctx.siteId, id);
  if (!row) throw AppError.of('critiqueNotFound', 404);
  return row;
}

/** GET /review/{id}: the review, the packages that fix what it found, and a new view recorded once it is ready ('' before). */
export async function reviewData(deps: Deps, ctx: Ctx, id: string): Promise<{ status: true; data: TReviewData }> {
  const row = await critiqueOf(deps, ctx, id);
  const repo = critiquesRepo(deps.db);
  // A view is a read of the review: the page's polling while it is prepared records none.
  const [critiqueViewsId, packages, products, versions] = await Promise.all([
    row.processedAt ? repo.recordView(ctx.siteId, id) : Promise.resolve(''),
    checkoutRepo(deps.db).listPackages(ctx.siteId, true),
    siteExternalProducts(deps, ctx.siteId),
    repo.versions(ctx.siteId, row),
  ]);
  return {
    status: true,
    data: {
      critique: presentCritique(row),
      versions: versions.map((v): TCritiqueVersion => ({
        _id: v.id,
        createdAt: v.createdAt.toISOString(),
        processed: v.processedAt !== null,
        score: v.processedAt ? v.score : null,
      })),
      critiqueViewsId,
      packages: packages.map((p) => presentCheckoutPackage(p, ctx.site)),
      clientCurrencyType: packages[0]?.currency ?? ctx.site.currency,
      clientWebsiteCustomization: reviewCustomization(ctx.site, products),
    },
  };
}

/** GET /review/{id}/file: the resume the review read, for "what an ATS sees" beside it (its link is the review's key). */
export async function reviewFile(deps: Deps, ctx: Ctx, id: string) {
  const row = await critiqueOf(deps, ctx, id);
  const file = await deps.repos.files.find(ctx.siteId, row.fileKey);
  if (!file) throw AppError.of('fileNotFound', 404);
  try {
    return { stream: await deps.storage.get(row.fileKey), mimetype: file.file.mimetype, size: file.file.size, name: row.fileName };
  } catch (err) {
    if (err instanceof MissingObjectError) throw AppError.of('fileNotFound', 404);
    throw err;
  }
}

/** GET /review/{id}/pdf: the review as the visitor reads it, to keep; refused while it is being prepared. */
export async function reviewDocument(deps: Deps, ctx: Ctx, id: string): Promise<Buffer> {
  const row = await critiqueOf(deps, ctx, id);
  if (!row.processedAt) throw AppError.of('critiqueNotReady', 409);
  const language = (SUPPORTED_LANGUAGES as readonly string[]).includes(row.language) ? (row.language as TLanguage) : 'en';
  return reviewPdf({ critique: presentCritique(row), companyName: ctx.site.settings?.companyName ?? ctx.site.name, language });
}

export async function addProgress(deps: Deps, ctx: Ctx, body: { critiqueId: string; vistedTabs: TReviewData['critique']['progress'] }) {
  const progress = await critiquesRepo(deps.db).addProgress(ctx.siteId, body.critiqueId, body.vistedTabs);
  if (!progress) throw AppError.of('critiqueNotFound', 404);
  return { status: true, message: 'ok', progress };
}

export async function giveFeedback(deps: Deps, ctx: Ctx, id: string, body: { stars: number; feedback: string }) {
  await critiqueOf(deps, ctx, id);
  if (!(await critiquesRepo(deps.db).setFeedback(ctx.siteId, id, body.stars, body.feedback))) throw AppError.of('feedbackAlreadyGiven', 409);
  return { status: true, message: MESSAGES.feedbackThanks };
}

export async function updateName(deps: Deps, ctx: Ctx, id: string, body: TReviewNameRequest) {
  if (!(await critiquesRepo(deps.db).setName(ctx.siteId, id, body))) throw AppError.of('critiqueNotFound', 404);
  return { status: true, message: MESSAGES.nameUpdated };
}

export async function recordScheduleClick(deps: Deps, ctx: Ctx, id: string, viewId: string) {
  if (!(await critiquesRepo(deps.db).recordScheduleClick(ctx.siteId, id, viewId))) throw AppError.of('critiqueNotFound', 404);
  return { status: true, message: 'ok' };
}
