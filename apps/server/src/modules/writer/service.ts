import { and, eq } from 'drizzle-orm';
import { MESSAGES, type TWriterProfile, type TWriterProfileResponse } from '@draftdesk/contract';
import { users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { presentSessionUser } from '../auth/presenter.ts';

/** POST /api/writer/profile: the wizard's three steps at once, stored as the writer's writer_data. */
export async function updateWriterProfile(deps: Deps, ctx: AuthedCtx, body: TWriterProfile): Promise<TWriterProfileResponse> {
  const writerData = { ...body, updatedAt: new Date().toISOString() };
  await deps.db
    .update(users)
    .set({ writerData })
    .where(and(eq(users.siteId, ctx.siteId), eq(users.id, ctx.user.id)));
  const user = await deps.repos.auth.findUserById(ctx.siteId, ctx.user.id);
  return { status: true, message: MESSAGES.profileUpdated, user: presentSessionUser(user!) };
}
