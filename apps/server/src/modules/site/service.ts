import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';
import type { SiteCache } from './cache.ts';

/** Changes a site's UI settings and drops the cached copy, so the next request sees them. */
export async function updateSiteSettings(db: Db, cache: SiteCache, siteId: string, settings: Record<string, unknown> | null) {
  await db.update(sites).set({ settings, updatedAt: new Date() }).where(eq(sites.id, siteId));
  cache.invalidate();
}
