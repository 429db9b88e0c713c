import { and, count, desc, eq } from 'drizzle-orm';
import type { TResumeData } from '@draftdesk/contract';
import type { Database } from '../../db/client.ts';
import { resumes } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

type Db = Database['db'];
export type ResumeRow = typeof resumes.$inferSelect;
export type ResumeSummaryRow = Pick<ResumeRow, 'id' | 'title' | 'updatedAt'>;

/** Whose resumes a call reaches: the site and the signed-in customer, in every query's WHERE. */
export interface ResumeOwner {
  siteId: string;
  userId: string;
}

const owned = (o: ResumeOwner) => and(eq(resumes.siteId, o.siteId), eq(resumes.userId, o.userId));

export function resumesRepo(db: Db) {
  return {
    /** Last edited first; without the data, which may hold a picture. */
    async list(o: ResumeOwner): Promise<ResumeSummaryRow[]> {
      return db
        .select({ id: resumes.id, title: resumes.title, updatedAt: resumes.updatedAt })
        .from(resumes)
        .where(owned(o))
        .orderBy(desc(resumes.updatedAt), desc(resumes.id));
    },
    async count(o: ResumeOwner): Promise<number> {
      const [row] = await db.select({ n: count() }).from(resumes).where(owned(o));
      return row.n;
    },
    async find(o: ResumeOwner, id: string): Promise<ResumeRow | undefined> {
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(owned(o), eq(resumes.id, id)));
      return row;
    },
    async insert(o: ResumeOwner, title: string, data: TResumeData): Promise<ResumeRow> {
      const [row] = await db.insert(resumes).values({ id: newId(), siteId: o.siteId, userId: o.userId, title, data }).returning();
      return row;
    },
    /** The autosave: the whole resume, and the title when given. Undefined when it is not the owner's. */
    async update(o: ResumeOwner, id: string, fields: { title?: string; data: TResumeData }): Promise<ResumeSummaryRow | undefined> {
      const [row] = await db
        .update(resumes)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(owned(o), eq(resumes.id, id)))
        .returning({ id: resumes.id, title: resumes.title, updatedAt: resumes.updatedAt });
      return row;
    },
    async remove(o: ResumeOwner, id: string): Promise<boolean> {
      const rows = await db
        .delete(resumes)
        .where(and(owned(o), eq(resumes.id, id)))
        .returning({ id: resumes.id });
      return rows.length > 0;
    },
  };
}
export type ResumesRepo = ReturnType<typeof resumesRepo>;
