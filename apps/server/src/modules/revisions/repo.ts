import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orders, revisions, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

const writer = alias(users, 'writer');

export type RevisionRow = typeof revisions.$inferSelect;

/** Drafts of an order's services; every query is scoped by site and order. */
export function revisionsRepo(db: Db) {
  return {
    /** Newest first. */
    listForService(siteId: string, orderId: string, serviceId: string): Promise<RevisionRow[]> {
      return db
        .select()
        .from(revisions)
        .where(and(eq(revisions.siteId, siteId), eq(revisions.orderId, orderId), eq(revisions.serviceId, serviceId)))
        .orderBy(desc(revisions.createdAt), desc(revisions.id));
    },

    async findInOrder(siteId: string, orderId: string, id: string): Promise<RevisionRow | undefined> {
      const [row] = await db
        .select()
        .from(revisions)
        .where(and(eq(revisions.siteId, siteId), eq(revisions.orderId, orderId), eq(revisions.id, id)))
        .limit(1);
      return row;
    },

    async insert(row: Omit<typeof revisions.$inferInsert, 'id'>): Promise<RevisionRow> {
      const [saved] = await db
        .insert(revisions)
        .values({ ...row, id: newId() })
        .returning();
      return saved;
    },

    async findInSite(siteId: string, id: string): Promise<RevisionRow | undefined> {
      const [row] = await db
        .select()
        .from(revisions)
        .where(and(eq(revisions.siteId, siteId), eq(revisions.id, id)))
        .limit(1);
      return row;
    },

    /** The admin's decision on a pending draft; nothing when it is no longer pending. */
    async decide(siteId: string, id: string, set: Pick<RevisionRow, 'adminApproved' | 'rejectionReason' | 'rejectionFile'>) {
      const [row] = await db
        .update(revisions)
        .set({ ...set, adminPending: false, updatedAt: new Date() })
        .where(and(eq(revisions.siteId, siteId), eq(revisions.id, id), eq(revisions.adminPending, true)))
        .returning();
      return row as RevisionRow | undefined;
    },

    async saveReview(siteId: string, id: string, review: Pick<RevisionRow, 'rating' | 'review' | 'reviewFile'>) {
      const now = new Date();
      await db
        .update(revisions)
        .set({ ...review, reviewedByUser: true, reviewedAt: now, updatedAt: now })
        .where(and(eq(revisions.siteId, siteId), eq(revisions.id, id)));
    },

    /** Drafts waiting for approval, oldest first, with their order's number and package and the writer's name. */
    pendingInSite(siteId: string) {
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
