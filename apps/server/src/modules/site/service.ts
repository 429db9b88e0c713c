import { transaction, type Db } from '../../db/client.ts';
import type { SiteCache } from './cache.ts';
import { announceSitesChanged } from './invalidation.ts';
import { siteRepo } from './repo.ts';

type Settings = Record<string, unknown> | null;

/** Changes a site's UI settings and drops the cached copy here and, once committed, on every other instance. */
export function updateSiteSettings(db: Db, cache: SiteCache, siteId: string, settings: Settings): Promise<Settings | undefined> {
  return changeSiteSettings(db, cache, siteId, () => settings);
}

/**
 * Changes a site's UI settings from what is stored, the row locked meanwhile, so that two changes at
 * once (two admins saving different flags) both stay; returns the new settings (undefined: no such site).
 */
export async function changeSiteSettings(db: Db, cache: SiteCache, siteId: string, change: (stored: Settings) => Settings) {
  const settings = await transaction(db, async (tx) => {
    const repo = siteRepo(tx);
    const row = await repo.lockSettings(siteId);
    if (!row) return undefined;
    const next = change(row.settings);
    await repo.saveSettings(siteId, next);
    await announceSitesChanged(tx);
    return next;
  });
  // At once here: the NOTIFY reaches this instance too, but a moment later.
  cache.invalidate();
  return settings;
}
