import { and, eq } from 'drizzle-orm';
import type { TWriterProfile } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The writer's profile, stored as the user's writer_data. */
export function writerRepo(db: Db) {
  return {
    async saveProfile(siteId: string, userId: string, profile: TWriterProfile & { updatedAt: string }): Promise<void> {
      await db
        .update(users)
        .set({ writerData: profile })
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
    },
  };
}
