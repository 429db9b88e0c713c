import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobSavedSearches, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { rawRows } from '../../lib/raw-rows.ts';

type Db = Database['db'];
export type SavedSearchRow = typeof jobSavedSearches.$inferSelect;
/** A saved search the digest claimed, with the read state its e-mail is claimed against. */
export type DueSavedSearch = Pick<SavedSearchRow, 'id' | 'siteId' | 'userId' | 'what' | 'where' | 'createdAt' | 'lastSentAt' | 'seenJobIds'>;

/** How many posting ids a saved search remembers as sent (the newest). */
const SEEN_KEPT = 500;

/**
 * Claims the digest's e-mail: the outbox runs it with the mail's insert, and it takes only if no other digest
 * recorded postings for the search since this one read it. `last_sent_at` becomes the moment the search was run:
 * the next digest lists what was posted after it.
 */
export function claimSavedSearchDigest(s: DueSavedSearch, sent: string[], searchedAt: Date): SQL {
  const seen = [...s.seenJobIds, ...sent].slice(-SEEN_KEPT);
  return sql`update job_saved_searches set seen_job_ids = ${JSON.stringify(seen)}::jsonb, last_sent_at = ${searchedAt.toISOString()}::timestamptz
             where id = ${s.id} and seen_job_ids = ${JSON.stringify(s.seenJobIds)}::jsonb returning id`;
}

/** Customers' saved job searches; every query names the site and the owner. */
export function savedSearchesRepo(db: Db) {
  const own = (siteId: string, userId: string) => and(eq(jobSavedSearches.siteId, siteId), eq(jobSavedSearches.userId, userId));
  return {
    list(siteId: string, userId: string): Promise<SavedSearchRow[]> {
      return db.select().from(jobSavedSearches).where(own(siteId, userId)).orderBy(asc(jobSavedSearches.createdAt), asc(jobSavedSearches.id));
    },

    /**
     * Saves the search unless the owner has `max` already (counted under a lock on the user's row, so two saves
     * at once never make one too many); the same What and Where saved again answers the one stored.
     */
    async create(siteId: string, userId: string, what: string, where: string, max: number): Promise<SavedSearchRow | 'full'> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.siteId, siteId)))
          .for('update');
        const [same] = await tx
          .select()
          .from(jobSavedSearches)
          .where(and(own(siteId, userId), eq(jobSavedSearches.what, what), eq(jobSavedSearches.where, where)));
        if (same) return same;
        const [n] = await tx.select({ n: count() }).from(jobSavedSearches).where(own(siteId, userId));
        if (n.n >= max) return 'full' as const;
        const [row] = await tx.insert(jobSavedSearches).values({ id: newId(), siteId, userId, what, where }).returning();
        return row;
      });
    },

    /** True when it was the owner's and is gone. */
    async remove(siteId: string, userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(jobSavedSearches)
        .where(and(eq(jobSavedSearches.id, id), own(siteId, userId)))
        .returning({ id: jobSavedSearches.id });
      return rows.length > 0;
    },

    /**
     * Claims up to `limit` searches not looked at for `everySeconds` (FOR UPDATE SKIP LOCKED, then stamped as
     * looked at now): each instance gets its own, and each search is looked at once a day.
     */
    claimDue(everySeconds: number, limit: number): Promise<DueSavedSearch[]> {
      return rawRows<{
        id: string;
        site_id: string;
        user_id: string;
        what: string;
        location: string;
        created_at: string | Date;
        last_sent_at: string | Date | null;
        seen_job_ids: string[];
      }>(
        db,
        sql`update job_saved_searches s set last_checked_at = now()
            where s.id in (select id from job_saved_searches
                           where last_checked_at is null or last_checked_at < now() - make_interval(secs => ${everySeconds})
                           order by last_checked_at nulls first, id limit ${limit} for update skip locked)
            returning s.id, s.site_id, s.user_id, s.what, s.location, s.created_at, s.last_sent_at, s.seen_job_ids`,
      ).then((rows) =>
        rows.map((r) => ({
          id: r.id,
          siteId: r.site_id,
          userId: r.user_id,
          what: r.what,
          where: r.location,
          createdAt: new Date(r.created_at),
          lastSentAt: r.last_sent_at === null ? null : new Date(r.last_sent_at),
          seenJobIds: typeof r.seen_job_ids === 'string' ? (JSON.parse(r.seen_job_ids) as string[]) : r.seen_job_ids,
        })),
      );
    },

    /** Who a digest goes to, and whether they want it. */
    async recipient(siteId: string, userId: string) {
      const [user] = await db
        .select({ email: users.email, firstName: users.firstName, emailPreferences: users.emailPreferences, language: users.language, role: users.role })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
      return user;
    },
  };
}
export type SavedSearchesRepo = ReturnType<typeof savedSearchesRepo>;
