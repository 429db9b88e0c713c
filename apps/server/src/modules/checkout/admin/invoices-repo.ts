import { and, count, desc, eq } from 'drizzle-orm';
import { ADMIN_INVOICES_PAGE_SIZE } from '@draftdesk/contract';
import type { Db } from '../../../db/client.ts';
import { invoices, orders, users } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';

const invoiceColumns = {
  id: invoices.id,
  customerId: invoices.customerId,
  orderId: invoices.orderId,
  orderNumber: orders.orderNumber,
  packageName: invoices.packageName,
  status: invoices.status,
  price: invoices.price,
  currency: invoices.currency,
  refundAmount: invoices.refundAmount,
  createdAt: invoices.createdAt,
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
  customerEmail: users.email,
};

/** The site's invoices as its admins read and make them. */
export function adminInvoicesRepo(db: Db) {
  const select = () =>
    db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(users, and(eq(users.id, invoices.customerId), eq(users.siteId, invoices.siteId)))
      .leftJoin(orders, and(eq(orders.id, invoices.orderId), eq(orders.siteId, invoices.siteId)));
  return {
    async list(siteId: string, page: number) {
      const [rows, [{ total }]] = await Promise.all([
        select()
          .where(eq(invoices.siteId, siteId))
          .orderBy(desc(invoices.createdAt), desc(invoices.id))
          .limit(ADMIN_INVOICES_PAGE_SIZE)
          .offset((page - 1) * ADMIN_INVOICES_PAGE_SIZE),
        db.select({ total: count() }).from(invoices).where(eq(invoices.siteId, siteId)),
      ]);
      return { rows, total };
    },

    async find(siteId: string, id: string) {
      const [row] = await select()
        .where(and(eq(invoices.siteId, siteId), eq(invoices.id, id)))
        .limit(1);
      return row as typeof row | undefined;
    },

    async customer(siteId: string, id: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, id), eq(users.role, 'user')))
        .limit(1);
      return row as typeof row | undefined;
    },

    async orderOf(siteId: string, customerId: string, id: string) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), eq(orders.customerId, customerId), eq(orders.id, id)))
        .limit(1);
      return row as typeof row | undefined;
    },

    async create(row: Omit<typeof invoices.$inferInsert, 'id'>) {
      const id = newId();
      await db.insert(invoices).values({ id, ...row });
      return id;
    },
  };
}

export type AdminInvoiceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof adminInvoicesRepo>['find']>>>;
