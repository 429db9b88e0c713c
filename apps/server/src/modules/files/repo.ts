import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, orders } from '../../db/schema.ts';

export type FileRow = typeof files.$inferSelect;

export function filesRepo(db: Db) {
  return {
    async insert(row: typeof files.$inferInsert) {
      await db.insert(files).values(row);
    },
    async find(siteId: string, key: string) {
      const [row] = await db
        .select({ file: files, customerId: orders.customerId, writerId: orders.writerId })
        .from(files)
        .leftJoin(orders, and(eq(orders.id, files.orderId), eq(orders.siteId, files.siteId)))
        .where(and(eq(files.siteId, siteId), eq(files.key, key)))
        .limit(1);
      return row;
    },
    async remove(siteId: string, key: string) {
      await db.delete(files).where(and(eq(files.siteId, siteId), eq(files.key, key)));
    },
    /** Attaches uploaded files to an order so its participants may read them. */
    async attachToOrder(siteId: string, keys: string[], orderId: string) {
      for (const key of keys) {
        await db
          .update(files)
          .set({ orderId })
          .where(and(eq(files.siteId, siteId), eq(files.key, key)));
      }
    },
  };
}
