import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

// ---- Checkout and payments. Money is integer minor units with its currency.

/** A site's discount codes; `code` is stored upper-case and matched case-insensitively. */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** 1-100, for percent coupons. */
    percentOff: integer('percent_off'),
    /** Minor units of `currency`, for fixed coupons. */
    amountOff: integer('amount_off'),
    /** The currency of amountOff: a fixed coupon applies only to packages sold in it. */
    currency: text('currency'),
    validFrom: ts('valid_from'),
    validUntil: ts('valid_until'),
    /** Null: unlimited. */
    usageLimit: integer('usage_limit'),
    /** Counted when a payment is confirmed, in the order's transaction. */
    redemptions: integer('redemptions').notNull().default(0),
    /** Empty: every package of the site. */
    packageIds: jsonb('package_ids').$type<string[]>().notNull().default([]),
    /** Off: checkout treats the code as unknown; a redeemed coupon is switched off rather than deleted. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_site_code').on(t.siteId, t.code)],
);

/**
 * What the server asked a provider to charge, and what for: confirmation
 * compares the provider's answer with this row, never with the client's word.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    /** 'none': a free checkout (the coupon covers the price). */
    provider: text('provider').$type<'sandbox' | 'stripe' | 'flutterwave' | 'none'>().notNull(),
    /** The provider's id: PaymentIntent id, sandbox intent id, Flutterwave tx_ref, or free_… */
    reference: text('reference').notNull(),
    kind: text('kind').$type<'order' | 'tip' | 'invoice'>().notNull(),
    /** Null until the visitor registers (public checkout). */
    customerId: text('customer_id'),
    packageId: text('package_id'),
    orderId: text('order_id'),
    invoiceId: text('invoice_id'),
    couponId: text('coupon_id'),
    couponCode: text('coupon_code'),
    amount: integer('amount').notNull(),
    discount: integer('discount').notNull().default(0),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_intents_reference').on(t.reference), index('payment_intents_site').on(t.siteId, t.createdAt)],
);

/** The sandbox provider's own intents (test mode), settled on the server from test card numbers. */
export const sandboxIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('requires_payment_method'),
  /** SHA-256 of the client secret. */
  clientSecretHash: text('client_secret_hash').notNull(),
  lastError: text('last_error'),
  methods: jsonb('methods').$type<string[]>().notNull().default([]),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The payments ledger: one row per confirmed payment or refund. The unique reference makes confirming idempotent. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    kind: text('kind').$type<'order' | 'tip' | 'invoice' | 'refund'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull().unique(),
    customerId: text('customer_id'),
    orderId: text('order_id'),
    invoiceId: text('invoice_id'),
    /** A refund's payment (its ledger row's id), so each payment knows what was refunded of it. */
    refundOf: text('refund_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_site_customer').on(t.siteId, t.customerId, t.createdAt),
    index('payments_order').on(t.orderId),
    index('payments_refund_of').on(t.refundOf),
    index('payments_site_created').on(t.siteId, t.createdAt),
  ],
);

/**
 * An admin's refund while it is asked of the provider: its key (payment, what was refunded when the admin looked,
 * amount) is claimed first, so two clicks at once, on any instance, ask once. Done when the provider's refund id is
 * set; a claim whose provider call failed is deleted, so the admin can try again.
 */
export const refundClaims = pgTable('refund_claims', {
  key: text('key').primaryKey(),
  siteId: text('site_id').notNull(),
  paymentId: text('payment_id').notNull(),
  refundReference: text('refund_reference'),
  createdAt: createdAt(),
});

/** A visitor's click on a checkout button or visit of the checkout page (spec 03 §7). */
export const checkoutClicks = pgTable(
  'checkout_clicks',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    packageId: text('package_id').notNull(),
    critiqueId: text('critique_id'),
    critiqueViewId: text('critique_view_id'),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_clicks_site').on(t.siteId, t.createdAt)],
);
