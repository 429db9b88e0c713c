import { MESSAGES, ZCouponInput, ZCouponPatch, toMajorUnits, type TAdminCoupon } from '@draftdesk/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { AuthedCtx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { auditedResource } from '../../audit/audited-resource.ts';
import { couponsAdminRepo, type CouponRow, type StoredCoupon } from './repo.ts';

type CouponInput = z.output<typeof ZCouponInput>;
type CouponPatch = z.output<typeof ZCouponPatch>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function presentAdminCoupon(row: CouponRow): TAdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOff === null ? null : toMajorUnits(row.amountOff),
    currency: row.currency,
    packageIds: row.packageIds,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    usageLimit: row.usageLimit,
    active: row.active,
    redemptions: row.redemptions,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The stored coupon: code upper-case (checkout matches it so), only the kind's own amount kept, money in minor units. */
async function stored(deps: Deps, ctx: AuthedCtx, body: CouponInput, exceptId?: string): Promise<StoredCoupon> {
  const repo = couponsAdminRepo(deps.db);
  const code = body.code.toUpperCase();
  const errors: Record<string, string> = {};
  if (await repo.codeTaken(ctx.siteId, code, exceptId)) errors.code = MESSAGES.couponCodeTaken;
  const known = await repo.knownPackages(ctx.siteId, body.packageIds);
  if (body.packageIds.some((id) => !known.has(id))) errors.packageIds = MESSAGES.couponPackageNotOfSite;
  if (Object.keys(errors).length > 0) throw AppError.of('validationFailed', 400, errors);
  const fixed = body.kind === 'fixed';
  return {
    code,
    kind: body.kind,
    percentOff: fixed ? null : body.percentOff,
    amountOff: fixed && body.amountOff !== null ? Math.round(body.amountOff * 100) : null,
    currency: fixed ? body.currency : null,
    packageIds: [...new Set(body.packageIds)],
    validFrom: body.validFrom ? new Date(body.validFrom) : null,
    validUntil: body.validUntil ? new Date(body.validUntil) : null,
    usageLimit: body.usageLimit,
    active: body.active,
  };
}

/** /api/admin/coupons: the site's discount codes with their redemption counts; a redeemed one is switched off, not deleted. */
export const couponsAdmin = (deps: Deps) =>
  auditedResource(deps.db, {
    target: 'coupon',
    path: '/api/admin/coupons',
    input: ZCouponInput,
    patch: ZCouponPatch,
    key: 'coupon',
    listKey: 'coupons',
    repo: couponsAdminRepo(deps.db),
    present: presentAdminCoupon,
    label: (row) => row.code,
    messages: { saved: 'couponSaved', deleted: 'couponDeleted', inUse: 'couponInUse' },
    listExtra: (ctx) => ({ currency: ctx.site.currency }),
    prepareCreate: (ctx, body: CouponInput) => stored(deps, ctx, body),
    async prepareUpdate(ctx, body: CouponPatch, current: CouponRow) {
      const { updatedAt, ...rest } = body;
      return { ...(await stored(deps, ctx, rest, current.id)), updatedAt };
    },
  });
