import type { TAdminCritiqueResponse, TAdminCritiquesQuery, TAdminCritiquesResponse, TCritiqueEditRequest, TCritiqueReport } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { presentCritique } from './presenter.ts';
import { ADMIN_PAGE_SIZE, critiquesRepo, type CritiqueRow, type FunnelCounts } from './repo.ts';

const funnelOf = (row: FunnelCounts) => ({
  views: row.views,
  scheduleClicks: row.scheduleClicks,
  checkoutClicks: row.checkoutClicks,
  purchases: row.purchases,
});

/** GET /api/admin/critiques: the site's reviews with their funnels, newest first. */
export async function listCritiques(deps: Deps, ctx: Ctx, q: TAdminCritiquesQuery): Promise<TAdminCritiquesResponse> {
  const { rows, total } = await critiquesRepo(deps.db).list(ctx.siteId, q.search, q.page);
  return {
    status: true,
    total,
    pageSize: ADMIN_PAGE_SIZE,
    critiques: rows.map(({ critique: c, ...funnel }) => ({
      _id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      fileName: c.fileName,
      createdAt: c.createdAt.toISOString(),
      processedAt: c.processedAt?.toISOString() ?? null,
      score: c.report?.scores.overall ?? null,
      stars: c.stars,
      writtenByWriter: c.writtenByWriter,
      funnel: funnelOf(funnel),
    })),
  };
}

async function found(deps: Deps, ctx: Ctx, id: string) {
  const row = await critiquesRepo(deps.db).findWithFunnel(ctx.siteId, id);
  if (!row) throw AppError.of('critiqueNotFound', 404);
  return row;
}

const present = (row: { critique: CritiqueRow } & FunnelCounts): TAdminCritiqueResponse => ({
  status: true,
  critique: presentCritique(row.critique),
  funnel: funnelOf(row),
  fileKey: row.critique.fileKey,
});

export async function adminCritique(deps: Deps, ctx: Ctx, id: string): Promise<TAdminCritiqueResponse> {
  return present(await found(deps, ctx, id));
}

/** Sets the value at a dotted path of a copy of the report. */
function withText(report: TCritiqueReport, path: string, text: string): TCritiqueReport {
  const copy = structuredClone(report) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]] = text;
  return copy as unknown as TCritiqueReport;
}

/** PATCH /api/admin/critiques/{id}: staff rewrite report texts, before or after the visitor reads them. */
export async function editCritique(deps: Deps, ctx: Ctx, id: string, body: TCritiqueEditRequest): Promise<TAdminCritiqueResponse> {
  const row = await found(deps, ctx, id);
  const report = row.critique.report;
  // Nothing to edit until the engine has written the report.
  if (!report || !row.critique.processedAt) throw AppError.of('critiqueNotReady', 409);
  const edited = Object.entries(body.texts).reduce((r, [path, text]) => (text === undefined ? r : withText(r, path, text)), report);
  await critiquesRepo(deps.db).saveEditedReport(ctx.siteId, id, edited);
  return present(await found(deps, ctx, id));
}
