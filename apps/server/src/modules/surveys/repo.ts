import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyResponses } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

/** Survey answers of orders: every query carries the site. */
export function surveysRepo(db: Db) {
  return {
    /** The order's stored answers, if it has them (one response per order). */
    async findResponse(siteId: string, orderId: string) {
      const [row] = await db
        .select({ answers: surveyResponses.answers, surveyId: surveyResponses.surveyId })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.siteId, siteId), eq(surveyResponses.orderId, orderId)))
        .limit(1);
      return row;
    },

    /** Stores the customer's checked answers to the order's survey. */
    async insertResponse(row: Omit<typeof surveyResponses.$inferInsert, 'id'>) {
      await db.insert(surveyResponses).values({ id: newId(), ...row });
    },
  };
}
