import { transaction, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SiteCache } from './cache.ts';
import { announceSitesChanged } from './invalidation.ts';
import { siteRepo } from './repo.ts';

type Settings = Record<string, unknown> | null;
type Secrets = Record<string, unknown>;

/** Changes a site's UI settings and drops the cached copy here and, once committed, on every other instance. */
export function updateSiteSettings(db: Db, cache: SiteCache, siteId: string, settings: Settings): Promise<Settings | undefined> {
  return changeSiteSettings(db, cache, siteId, () => settings);
}

/**
 * Changes a site's UI settings from what is stored, the row locked meanwhile, so that two changes at
 * once (two admins saving different flags) both stay; returns the new settings (undefined: no such site).
 */
export async function changeSiteSettings(db: Db, cache: SiteCache, siteId: string, change: (stored: Settings) => Settings) {
  const edited = await editSite(db, cache, siteId, {}, (stored) => ({ settings: change(stored.settings) }));
  return edited?.settings;
}

/** What an edit leaves: the new settings, and the new secrets when it changes them. */
export interface SiteEdit {
  settings: Settings;
  secrets?: Secrets;
}

/**
 * The one way a site's settings change: the row locked, the edit computed from what is stored (it may write
 * more in `tx`, e.g. the audit log), saved as the site's next version (`updatedAt`), every instance told once
 * it commits. With `version` (the `updatedAt` the editor loaded) a row saved since is refused: 409
 * staleWrite, nothing written. Undefined: no such site.
 */
export async function editSite(
  db: Db,
  cache: SiteCache,
  siteId: string,
  opts: { version?: string },
  edit: (stored: { settings: Settings; secrets: Secrets }, tx: Db) => SiteEdit | Promise<SiteEdit>,
): Promise<{ settings: Settings; secrets: Secrets; updatedAt: Date } | undefined> {
  const result = await transaction(db, async (tx) => {
    const repo = siteRepo(tx);
    const row = await repo.lockSettings(siteId);
    if (!row) return undefined;
    if (opts.version !== undefined && row.updatedAt.getTime() !== Date.parse(opts.version)) throw AppError.of('staleWrite', 409);
    const next = await edit({ settings: row.settings, secrets: row.secrets ?? {} }, tx);
    const updatedAt = await repo.saveSettings(siteId, next.settings, next.secrets);
    await announceSitesChanged(tx);
    return { settings: next.settings, secrets: next.secrets ?? row.secrets ?? {}, updatedAt };
  });
  // At once here: the NOTIFY reaches this instance too, but a moment later.
  cache.invalidate();
  return result;
}
