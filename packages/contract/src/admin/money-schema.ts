import { z } from 'zod';
import { ZId } from '../common.ts';

/** Ledger rows an admin lists per page. */
export const ADMIN_PAYMENTS_PAGE_SIZE = 25;

/** GET /api/admin/payments?page: the site's ledger, newest first. */
export const ZAdminPaymentsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();
export type TAdminPaymentsQuery = z.infer<typeof ZAdminPaymentsQuery>;

/** One ledger row. Amounts in major units; a refund's amount is negative (the ledger's sum is what was kept). */
export const ZAdminPaymentRow = z.object({
  _id: z.string(),
  kind: z.enum(['order', 'tip', 'invoice', 'refund']),
  provider: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** What was refunded of this payment so far (0 for a refund row). */
  refunded: z.number(),
  /** Whether an admin can refund (part of) it here: a paid row of the site's card provider with something left. */
  refundable: z.boolean(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  orderId: z.string().nullable(),
  /** The order's number, when the payment belongs to an order. */
  orderNumber: z.number().int().nullable(),
  invoiceId: z.string().nullable(),
  /** What was paid for: the invoice's line, else the order's package. */
  packageName: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminPaymentRow = z.infer<typeof ZAdminPaymentRow>;

export const ZAdminPaymentsResponse = z.object({
  status: z.literal(true),
  payments: z.array(ZAdminPaymentRow),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminPaymentsResponse = z.infer<typeof ZAdminPaymentsResponse>;

export const ZAdminPaymentParams = z.object({ id: ZId }).strict();

/** POST /api/admin/payments/{id}/refund: amount in major units, at most what is left to refund. */
export const ZAdminRefundRequest = z
  .object({
    amount: z.number().positive().max(1_000_000).multipleOf(0.01),
    /**
     * What the admin saw refunded so far (major units): the version of the payment. A save made on an older
     * view gets 409 staleWrite, and a repeated click of the same view is the same refund (one idempotency key).
     */
    refundedSoFar: z.number().min(0).max(1_000_000).optional(),
  })
  .strict();
export type TAdminRefundRequest = z.infer<typeof ZAdminRefundRequest>;

export const ZAdminRefundResponse = z.object({ status: z.literal(true), message: z.string(), payment: ZAdminPaymentRow });
export type TAdminRefundResponse = z.infer<typeof ZAdminRefundResponse>;

/** Invoices an admin lists per page. */
export const ADMIN_INVOICES_PAGE_SIZE = 25;

/** GET /api/admin/invoices?page: the site's invoices, newest first. */
export const ZAdminInvoicesQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();
export type TAdminInvoicesQuery = z.infer<typeof ZAdminInvoicesQuery>;

export const ZAdminInvoiceRow = z.object({
  _id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  packageName: z.string(),
  status: z.string(),
  /** Major units, in the invoice's currency. */
  price: z.number(),
  currency: z.string(),
  refundAmount: z.number().nullable(),
  createdAt: z.string(),
});
export type TAdminInvoiceRow = z.infer<typeof ZAdminInvoiceRow>;

export const ZAdminInvoicesResponse = z.object({
  status: z.literal(true),
  invoices: z.array(ZAdminInvoiceRow),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminInvoicesResponse = z.infer<typeof ZAdminInvoicesResponse>;

/** POST /api/admin/invoices: an unpaid invoice for a customer of the site (and one of their orders), in the site's currency. */
export const ZAdminCreateInvoiceRequest = z
  .object({
    customerId: ZId,
    orderId: ZId.nullish(),
    packageName: z.string().trim().min(1, 'Enter what the invoice is for').max(200, 'Use at most 200 characters'),
    price: z
      .number({ message: 'Enter a price' })
      .min(0.5, 'The price must be at least 0.50')
      .max(1_000_000, 'The price is too high')
      .multipleOf(0.01, 'Use at most two decimals'),
  })
  .strict();
export type TAdminCreateInvoiceRequest = z.infer<typeof ZAdminCreateInvoiceRequest>;

export const ZAdminCreateInvoiceResponse = z.object({ status: z.literal(true), message: z.string(), invoice: ZAdminInvoiceRow });
export type TAdminCreateInvoiceResponse = z.infer<typeof ZAdminCreateInvoiceResponse>;

// ---- Coupons (the admin's list and editor)

const ZIsoDateTime = z.string().datetime({ offset: true, message: 'Enter a date' }).nullable();

/** A coupon as the admin's form sends it: a percent (1-100) or a fixed amount in a currency; empty packages: all. */
const ZCouponFields = z.object({
  code: z
    .string()
    .trim()
    .min(3, 'Use 3 to 40 characters')
    .max(40, 'Use 3 to 40 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only'),
  kind: z.enum(['percent', 'fixed']),
  percentOff: z.number().int('Use a whole number').min(1, 'Between 1 and 100').max(100, 'Between 1 and 100').nullable().default(null),
  /** Major units of `currency`. */
  amountOff: z.number().positive('Enter an amount above 0').max(1_000_000).multipleOf(0.01, 'Use at most two decimals').nullable().default(null),
  currency: z.string().trim().toLowerCase().length(3, 'Choose a currency').nullable().default(null),
  packageIds: z.array(ZId).max(200).default([]),
  validFrom: ZIsoDateTime.default(null),
  validUntil: ZIsoDateTime.default(null),
  usageLimit: z.number().int('Use a whole number').min(1, 'At least 1').max(1_000_000).nullable().default(null),
  active: z.boolean().default(true),
});

type CouponFields = z.infer<typeof ZCouponFields>;
function couponKindRule(c: CouponFields, ctx: z.RefinementCtx) {
  if (c.kind === 'percent' && c.percentOff === null) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Between 1 and 100' });
  if (c.kind === 'fixed' && c.amountOff === null) ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'Enter an amount above 0' });
  if (c.kind === 'fixed' && c.currency === null) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Choose a currency' });
  if (c.validFrom && c.validUntil && c.validFrom > c.validUntil) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'End after the start' });
}

/** POST /api/admin/coupons */
export const ZCouponInput = ZCouponFields.strict().superRefine(couponKindRule);
export type TCouponInput = z.input<typeof ZCouponInput>;
/** PATCH /api/admin/coupons/{id}: the whole coupon again, with the `updatedAt` it was read at. */
export const ZCouponPatch = ZCouponFields.extend({ updatedAt: z.string().min(1) })
  .strict()
  .superRefine(couponKindRule);
export type TCouponPatch = z.input<typeof ZCouponPatch>;

export const ZAdminCoupon = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  currency: z.string().nullable(),
  packageIds: z.array(z.string()),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().nullable(),
  active: z.boolean(),
  redemptions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminCoupon = z.infer<typeof ZAdminCoupon>;
