import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packages, type TPackageService } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { nextVersion, sameVersion } from '../../lib/versioned.ts';

/** A package as it is stored: the price in minor units, in the site's currency. */
export interface StoredPackage {
  name: string;
  price: number;
  currency: string;
  purchasable: boolean;
  description: string;
  descriptionHtml: string;
  services: TPackageService[];
  contractId: string | null;
  /** A copy of the site's survey it carries (orders keep it as bought). */
  survey: Record<string, unknown> | null;
}
export type StoredPackagePatch = Partial<Omit<StoredPackage, 'currency'>> & { updatedAt: string };

// Qualified by hand: a subquery would rebind an unqualified column.
const orderCount = sql<number>`(select count(*)::int from "orders" o where o.site_id = "packages"."site_id"
  and o.package->>'_id' = "packages"."id")`;

const columns = {
  id: packages.id,
  name: packages.name,
  price: packages.price,
  currency: packages.currency,
  purchasable: packages.purchasable,
  description: packages.description,
  descriptionHtml: packages.descriptionHtml,
  services: packages.services,
  contractId: packages.contractId,
  survey: packages.survey,
  orderCount,
  createdAt: packages.createdAt,
  updatedAt: packages.updatedAt,
};
export type AdminPackageRow = StoredPackage & { id: string; orderCount: number; createdAt: Date; updatedAt: Date };

const ofSite = (siteId: string, id: string) => and(eq(packages.siteId, siteId), eq(packages.id, id));

/** A site's packages as its admins edit them. Every query is scoped by site. */
export function packagesAdminRepo(db: Db) {
  return {
    list: (siteId: string): Promise<AdminPackageRow[]> =>
      db.select(columns).from(packages).where(eq(packages.siteId, siteId)).orderBy(asc(packages.createdAt), asc(packages.id)),

    async find(siteId: string, id: string): Promise<AdminPackageRow | undefined> {
      const [row] = await db.select(columns).from(packages).where(ofSite(siteId, id)).limit(1);
      return row;
    },

    async create(siteId: string, values: StoredPackage): Promise<string> {
      const id = newId();
      await db.insert(packages).values({ id, siteId, ...values });
      return id;
    },

    /** Undefined: no row holds that version (gone, or saved by someone else in between). */
    async update(siteId: string, id: string, { updatedAt, ...changes }: StoredPackagePatch): Promise<string | undefined> {
      const [row] = await db
        .update(packages)
        .set({ ...changes, updatedAt: nextVersion(packages.updatedAt) })
        .where(and(ofSite(siteId, id), sameVersion(packages.updatedAt, updatedAt)))
        .returning({ id: packages.id });
      return row?.id;
    },

    /** Orders were bought with it (reports and history name it), or a checkout of it started within a day may still pay. */
    async inUse(siteId: string, id: string): Promise<boolean> {
      const [row] = await rawRows<{ used: boolean }>(
        db,
        sql`select (exists (select 1 from orders where site_id = ${siteId} and package->>'_id' = ${id})
          or exists (select 1 from payment_intents where site_id = ${siteId} and package_id = ${id}
            and created_at > now() - interval '1 day')) as used`,
      );
      return row.used;
    },

    async remove(siteId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(packages).where(ofSite(siteId, id)).returning({ id: packages.id });
      return deleted.length > 0;
    },
  };
}
