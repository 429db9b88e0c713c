import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TFileRef } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { files, finalDocuments, previousDocuments } from '../../db/schema.ts';

/** Documents of orders: the customer's previous documents, the writer's finals, and the files rows behind them. */
export function documentsRepo(db: Db) {
  return {
    async findPrevious(siteId: string, orderId: string, serviceId: string) {
      const [row] = await db
        .select()
        .from(previousDocuments)
        .where(and(eq(previousDocuments.siteId, siteId), eq(previousDocuments.orderId, orderId), eq(previousDocuments.serviceId, serviceId)))
        .limit(1);
      return row;
    },

    async savePrevious(siteId: string, orderId: string, serviceId: string, list: TFileRef[]) {
      const updatedAt = new Date();
      const [row] = await db
        .insert(previousDocuments)
        .values({ siteId, orderId, serviceId, files: list, updatedAt })
        .onConflictDoUpdate({ target: [previousDocuments.orderId, previousDocuments.serviceId], set: { files: list, updatedAt } })
        .returning();
      return row;
    },

    /**
     * The user's own uploads among `keys` that are free or already on this
     * order: what a customer may attach. Keys of others simply do not come back.
     */
    async claimable(siteId: string, ownerId: string, orderId: string, keys: string[]): Promise<TFileRef[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .select({ key: files.key, originalname: files.originalName, size: files.size, mimetype: files.mimetype })
        .from(files)
        .where(and(eq(files.siteId, siteId), eq(files.ownerId, ownerId), inArray(files.key, keys), or(isNull(files.orderId), eq(files.orderId, orderId))));
      return rows;
    },

    /** Attaches files to an order (its participants may then read them) or, with null, detaches the user's own. */
    async setOrder(siteId: string, ownerId: string, keys: string[], orderId: string | null) {
      if (keys.length === 0) return;
      await db
        .update(files)
        .set({ orderId })
        .where(and(eq(files.siteId, siteId), eq(files.ownerId, ownerId), inArray(files.key, keys)));
    },

    async findFinal(siteId: string, orderId: string, serviceId: string) {
      const [row] = await db
        .select()
        .from(finalDocuments)
        .where(
          and(
            eq(finalDocuments.siteId, siteId),
            eq(finalDocuments.orderId, orderId),
            eq(finalDocuments.serviceId, serviceId),
            eq(finalDocuments.taskId, 'final_document'),
          ),
        )
        .limit(1);
      return row;
    },

    /** Writes the final of one service and task, replacing any previous one. */
    async saveFinal(row: Omit<typeof finalDocuments.$inferInsert, 'updatedAt'>) {
      const updatedAt = new Date();
      const { orderId: _o, serviceId: _s, taskId: _t, siteId: _site, ...set } = row;
      const [saved] = await db
        .insert(finalDocuments)
        .values({ ...row, updatedAt })
        .onConflictDoUpdate({
          target: [finalDocuments.orderId, finalDocuments.serviceId, finalDocuments.taskId],
          set: { dataPdf: null, dataWord: null, otherFiles: [], file: null, writerNotes: '', ...set, updatedAt },
        })
        .returning();
      return saved;
    },

    async findLinkedinFinal(siteId: string, orderId: string) {
      const [row] = await db
        .select()
        .from(finalDocuments)
        .where(and(eq(finalDocuments.siteId, siteId), eq(finalDocuments.orderId, orderId), eq(finalDocuments.taskId, 'final_linkedin')))
        .limit(1);
      return row;
    },
  };
}
