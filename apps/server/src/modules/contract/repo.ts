import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractSignatures, contracts } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type SignatureRow = typeof contractSignatures.$inferSelect;

export function contractsRepo(db: Db) {
  return {
    async findContract(siteId: string, id: string) {
      const [row] = await db
        .select({ id: contracts.id, title: contracts.title, contentHtml: contracts.contentHtml })
        .from(contracts)
        .where(and(eq(contracts.siteId, siteId), eq(contracts.id, id)))
        .limit(1);
      return row;
    },

    async findSignature(siteId: string, orderId: string): Promise<SignatureRow | undefined> {
      const [row] = await db
        .select()
        .from(contractSignatures)
        .where(and(eq(contractSignatures.siteId, siteId), eq(contractSignatures.orderId, orderId)))
        .limit(1);
      return row;
    },

    async insertSignature(s: Omit<typeof contractSignatures.$inferInsert, 'id'>): Promise<SignatureRow> {
      const [row] = await db
        .insert(contractSignatures)
        .values({ id: newId(), ...s })
        .returning();
      return row;
    },
  };
}
