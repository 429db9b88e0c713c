import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { chooseWriter, maxOpenJobsOf } from './policy.ts';

/**
 * The site's writer with the fewest open orders (below 100 %), under their
 * Max Open Jobs; null when nobody is free. Runs in the order's transaction
 * with the writers locked, so two new orders cannot both take a last free slot.
 */
export async function pickWriter(tx: Db, siteId: string): Promise<string | null> {
  const writers = await tx
    .select({ id: users.id, writerData: users.writerData })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.role, 'writer')))
    .orderBy(users.createdAt, users.id)
    .for('update');
  if (writers.length === 0) return null;
  const open = await tx
    .select({ writerId: orders.writerId, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, siteId),
        inArray(
          orders.writerId,
          writers.map((w) => w.id),
        ),
        lt(orders.statusPercentage, 100),
      ),
    )
    .groupBy(orders.writerId);
  const openOf = new Map(open.map((r) => [r.writerId, r.n]));
  return chooseWriter(writers.map((w) => ({ id: w.id, open: openOf.get(w.id) ?? 0, maxOpenJobs: maxOpenJobsOf(w.writerData) })));
}
