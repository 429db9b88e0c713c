import { and, asc, eq, sql } from 'drizzle-orm';
import type { TQuestionnaireInput, TQuestionnaireItem, TQuestionnairePatch } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { questionnaires } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { nextVersion, sameVersion } from '../../lib/versioned.ts';

/** The JSON a package's services (or an order's package) contain when one of their modules asks questionnaire `id`. */
const askedBy = (id: SQL) => sql`jsonb_build_array(jsonb_build_object('serviceModules', jsonb_build_array(jsonb_build_object('id', ${id}::text))))`;
type SQL = ReturnType<typeof sql>;

// Qualified by hand: a subquery would rebind an unqualified column.
const packageCount = sql<number>`(select count(*)::int from "packages" p where p.site_id = "questionnaires"."site_id"
  and p.services @> ${askedBy(sql`"questionnaires"."id"`)})`;

const columns = {
  id: questionnaires.id,
  name: questionnaires.name,
  items: sql<TQuestionnaireItem[]>`${questionnaires.items}`,
  packageCount,
  createdAt: questionnaires.createdAt,
  updatedAt: questionnaires.updatedAt,
};
export type AdminQuestionnaireRow = { id: string; name: string; items: TQuestionnaireItem[]; packageCount: number; createdAt: Date; updatedAt: Date };

const ofSite = (siteId: string, id: string) => and(eq(questionnaires.siteId, siteId), eq(questionnaires.id, id));

/** A site's questionnaires (what a package's modules ask its customers) as its admins edit them. Scoped by site. */
export function questionnairesAdminRepo(db: Db) {
  return {
    list: (siteId: string): Promise<AdminQuestionnaireRow[]> =>
      db.select(columns).from(questionnaires).where(eq(questionnaires.siteId, siteId)).orderBy(asc(questionnaires.createdAt), asc(questionnaires.id)),

    async find(siteId: string, id: string): Promise<AdminQuestionnaireRow | undefined> {
      const [row] = await db.select(columns).from(questionnaires).where(ofSite(siteId, id)).limit(1);
      return row;
    },

    /** The ids among `ids` that name questionnaires of the site. */
    async existing(siteId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: questionnaires.id })
        .from(questionnaires)
        .where(and(eq(questionnaires.siteId, siteId), sql`${questionnaires.id} = any(${sql.param(ids)}::text[])`));
      return new Set(rows.map((r) => r.id));
    },

    async create(siteId: string, input: TQuestionnaireInput): Promise<string> {
      const id = newId();
      await db.insert(questionnaires).values({ id, siteId, ...input });
      return id;
    },

    /** Undefined: no row holds that version (gone, or saved by someone else in between). */
    async update(siteId: string, id: string, { updatedAt, ...changes }: TQuestionnairePatch): Promise<string | undefined> {
      const [row] = await db
        .update(questionnaires)
        .set({ ...changes, updatedAt: nextVersion(questionnaires.updatedAt) })
        .where(and(ofSite(siteId, id), sameVersion(questionnaires.updatedAt, updatedAt)))
        .returning({ id: questionnaires.id });
      return row?.id;
    },

    /** A package's module asks it, or an order was bought with one that does (its page reads the questionnaire). */
    async inUse(siteId: string, id: string): Promise<boolean> {
      const [row] = await rawRows<{ used: boolean }>(
        db,
        sql`select (exists (select 1 from packages where site_id = ${siteId} and services @> ${askedBy(sql`${id}`)})
          or exists (select 1 from orders where site_id = ${siteId}
            and package @> jsonb_build_object('packageServices', ${askedBy(sql`${id}`)}))) as used`,
      );
      return row.used;
    },

    async remove(siteId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(questionnaires).where(ofSite(siteId, id)).returning({ id: questionnaires.id });
      return deleted.length > 0;
    },
  };
}
