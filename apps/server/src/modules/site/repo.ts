import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteHosts, sites } from '../../db/schema.ts';
import { nextVersion } from '../../lib/versioned.ts';

export type SiteRow = typeof sites.$inferSelect;
type Settings = Record<string, unknown> | null;

/** A site's stored row, found by id or by one of its hosts. */
export function siteRepo(db: Db) {
  return {
    /** The site's stored row, for its settings (null settings: the UI is not configured). */
    async find(siteId: string): Promise<SiteRow | undefined> {
      const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
      return row;
    },

    async findByHost(host: string): Promise<SiteRow | undefined> {
      const [row] = await db.select({ site: sites }).from(siteHosts).innerJoin(sites, eq(sites.id, siteHosts.siteId)).where(eq(siteHosts.host, host)).limit(1);
      return row?.site;
    },

    async hosts(siteId: string): Promise<string[]> {
      const rows = await db.select({ host: siteHosts.host }).from(siteHosts).where(eq(siteHosts.siteId, siteId));
      return rows.map((r) => r.host);
    },

    /** The stored UI settings, secrets and version, the row locked until the transaction ends (undefined: no such site). */
    async lockSettings(siteId: string): Promise<{ settings: Settings; secrets: Record<string, unknown>; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({ settings: sites.settings, secrets: sites.secrets, updatedAt: sites.updatedAt })
        .from(sites)
        .where(eq(sites.id, siteId))
        .for('update');
      return row;
    },

    /** Saves the settings (and the secrets when given) as the site's next version; returns that version. */
    async saveSettings(siteId: string, settings: Settings, secrets?: Record<string, unknown>): Promise<Date> {
      const [row] = await db
        .update(sites)
        .set({ settings, ...(secrets ? { secrets } : {}), updatedAt: nextVersion(sites.updatedAt) })
        .where(eq(sites.id, siteId))
        .returning({ updatedAt: sites.updatedAt });
      return row.updatedAt;
    },
  };
}
