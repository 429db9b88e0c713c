import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orders, revisions, sites, users } from '../../db/schema.ts';

const writer = alias(users, 'writer');

/** The admin's queries across a site's orders. */
export function adminRepo(db: Db) {
  return {
    /** The site's stored row, for its settings (null settings: the UI is not configured). */
    async site(siteId: string) {
      const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
      return row;
    },

    /** Drafts waiting for approval, oldest first, with their order's number and package and the writer's name. */
    pendingRevisions(siteId: string) {
      return db
        .select({
          revision: revisions,
          orderNumber: orders.orderNumber,
          package: orders.package,
          writerFirstName: writer.firstName,
          writerLastName: writer.lastName,
        })
        .from(revisions)
        .innerJoin(orders, and(eq(orders.id, revisions.orderId), eq(orders.siteId, revisions.siteId)))
        .leftJoin(writer, and(eq(writer.id, revisions.writerId), eq(writer.siteId, revisions.siteId)))
        .where(and(eq(revisions.siteId, siteId), eq(revisions.adminPending, true)))
        .orderBy(asc(revisions.createdAt), asc(revisions.id));
    },
  };
}
