import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { CRITIQUE_TABS, type TCritiqueReport, type TCritiqueTab } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { checkoutClicks, critiqueViews, critiques, orderEvents } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type CritiqueRow = typeof critiques.$inferSelect;
export interface FunnelCounts {
  views: number;
  scheduleClicks: number;
  checkoutClicks: number;
  purchases: number;
}

/** A review's funnel: its page loads, consultation clicks, checkout clicks, and the orders bought through those. */
// Qualified by hand: in a one-table select Drizzle names the outer columns bare, which the subqueries' tables share.
const ID = sql.raw('"critiques"."id"');
const SITE = sql.raw('"critiques"."site_id"');
const funnelColumns = {
  views: sql<number>`(select count(*)::int from ${critiqueViews} v where v.critique_id = ${ID})`,
  scheduleClicks: sql<number>`(select count(*)::int from ${critiqueViews} v where v.critique_id = ${ID} and v.schedule_clicked_at is not null)`,
  checkoutClicks: sql<number>`(select count(*)::int from ${checkoutClicks} c where c.site_id = ${SITE} and c.critique_id = ${ID})`,
  purchases: sql<number>`(select count(*)::int from ${orderEvents} e join ${checkoutClicks} c on c.id = e.data->>'checkoutClickId'
    where e.site_id = ${SITE} and e.kind = 'order_created' and c.critique_id = ${ID})`,
};
export const ADMIN_PAGE_SIZE = 25;
const TAB_ORDER = sql.raw(`array[${CRITIQUE_TABS.map((t) => `'${t}'`).join(', ')}]::text[]`);

/** A claimed review: what the job needs to read it and send the link. */
export type ClaimedCritique = Pick<CritiqueRow, 'id' | 'siteId' | 'fileKey' | 'fileKind' | 'attempts' | 'country' | 'language'>;

