import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';
import type { SiteCache } from './cache.ts';
import { announceSitesChanged } from './invalidation.ts';

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
  const settings = await db.transaction(async (tx) => {
    const [row] = await tx.select({ settings: sites.settings }).from(sites).where(eq(sites.id, siteId)).for('update');
    if (!row) return undefined;
    const next = change(row.settings);
    await tx.update(sites).set({ settings: next, updatedAt: new Date() }).where(eq(sites.id, siteId));
    await announceSitesChanged(tx);
    return next;
  });
  // At once here: the NOTIFY reaches this instance too, but a moment later.
  cache.invalidate();
  return settings;
}
