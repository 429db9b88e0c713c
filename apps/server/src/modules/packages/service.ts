import { CATALOGUE_TASK_IDS, MESSAGES, ZPackageInput, ZPackagePatch, toMajorUnits, type TAdminPackage, type TPackageServiceInput } from '@draftdesk/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { TPackageService } from '../../db/schema.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/html.ts';
import { newId } from '../../lib/ids.ts';
import { auditedResource } from '../audit/audited-resource.ts';
import { contractsAdminRepo } from '../contract/admin-repo.ts';
import { questionnairesAdminRepo } from '../questionnaires/admin-repo.ts';
import { surveyDetails, surveysAdminRepo } from '../surveys/admin-repo.ts';
import { packagesAdminRepo, type AdminPackageRow, type StoredPackage, type StoredPackagePatch } from './repo.ts';

type PackageInput = z.output<typeof ZPackageInput>;
type PackagePatch = z.output<typeof ZPackagePatch>;

const TASKS: readonly string[] = CATALOGUE_TASK_IDS;

export function presentAdminPackage(row: AdminPackageRow): TAdminPackage {
  return {
    _id: row.id,
    name: row.name,
    price: toMajorUnits(row.price),
    currency: row.currency,
    purchasable: row.purchasable,
    description: row.description,
    descriptionHtml: row.descriptionHtml,
    services: row.services.map((s) => ({ _id: s._id, serviceName: s.serviceName, serviceModules: s.serviceModules })),
    contractId: row.contractId,
    surveyId: typeof row.survey?._id === 'string' ? row.survey._id : null,
    orderCount: row.orderCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * What a package refers to must be the site's own: its contract, its survey, and every module that is not a
 * task a questionnaire of the site. Refused with 400 and the field of each wrong reference; the survey's copy
 * to store (undefined: not sent, so unchanged).
 */
async function checkReferences(
  deps: Deps,
  ctx: AuthedCtx,
  body: { contractId?: string | null; surveyId?: string | null; services?: TPackageServiceInput[] },
): Promise<StoredPackage['survey'] | undefined> {
  const errors: Record<string, string> = {};
  if (body.contractId && !(await contractsAdminRepo(deps.db).find(ctx.siteId, body.contractId))) {
    errors.contractId = MESSAGES.contractNotOfSite;
  }
  const survey = body.surveyId ? await surveysAdminRepo(deps.db).find(ctx.siteId, body.surveyId) : undefined;
  if (body.surveyId && !survey) errors.surveyId = MESSAGES.surveyNotOfSite;
  const services = body.services ?? [];
  const asked = services.flatMap((s) => s.serviceModules.map((m) => m.id)).filter((id) => !TASKS.includes(id));
  const known = await questionnairesAdminRepo(deps.db).existing(ctx.siteId, [...new Set(asked)]);
  services.forEach((service, i) =>
    service.serviceModules.forEach((module, j) => {
      if (!TASKS.includes(module.id) && !known.has(module.id)) errors[`services.${i}.serviceModules.${j}.id`] = MESSAGES.moduleNotAvailable;
    }),
  );
  if (Object.keys(errors).length > 0) throw AppError.of('validationFailed', 400, errors);
  if (body.surveyId === undefined) return undefined;
  return survey ? surveyDetails(survey) : null;
}

/** Services keep their id (orders, drafts and answers refer to it); a new one, or a repeated one, gets its own. */
function servicesOf(services: TPackageServiceInput[]): TPackageService[] {
  const seen = new Set<string>();
  return services.map((s) => {
    const id = s._id && !seen.has(s._id) ? s._id : `svc-${newId().slice(0, 12)}`;
    seen.add(id);
    return { _id: id, serviceName: s.serviceName, serviceModules: s.serviceModules.map((m) => ({ id: m.id, title: m.title })) };
  });
}

const minorUnits = (price: number) => Math.round(price * 100);

/** /api/admin/packages: what the site sells. Orders keep the package as it was bought (a snapshot), so edits never change them. */
export const packagesAdmin = (deps: Deps) =>
  auditedResource(deps.db, {
    target: 'package',
    path: '/api/admin/packages',
    input: ZPackageInput,
    patch: ZPackagePatch,
    key: 'package',
    listKey: 'packages',
    repo: packagesAdminRepo(deps.db),
    present: presentAdminPackage,
    label: (row) => row.name,
    messages: { saved: 'packageSaved', deleted: 'packageDeleted', inUse: 'packageInUse' },
    listExtra: (ctx) => ({ currency: ctx.site.currency }),
    async prepareCreate(ctx, { surveyId, ...body }: PackageInput): Promise<StoredPackage> {
      const survey = await checkReferences(deps, ctx, { ...body, surveyId });
      return {
        ...body,
        survey: survey ?? null,
        price: minorUnits(body.price),
        currency: ctx.site.currency,
        descriptionHtml: cleanHtml(body.descriptionHtml),
        services: servicesOf(body.services),
      };
    },
    async prepareUpdate(ctx, body: PackagePatch): Promise<StoredPackagePatch> {
      const survey = await checkReferences(deps, ctx, body);
      const { price, services, descriptionHtml, surveyId: _surveyId, ...rest } = body;
      return {
        ...rest,
        ...(survey === undefined ? {} : { survey }),
        ...(descriptionHtml === undefined ? {} : { descriptionHtml: cleanHtml(descriptionHtml) }),
        ...(price === undefined ? {} : { price: minorUnits(price) }),
        ...(services === undefined ? {} : { services: servicesOf(services) }),
      };
    },
  });
