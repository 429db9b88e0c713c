import { and, asc, eq, sql } from 'drizzle-orm';
import type { TSurveyInput, TSurveyPatch, TSurveyQuestion } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { packages, surveys } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { nextVersion, sameVersion } from '../../lib/versioned.ts';

// Qualified by hand: a subquery would rebind an unqualified column.
const packageCount = sql<number>`(select count(*)::int from "packages" p where p.site_id = "surveys"."site_id"
  and p.survey->>'_id' = "surveys"."id")`;

const columns = {
  id: surveys.id,
  title: surveys.title,
  questions: sql<TSurveyQuestion[]>`${surveys.questions}`,
  packageCount,
  createdAt: surveys.createdAt,
  updatedAt: surveys.updatedAt,
};
export type AdminSurveyRow = { id: string; title: string; questions: TSurveyQuestion[]; packageCount: number; createdAt: Date; updatedAt: Date };

/** The copy a package carries (and an order keeps from it): spec 01's surveyDetails. */
export const surveyDetails = (row: Pick<AdminSurveyRow, 'id' | 'title' | 'questions'>) => ({ _id: row.id, title: row.title, questions: row.questions });

const ofSite = (siteId: string, id: string) => and(eq(surveys.siteId, siteId), eq(surveys.id, id));

/** A site's feedback surveys as its admins edit them. Scoped by site. */
export function surveysAdminRepo(db: Db) {
  const find = async (siteId: string, id: string): Promise<AdminSurveyRow | undefined> => {
    const [row] = await db.select(columns).from(surveys).where(ofSite(siteId, id)).limit(1);
    return row;
  };
  return {
    find,
    list: (siteId: string): Promise<AdminSurveyRow[]> =>
      db.select(columns).from(surveys).where(eq(surveys.siteId, siteId)).orderBy(asc(surveys.createdAt), asc(surveys.id)),

    async create(siteId: string, input: TSurveyInput): Promise<string> {
      const id = `survey-${newId().slice(0, 12)}`;
      await db.insert(surveys).values({ id, siteId, ...input });
      return id;
    },

    /**
     * Undefined: no row holds that version. The packages that carry the survey get the new copy in the same
     * transaction; orders keep the one they were bought with.
     */
    update: (siteId: string, id: string, { updatedAt, ...changes }: TSurveyPatch): Promise<string | undefined> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(surveys)
          .set({ ...changes, updatedAt: nextVersion(surveys.updatedAt) })
          .where(and(ofSite(siteId, id), sameVersion(surveys.updatedAt, updatedAt)))
          .returning({ id: surveys.id, title: surveys.title, questions: sql<TSurveyQuestion[]>`${surveys.questions}` });
        if (!row) return undefined;
        await tx
          .update(packages)
          .set({ survey: surveyDetails(row) })
          .where(and(eq(packages.siteId, siteId), sql`${packages.survey}->>'_id' = ${id}`));
        return row.id;
      }),

    /** A package carries it (orders keep their own copy, so they do not hold it). */
    async inUse(siteId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.siteId, siteId), sql`${packages.survey}->>'_id' = ${id}`))
        .limit(1);
      return row !== undefined;
    },

    async remove(siteId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(surveys).where(ofSite(siteId, id)).returning({ id: surveys.id });
      return deleted.length > 0;
    },
  };
}
