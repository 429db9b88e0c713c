import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The demo coupons (docs and tests rely on them): two good ones, a free one, an expired one and an exhausted one. */
export const DEMO_COUPONS = {
  welcome: 'WELCOME10',
  fifty: 'FIFTY',
  /** 100 % off: the order is free and skips payment (spec 03 §4). */
  free: 'FREE100',
  expired: 'SPRING2020',
  exhausted: 'LAUNCH',
} as const;

/**
 * A site's checkout set-up. Acme names the sandbox provider and has every demo
 * coupon; Beta (`couponsOnly`) keeps the default provider set-up and has FREE100 only.
 */
export async function seedCheckout(db: Db, siteId: string, opts: { couponsOnly?: boolean } = {}) {
  const free = { id: newId(), siteId, code: DEMO_COUPONS.free, kind: 'percent' as const, percentOff: 100 };
  if (opts.couponsOnly) {
    await db.insert(t.coupons).values(free);
    return;
  }
  await db
    .update(t.sites)
    .set({ secrets: { payments: { provider: 'sandbox' } } })
    .where(eq(t.sites.id, siteId));
  const now = Date.now();
  await db
    .insert(t.coupons)
    .values([
      { id: newId(), siteId, code: DEMO_COUPONS.welcome, kind: 'percent', percentOff: 10 },
      { id: newId(), siteId, code: DEMO_COUPONS.fifty, kind: 'fixed', amountOff: 5000, currency: 'usd' },
      free,
      { id: newId(), siteId, code: DEMO_COUPONS.expired, kind: 'percent', percentOff: 20, validUntil: new Date(now - 30 * DAY) },
      { id: newId(), siteId, code: DEMO_COUPONS.exhausted, kind: 'percent', percentOff: 25, usageLimit: 1, redemptions: 1 },
    ]);
}
