import { and, eq, desc } from 'drizzle-orm';
import { z } from 'zod';
import { ZQuestionnaireItem, type TQuestionnaireAnswers, type TQuestionnaireItem } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { orderFollowups, questionnaireAnswers, questionnaires, questionnaireTemplates } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

const ZItems = z.array(ZQuestionnaireItem);

/** Questionnaire definitions of a site, follow-up questions and submitted answers of its orders. */
export function questionnairesRepo(db: Db) {
  return {
    async findDefinition(siteId: string, id: string) {
      const [row] = await db
        .select({ id: questionnaires.id, name: questionnaires.name, items: questionnaires.items })
        .from(questionnaires)
        .where(and(eq(questionnaires.siteId, siteId), eq(questionnaires.id, id)))
        .limit(1);
      return row ? { id: row.id, name: row.name, items: ZItems.parse(row.items) } : undefined;
    },

    /** The follow-up questions the writer published for one service, or undefined. */
    async findPublishedFollowup(siteId: string, orderId: string, serviceId: string): Promise<TQuestionnaireItem[] | undefined> {
      const [row] = await db
        .select({ items: orderFollowups.publishedItems })
        .from(orderFollowups)
        .where(and(eq(orderFollowups.siteId, siteId), eq(orderFollowups.orderId, orderId), eq(orderFollowups.serviceId, serviceId)))
        .limit(1);
      return row?.items ?? undefined;
    },

    async findAnswers(siteId: string, orderId: string, questionnaireId: string, serviceId: string) {
      const [row] = await db
        .select()
        .from(questionnaireAnswers)
        .where(
          and(
            eq(questionnaireAnswers.siteId, siteId),
            eq(questionnaireAnswers.orderId, orderId),
            eq(questionnaireAnswers.questionnaireId, questionnaireId),
            eq(questionnaireAnswers.serviceId, serviceId),
          ),
        )
        .limit(1);
      return row;
    },

    async insertAnswers(a: {
      siteId: string;
      orderId: string;
      questionnaireId: string;
      serviceId: string;
      userId: string;
      name: string;
      items: TQuestionnaireItem[];
      answers: TQuestionnaireAnswers;
    }) {
      await db.insert(questionnaireAnswers).values({ id: newId(), ...a });
    },
  };
}

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
