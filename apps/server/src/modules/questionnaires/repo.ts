import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZQuestionnaireItem, type TQuestionnaireAnswers, type TQuestionnaireItem } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { orderFollowups, questionnaireAnswers, questionnaires } from '../../db/schema.ts';
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
