import { and, asc, eq, sql } from 'drizzle-orm';
import type { TContractInput, TContractPatch } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { contracts } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { nextVersion, sameVersion } from '../../lib/versioned.ts';

// Qualified by hand: a subquery would rebind an unqualified column.
const packageCount = sql<number>`(select count(*)::int from "packages" p where p.site_id = "contracts"."site_id"
  and p.contract_id = "contracts"."id")`;

const columns = {
  id: contracts.id,
  title: contracts.title,
  contentHtml: contracts.contentHtml,
  packageCount,
  createdAt: contracts.createdAt,
  updatedAt: contracts.updatedAt,
};
export type AdminContractRow = { id: string; title: string; contentHtml: string; packageCount: number; createdAt: Date; updatedAt: Date };

const ofSite = (siteId: string, id: string) => and(eq(contracts.siteId, siteId), eq(contracts.id, id));

/** A site's contracts as its admins edit them. Every query is scoped by site. */
export function contractsAdminRepo(db: Db) {
  return {
    list: (siteId: string): Promise<AdminContractRow[]> =>
      db.select(columns).from(contracts).where(eq(contracts.siteId, siteId)).orderBy(asc(contracts.createdAt), asc(contracts.id)),

    async find(siteId: string, id: string): Promise<AdminContractRow | undefined> {
      const [row] = await db.select(columns).from(contracts).where(ofSite(siteId, id)).limit(1);
      return row;
    },

    async create(siteId: string, input: TContractInput): Promise<string> {
      const id = newId();
      await db.insert(contracts).values({ id, siteId, ...input });
      return id;
    },

    /** Undefined: no row holds that version (gone, or saved by someone else in between). */
    async update(siteId: string, id: string, { updatedAt, ...changes }: TContractPatch): Promise<string | undefined> {
      const [row] = await db
        .update(contracts)
        .set({ ...changes, updatedAt: nextVersion(contracts.updatedAt) })
        .where(and(ofSite(siteId, id), sameVersion(contracts.updatedAt, updatedAt)))
        .returning({ id: contracts.id });
      return row?.id;
    },

    /** A package carries it, or an order was bought with it (the order's contract page reads it). */
    async inUse(siteId: string, id: string): Promise<boolean> {
      const [row] = await rawRows<{ used: boolean }>(
        db,
        sql`select (exists (select 1 from packages where site_id = ${siteId} and contract_id = ${id})
          or exists (select 1 from orders where site_id = ${siteId} and package->>'contract_id' = ${id})) as used`,
      );
      return row.used;
    },

    async remove(siteId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(contracts).where(ofSite(siteId, id)).returning({ id: contracts.id });
      return deleted.length > 0;
    },
  };
}
