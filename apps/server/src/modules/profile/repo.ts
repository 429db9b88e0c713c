import { and, eq, ne, sql } from 'drizzle-orm';
import type { TLanguage, TProfileUpdateRequest } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The signed-in user's own row: every query carries the site and the user. */
export function profileRepo(db: Db) {
  const self = (siteId: string, userId: string) => and(eq(users.siteId, siteId), eq(users.id, userId));

  return {
    /** Whether another user of the site already has the e-mail. */
    async emailTaken(siteId: string, email: string, userId: string): Promise<boolean> {
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return taken.length > 0;
    },

    /** Names and e-mail; the e-mail kinds named are merged into the user's preferences. */
    async updateDetails(siteId: string, userId: string, body: Pick<TProfileUpdateRequest, 'firstName' | 'lastName' | 'email' | 'emailPreferences'>) {
      await db
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          // The kinds named change; the others keep their setting (EMAIL_KINDS).
          ...(body.emailPreferences ? { emailPreferences: sql`${users.emailPreferences} || ${JSON.stringify(body.emailPreferences)}::jsonb` } : {}),
        })
        .where(self(siteId, userId));
    },

    /** The stored upload's key becomes the user's picture. */
    async setProfileImage(siteId: string, userId: string, key: string) {
      await db.update(users).set({ profileImg: key }).where(self(siteId, userId));
    },

    /** The language the user's e-mails speak. */
    async setLanguage(siteId: string, userId: string, language: TLanguage) {
      await db.update(users).set({ language }).where(self(siteId, userId));
    },
  };
}
