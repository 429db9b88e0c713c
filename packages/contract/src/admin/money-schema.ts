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
  invoiceId: z.string().nullable(),
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