/** The reviews' queries: every one carries the site but the job's claim, which works across sites. */
export function critiquesRepo(db: Db) {
  return {
    async insert(row: typeof critiques.$inferInsert) {
      await db.insert(critiques).values(row);
    },

    async find(siteId: string, id: string): Promise<CritiqueRow | undefined> {
      const [row] = await db
        .select()
        .from(critiques)
        .where(and(eq(critiques.siteId, siteId), eq(critiques.id, id)))
        .limit(1);
      return row;
    },

    /** The versions of a review's resume (its line: the first upload and every improved one), oldest first; at most the last 50. */
    async versions(siteId: string, row: Pick<CritiqueRow, 'id' | 'versionOf'>) {
      const first = row.versionOf ?? row.id;
      const rows = await db
        .select({
          id: critiques.id,
          createdAt: critiques.createdAt,
          processedAt: critiques.processedAt,
          score: sql<number | null>`(${critiques.report}->'scores'->>'overall')::int`,
        })
        .from(critiques)
        .where(and(eq(critiques.siteId, siteId), or(eq(critiques.id, first), eq(critiques.versionOf, first))))
        .orderBy(desc(critiques.createdAt), desc(critiques.id))
        .limit(50);
      return rows.reverse();
    },

    async recordView(siteId: string, critiqueId: string): Promise<string> {
      const id = newId();
      await db.insert(critiqueViews).values({ id, siteId, critiqueId });
      return id;
    },

    /** Marks the view's consultation click; false when the view is not this review's. */
    async recordScheduleClick(siteId: string, critiqueId: string, viewId: string): Promise<boolean> {
      const rows = await db
        .update(critiqueViews)
        .set({ scheduleClickedAt: sql`coalesce(${critiqueViews.scheduleClickedAt}, now())` })
        .where(and(eq(critiqueViews.siteId, siteId), eq(critiqueViews.critiqueId, critiqueId), eq(critiqueViews.id, viewId)))
        .returning({ id: critiqueViews.id });
      return rows.length > 0;
    },

    /** Grows the visited tabs to the union of what is stored and what the page sent (never shrinks them). */
    async addProgress(siteId: string, id: string, tabs: TCritiqueTab[]): Promise<TCritiqueTab[] | undefined> {
      const [row] = await db
        .update(critiques)
        .set({
          // In the tabs' own order (CRITIQUE_TABS), each once.
          progress: sql`(select coalesce(jsonb_agg(t order by array_position(${TAB_ORDER}, t)), '[]'::jsonb)
            from (select distinct t from jsonb_array_elements_text(${critiques.progress} || ${JSON.stringify(tabs)}::jsonb) t) tabs)`,
        })
        .where(and(eq(critiques.siteId, siteId), eq(critiques.id, id)))
        .returning({ progress: critiques.progress });
      return row?.progress;
    },

    /** Sets the visitor's rating once; false when the review already has one (or is not there). */
    async setFeedback(siteId: string, id: string, stars: number, feedback: string): Promise<boolean> {
      const rows = await db
        .update(critiques)
        .set({ stars, feedback })
        .where(and(eq(critiques.siteId, siteId), eq(critiques.id, id), sql`${critiques.stars} is null`))
        .returning({ id: critiques.id });
      return rows.length > 0;
    },

    async setName(siteId: string, id: string, name: { firstName: string; lastName: string; email: string }): Promise<boolean> {
      const rows = await db
        .update(critiques)
        .set(name)
        .where(and(eq(critiques.siteId, siteId), eq(critiques.id, id)))
        .returning({ id: critiques.id });
      return rows.length > 0;
    },

    /** The site's reviews, newest first, with their funnels; `search` matches names, e-mail and file name. */
    async list(siteId: string, search: string | undefined, page: number) {
      const words = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        eq(critiques.siteId, siteId),
        words
          ? or(ilike(critiques.email, words), ilike(critiques.firstName, words), ilike(critiques.lastName, words), ilike(critiques.fileName, words))
          : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ critique: critiques, ...funnelColumns })
          .from(critiques)
          .where(where)
          .orderBy(desc(critiques.createdAt), critiques.id)
          .limit(ADMIN_PAGE_SIZE)
          .offset((page - 1) * ADMIN_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(critiques)
          .where(where),
      ]);
      return { rows, total };
    },

    async findWithFunnel(siteId: string, id: string) {
      const [row] = await db
        .select({ critique: critiques, ...funnelColumns })
        .from(critiques)
        .where(and(eq(critiques.siteId, siteId), eq(critiques.id, id)))
        .limit(1);
      return row;
    },

    /** Stores a report staff rewrote; the review is then theirs (`writtenByWriter`). */
    async saveEditedReport(siteId: string, id: string, report: TCritiqueReport) {
      await db
        .update(critiques)
        .set({ report, writtenByWriter: true })
        .where(and(eq(critiques.siteId, siteId), eq(critiques.id, id)));
    },

    /**
     * Claims up to `limit` reviews waiting for the engine, oldest first, for `leaseMs`: none that another instance
     * holds (FOR UPDATE SKIP LOCKED, then the lease), and again those whose holder stopped before finishing.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedCritique[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: critiques.id })
          .from(critiques)
          .where(and(sql`${critiques.processedAt} is null`, sql`(${critiques.leaseUntil} is null or ${critiques.leaseUntil} < now())`))
          .orderBy(critiques.createdAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(critiques)
          .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`, attempts: sql`${critiques.attempts} + 1` })
          .where(
            sql`${critiques.id} in (${sql.join(
              due.map((d) => sql`${d.id}`),
              sql`, `,
            )})`,
          )
          .returning({
            id: critiques.id,
            siteId: critiques.siteId,
            fileKey: critiques.fileKey,
            fileKind: critiques.fileKind,
            attempts: critiques.attempts,
            country: critiques.country,
            language: critiques.language,
          });
      });
    },

    /** Stores the engine's report; false when it was already processed (another holder finished first). */
    async finish(id: string, report: TCritiqueReport): Promise<CritiqueRow | undefined> {
      const [row] = await db
        .update(critiques)
        .set({ report, processedAt: sql`now()`, leaseUntil: null })
        .where(and(eq(critiques.id, id), sql`${critiques.processedAt} is null`))
        .returning();
      return row;
    },
  };
}

export type CritiquesRepo = ReturnType<typeof critiquesRepo>;
