import type { FastifyInstance } from 'fastify';
import {
  ADMIN_FLAGS,
  DEFAULT_FLAGS,
  ZAdminSettingsPatchRequest,
  ZContentSecurityRequest,
  type TContentSecurityRequest,
  type TContentSecurityResponse,
  type TAdminSettingsPatchRequest,
  type TAdminSettingsResponse,
  type TWebsiteFlags,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { presentSiteSettings, siteContentSecurity } from './presenter.ts';
import { auditRepo } from '../audit/repo.ts';
import { adminWebsiteRoutes } from './admin-website.ts';
import { changeSiteSettings, editSite } from './service.ts';
import { siteRepo } from './repo.ts';

/** The admin-switchable flags out of the site's full flag set, and the site's version (shared with GET /api/admin/website). */
function presentAdminSettings(flags: TWebsiteFlags, updatedAt: Date): TAdminSettingsResponse {
  return {
    status: true,
    data: Object.fromEntries(ADMIN_FLAGS.map((f) => [f, flags[f]])) as TAdminSettingsResponse['data'],
    updatedAt: updatedAt.toISOString(),
  };
}

async function loadSite(deps: Deps, ctx: AuthedCtx) {
  const site = await siteRepo(deps.db).find(ctx.siteId);
  if (!site?.settings) throw AppError.of('websiteUiNotConfigured', 404);
  return { ...site, settings: site.settings };
}

/** GET /api/admin/website/settings: read from the database, not the cache, so the page shows what is stored. */
export async function getAdminSettings(deps: Deps, ctx: AuthedCtx): Promise<TAdminSettingsResponse> {
  const site = await loadSite(deps, ctx);
  return presentAdminSettings(presentSiteSettings(site.clientId, site.name, site.settings).website_settings, site.updatedAt);
}

/**
 * PATCH /api/admin/website/settings: merges the given flags into the site's
 * website_settings as stored at that moment (the row locked), keeping every
 * other setting and flag, so two admins saving different flags at once both
 * keep theirs; with `updatedAt` a save after another save of the site's settings
 * is refused (409). The save bumps the site's version, is in the audit log, and
 * the site service drops the cached GET /api/website too.
 */
export async function patchAdminSettings(deps: Deps, ctx: AuthedCtx, body: TAdminSettingsPatchRequest): Promise<TAdminSettingsResponse> {
  const site = await loadSite(deps, ctx);
  const { updatedAt, ...patch } = body;
  const edited = await editSite(deps.db, deps.siteCache, ctx.siteId, { version: updatedAt }, async (stored, tx) => {
    if (!stored.settings) return { settings: stored.settings };
    const flags = (stored.settings.website_settings ?? {}) as Record<string, unknown>;
    const changed = Object.entries(patch)
      .filter(([flag, value]) => (flags[flag] ?? DEFAULT_FLAGS[flag as keyof TWebsiteFlags]) !== value)
      .map(([flag, value]) => ({ flag, value }));
    await auditRepo(tx).record({
      siteId: ctx.siteId,
      actorId: ctx.user.id,
      targetType: 'site',
      targetId: ctx.siteId,
      action: 'flagsChanged',
      data: { flags: changed },
    });
    return { settings: { ...stored.settings, website_settings: { ...flags, ...patch } } };
  });
  if (!edited?.settings) throw AppError.of('websiteUiNotConfigured', 404);
  return presentAdminSettings(presentSiteSettings(site.clientId, site.name, edited.settings).website_settings, edited.updatedAt);
}

/** What the site's pages' Content-Security-Policy adds: the origins that may embed them, extra image sources. */
function presentContentSecurity(settings: Record<string, unknown>): TContentSecurityResponse {
  return { status: true, data: siteContentSecurity(settings) };
}

/** PUT /api/admin/website/content-security: replaces both lists; every instance rebuilds the site's policy. */
export async function putContentSecurity(deps: Deps, ctx: AuthedCtx, body: TContentSecurityRequest): Promise<TContentSecurityResponse> {
  const unique = (list: string[]) => [...new Set(list.map((origin) => origin.replace(/\/+$/, '')))];
  const settings = await changeSiteSettings(deps.db, deps.siteCache, ctx.siteId, (stored) =>
    stored ? { ...stored, contentSecurity: { embedOrigins: unique(body.embedOrigins), imageSources: unique(body.imageSources) } } : stored,
  );
  if (!settings) throw AppError.of('websiteUiNotConfigured', 404);
  return presentContentSecurity(settings);
}

/** The site's feature flags for its admins (not in the spec: see docs/decisions.md), and its settings and branding. */
export function adminSettingsRoutes(app: FastifyInstance, deps: Deps) {
  const admin = guarded(app, deps.sessions.require('admin'));
  adminWebsiteRoutes(app, deps);

  admin.get('/api/admin/website/settings', {}, (req, ctx) => getAdminSettings(deps, ctx));

  admin.patch<{ Body: TAdminSettingsPatchRequest }>('/api/admin/website/settings', { schema: { body: ZAdminSettingsPatchRequest } }, (req, ctx) =>
    patchAdminSettings(deps, ctx, req.body),
  );

  admin.get('/api/admin/website/content-security', {}, async (req, ctx) => presentContentSecurity((await loadSite(deps, ctx)).settings));

  admin.put<{ Body: TContentSecurityRequest }>('/api/admin/website/content-security', { schema: { body: ZContentSecurityRequest } }, (req, ctx) =>
    putContentSecurity(deps, ctx, req.body),
  );
}
