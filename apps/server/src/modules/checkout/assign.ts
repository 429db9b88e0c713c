import type { Db } from '../../db/client.ts';
import { chooseWriter, maxOpenJobsOf } from './policy.ts';
import { checkoutRepo } from './repo.ts';

/**
 * The site's writer with the fewest open orders (below 100 %), under their
 * Max Open Jobs; null when nobody is free. Runs in the order's transaction
 * with the writers locked, so two new orders cannot both take a last free slot.
 */
export async function pickWriter(tx: Db, siteId: string): Promise<string | null> {
  const repo = checkoutRepo(tx);
  const writers = await repo.lockWriters(siteId);
  if (writers.length === 0) return null;
  const open = await repo.openOrderCounts(
    siteId,
    writers.map((w) => w.id),
  );
  const openOf = new Map(open.map((r) => [r.writerId, r.n]));
  return chooseWriter(writers.map((w) => ({ id: w.id, open: openOf.get(w.id) ?? 0, maxOpenJobs: maxOpenJobsOf(w.writerData) })));
}
