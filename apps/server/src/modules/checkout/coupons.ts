import { MESSAGES, couponDiscount, couponRefusal, toMajorUnits, type TCheckCouponResponse } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { checkoutRepo, type CouponRow, type PackageRow } from './repo.ts';

export interface Quote {
  pkg: PackageRow;
  coupon: CouponRow | null;
  discount: number;
  /** What is due, in minor units: the package's price less the coupon. */
  amount: number;
}

/**
 * The price of a purchasable package of the site, less a coupon, from the
 * server's records. A coupon of another site is unknown; every refusal has its text.
 */
export async function quotePackage(deps: Deps, siteId: string, packageId: string, couponCode?: string | null, now = new Date()): Promise<Quote> {
  const repo = checkoutRepo(deps.db);
  const pkg = await repo.findPackage(siteId, packageId, { purchasable: true });
  if (!pkg) throw AppError.of('packageNotFound', 404);
  const code = couponCode?.trim();
  if (!code) return { pkg, coupon: null, discount: 0, amount: pkg.price };
  const coupon = await repo.findCoupon(siteId, code);
  if (!coupon) throw AppError.of('couponUnknown', 422);
  const refusal = couponRefusal(coupon, pkg, now);
  if (refusal) throw AppError.of(refusal, 422);
  const discount = couponDiscount(pkg.price, coupon);
  return { pkg, coupon, discount, amount: pkg.price - discount };
}

/** POST /api/package/{id}/checkCoupon: the discount a coupon gives on the package now. Nothing is redeemed here. */
export async function checkCoupon(deps: Deps, ctx: Ctx, packageId: string, couponCode: string): Promise<TCheckCouponResponse> {
  const q = await quotePackage(deps, ctx.siteId, packageId, couponCode);
  return {
    status: true,
    discountAmount: toMajorUnits(q.discount),
    total: toMajorUnits(q.amount),
    currency: q.pkg.currency,
    message: MESSAGES.couponApplied,
  };
}
