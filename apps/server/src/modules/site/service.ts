import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';
import type { SiteCache } from './cache.ts';
import { announceSitesChanged } from './invalidation.ts';

/** Changes a site's UI settings and drops the cached copy here and, once committed, on every other instance. */
export async function updateSiteSettings(db: Db, cache: SiteCache, siteId: string, settings: Record<string, unknown> | null) {
  await db.transaction(async (tx) => {
    await tx.update(sites).set({ settings, updatedAt: new Date() }).where(eq(sites.id, siteId));
    await announceSitesChanged(tx as unknown as Db);
  });
  // At once here: the NOTIFY reaches this instance too, but a moment later.
  cache.invalidate();
}
