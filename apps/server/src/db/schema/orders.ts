import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import type { TPackageService } from './catalog.ts';
import { createdAt, ts } from './columns.ts';

/** Everything the customer bought, frozen at purchase. */
export type TPackageSnapshot = {
  _id: string;
  packageName: string;
  packagePrice: number;
  currency: string;
  packageServices: TPackageService[];
  packageDownloadables: { title: string; data: { key: string } }[];
  contract_id: string | null;
  surveyDetails: Record<string, unknown> | null;
};

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderNumber: serial('order_number').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    writerId: text('writer_id').references(() => users.id),
    package: jsonb('package').$type<TPackageSnapshot>().notNull(),
    /** The package's name as bought, kept beside the snapshot: the admin's search reads it without opening the JSON. */
    packageName: text('package_name').generatedAlwaysAs(sql`package->>'packageName'`),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('usd'),
    statusPercentage: integer('status_percentage').notNull().default(0),
    hideOrder: boolean('hide_order').notNull().default(false),
    writerArchived: boolean('writer_archived').notNull().default(false),
    completedTasks: jsonb('completed_tasks').$type<{ taskId: string; serviceId: string; serviceType: string; completedAt?: string }[]>().notNull().default([]),
    customerIndustries: jsonb('customer_industries').$type<string[]>().notNull().default([]),
    yearsOfExperience: text('years_of_experience'),
    contractSigned: boolean('contract_signed').notNull().default(false),
    tipByCustomer: integer('tip_by_customer'),
    noShowCheck: boolean('no_show_check').notNull().default(false),
    surveySubmitted: boolean('survey_submitted').notNull().default(false),
    revisionData: jsonb('revision_data').$type<Record<string, { sentByWriter: boolean; pendingClientReview: boolean }>>().notNull().default({}),
    dueDate: ts('due_date'),
    assignedAt: ts('assigned_at'),
    completedAt: ts('completed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_site_customer').on(t.siteId, t.customerId, t.createdAt),
    // What the customer sees (never hidden orders): the list, and the session check's count, read from the index alone.
    index('orders_visible_by_customer')
      .on(t.siteId, t.customerId, t.createdAt)
      .where(sql`hide_order = false`),
    index('orders_site_writer').on(t.siteId, t.writerId),
    // Each writer's open orders (assignment, the admin's writer list), counted from the index alone.
    index('orders_site_writer_open')
      .on(t.siteId, t.writerId)
      .where(sql`status_percentage < 100`),
    // The admin's search: an order number, and the orders of a package name (also read as the site's distinct names).
    index('orders_site_number').on(t.siteId, t.orderNumber),
    index('orders_site_package').on(t.siteId, t.packageName, t.createdAt),
    // The admin's list: a site's orders, newest first (read backwards), a page at a time without sorting them all;
    // every column its filters and search read is in the index, so the page's ids and the count come from it alone.
    index('orders_site_created').on(
      t.siteId,
      t.createdAt,
      t.id,
      t.statusPercentage,
      t.writerId,
      t.dueDate,
      t.hideOrder,
      t.customerId,
      t.orderNumber,
      t.packageName,
    ),
  ],
);

/** Append-only audit log of every write that matters. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    actorId: text('actor_id'),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.createdAt)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id'),
    packageName: text('package_name').notNull(),
    status: text('status').notNull().default('unpaid'),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('usd'),
    refundAmount: integer('refund_amount'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_customer').on(t.siteId, t.customerId)],
);
