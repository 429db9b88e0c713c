import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { coupons, packages } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import { nextVersion, sameVersion } from '../../../lib/versioned.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type StoredCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'siteId' | 'redemptions' | 'createdAt' | 'updatedAt'>;
export type StoredCouponPatch = Partial<StoredCoupon> & { updatedAt: string };

const ofSite = (siteId: string, id: string) => and(eq(coupons.siteId, siteId), eq(coupons.id, id));

/** The site's coupons as its admins edit them; the checkout reads them in ../repo.ts. */
export function couponsAdminRepo(db: Db) {
  return {
    list: (siteId: string): Promise<CouponRow[]> => db.select().from(coupons).where(eq(coupons.siteId, siteId)).orderBy(asc(coupons.code)),

    async find(siteId: string, id: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(ofSite(siteId, id)).limit(1);
      return row;
    },

    async create(siteId: string, values: StoredCoupon): Promise<string> {
      const id = newId();
      await db.insert(coupons).values({ id, siteId, ...values });
      return id;
    },

    async update(siteId: string, id: string, { updatedAt, ...changes }: StoredCouponPatch): Promise<string | undefined> {
      const [row] = await db
        .update(coupons)
        .set({ ...changes, updatedAt: nextVersion(coupons.updatedAt) })
        .where(and(ofSite(siteId, id), sameVersion(coupons.updatedAt, updatedAt)))
        .returning({ id: coupons.id });
      return row?.id;
    },

    /** Redeemed: orders and the ledger name it, so it is switched off instead. */
    async inUse(siteId: string, id: string): Promise<boolean> {
      const row = await this.find(siteId, id);
      return (row?.redemptions ?? 0) > 0;
    },

    async remove(siteId: string, id: string): Promise<boolean> {
      const rows = await db.delete(coupons).where(ofSite(siteId, id)).returning({ id: coupons.id });
      return rows.length > 0;
    },

    async codeTaken(siteId: string, code: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.siteId, siteId), eq(coupons.code, code), ...(exceptId ? [ne(coupons.id, exceptId)] : [])))
        .limit(1);
      return Boolean(row);
    },

    async knownPackages(siteId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.siteId, siteId), inArray(packages.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
