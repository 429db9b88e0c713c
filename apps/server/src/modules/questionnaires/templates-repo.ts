import { and, desc, eq } from 'drizzle-orm';
import type { TQuestionnaireItem } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { orderFollowups, questionnaireTemplates } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type FollowupRow = typeof orderFollowups.$inferSelect;
export type TemplateRow = typeof questionnaireTemplates.$inferSelect;

/** The writer's questions: follow-ups of an order's services, and the writer's own templates. */
export function questionsRepo(db: Db) {
  const followup = (siteId: string, orderId: string, serviceId: string) =>
    and(eq(orderFollowups.siteId, siteId), eq(orderFollowups.orderId, orderId), eq(orderFollowups.serviceId, serviceId));
  const ownTemplate = (siteId: string, writerId: string, id: string) =>
    and(eq(questionnaireTemplates.siteId, siteId), eq(questionnaireTemplates.writerId, writerId), eq(questionnaireTemplates.id, id));

  return {
    async findFollowup(siteId: string, orderId: string, serviceId: string): Promise<FollowupRow | undefined> {
      const [row] = await db
        .select()
        .from(orderFollowups)
        .where(followup(siteId, orderId, serviceId))
        .limit(1);
      return row;
    },

    async saveFollowupDraft(siteId: string, orderId: string, serviceId: string, items: TQuestionnaireItem[]): Promise<FollowupRow> {
      const updatedAt = new Date();
      const [row] = await db
        .insert(orderFollowups)
        .values({ siteId, orderId, serviceId, draftItems: items, updatedAt })
        .onConflictDoUpdate({ target: [orderFollowups.orderId, orderFollowups.serviceId], set: { draftItems: items, updatedAt } })
        .returning();
      return row;
    },

    /** The draft becomes what the customer sees. */
    async publishFollowup(siteId: string, orderId: string, serviceId: string, items: TQuestionnaireItem[]): Promise<FollowupRow> {
      const now = new Date();
      const [row] = await db
        .update(orderFollowups)
        .set({ publishedItems: items, publishedAt: now, updatedAt: now })
        .where(followup(siteId, orderId, serviceId))
        .returning();
      return row;
    },

    listTemplates(siteId: string, writerId: string): Promise<TemplateRow[]> {
      return db
        .select()
        .from(questionnaireTemplates)
        .where(and(eq(questionnaireTemplates.siteId, siteId), eq(questionnaireTemplates.writerId, writerId)))
        .orderBy(desc(questionnaireTemplates.createdAt), desc(questionnaireTemplates.id));
    },

    async createTemplate(siteId: string, writerId: string, name: string): Promise<TemplateRow> {
      const [row] = await db.insert(questionnaireTemplates).values({ id: newId(), siteId, writerId, name }).returning();
      return row;
    },

    /** A writer's own template; with `writerId` null, any template of the site (reviewers read them all). */
    async findTemplate(siteId: string, writerId: string | null, id: string): Promise<TemplateRow | undefined> {
      const where = writerId ? ownTemplate(siteId, writerId, id) : and(eq(questionnaireTemplates.siteId, siteId), eq(questionnaireTemplates.id, id));
      const [row] = await db.select().from(questionnaireTemplates).where(where).limit(1);
      return row;
    },

    async updateTemplate(
      siteId: string,
      writerId: string,
      id: string,
      set: Partial<Pick<TemplateRow, 'name' | 'status' | 'draftItems' | 'publishedItems' | 'publishedAt'>>,
    ): Promise<TemplateRow | undefined> {
      const [row] = await db
        .update(questionnaireTemplates)
        .set({ ...set, updatedAt: new Date() })
        .where(ownTemplate(siteId, writerId, id))
        .returning();
      return row;
    },
  };
}
