import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobPostings, jobSearchClicks, jobSearches } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { CataloguePosting } from './catalogue/generate.ts';
import type { Place } from './where.ts';

type Db = Database['db'];
export type PostingRow = typeof jobPostings.$inferSelect;

/** The job search's tables: the catalogue's postings, each customer's last search and the postings they opened. */
export function jobsRepo(db: Db) {
  const placeFilter = (place: Place): SQL | undefined => {
    const p = jobPostings;
    switch (place.kind) {
      case 'any':
        return undefined;
      case 'zip':
        return sql`${p.zip} like ${`${place.prefix}%`}`;
      case 'cityState':
        return and(sql`lower(${p.city}) = ${place.city}`, or(sql`lower(${p.stateCode}) = ${place.state}`, sql`lower(${p.stateName}) = ${place.state}`));
      case 'name':
        return or(sql`lower(${p.city}) = ${place.name}`, sql`lower(${p.stateCode}) = ${place.name}`, sql`lower(${p.stateName}) = ${place.name}`);
    }
  };

  return {
    async countPostings(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(jobPostings);
      return row.n;
    },

    /** Adds the postings not stored yet (several instances may seed at once). */
    async insertPostings(postings: CataloguePosting[]): Promise<void> {
      for (let i = 0; i < postings.length; i += 500) {
        await db
          .insert(jobPostings)
          .values(postings.slice(i, i + 500))
          .onConflictDoNothing();
      }
    },

    /** One page of postings: ranked by full-text relevance to `what` (newest first among equals, or without `what`). */
    async searchPostings(what: string, place: Place, offset: number, limit: number): Promise<{ count: number; rows: PostingRow[] }> {
      const query = sql`websearch_to_tsquery('english'::regconfig, ${what})`;
      const where = and(what ? sql`${jobPostings.search} @@ ${query}` : undefined, placeFilter(place));
      const [total] = await db.select({ n: count() }).from(jobPostings).where(where);
      // Postings whose titles match come first, then by rank over titles, company, description and category.
      const titleMatches = sql`ts_filter(${jobPostings.search}, '{a}') @@ ${query}`;
      const order = what
        ? [desc(titleMatches), desc(sql`ts_rank(${jobPostings.search}, ${query})`), desc(jobPostings.postedAt), jobPostings.id]
        : [desc(jobPostings.postedAt), jobPostings.id];
      const rows = await db
        .select()
        .from(jobPostings)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit);
      return { count: total.n, rows };
    },

    async lastSearch(siteId: string, userId: string): Promise<{ keywords: string; location: string } | undefined> {
      const [row] = await db
        .select({ keywords: jobSearches.keywords, location: jobSearches.location })
        .from(jobSearches)
        .where(and(eq(jobSearches.userId, userId), eq(jobSearches.siteId, siteId)));
      return row;
    },

    async saveLastSearch(siteId: string, userId: string, keywords: string, location: string): Promise<void> {
      await db
        .insert(jobSearches)
        .values({ userId, siteId, keywords, location })
        .onConflictDoUpdate({ target: jobSearches.userId, set: { siteId, keywords, location, updatedAt: new Date() } });
    },

    async saveClick(click: Omit<typeof jobSearchClicks.$inferInsert, 'id' | 'createdAt'>): Promise<string> {
      const id = newId();
      await db.insert(jobSearchClicks).values({ id, ...click });
      return id;
    },

    async clicksOf(siteId: string, userId: string) {
      return db
        .select()
        .from(jobSearchClicks)
        .where(and(eq(jobSearchClicks.siteId, siteId), eq(jobSearchClicks.userId, userId)))
        .orderBy(desc(jobSearchClicks.createdAt));
    },
  };
}
export type JobsRepo = ReturnType<typeof jobsRepo>;
