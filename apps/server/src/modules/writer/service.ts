import { MESSAGES, type TWriterProfile, type TWriterProfileResponse } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { presentSessionUser } from '../auth/presenter.ts';
import { writerRepo } from './repo.ts';

/** POST /api/writer/profile: the wizard's three steps at once, stored as the writer's writer_data. */
export async function updateWriterProfile(deps: Deps, ctx: AuthedCtx, body: TWriterProfile): Promise<TWriterProfileResponse> {
  const writerData = { ...body, updatedAt: new Date().toISOString() };
  await writerRepo(deps.db).saveProfile(ctx.siteId, ctx.user.id, writerData);
  const user = await deps.repos.auth.findUserById(ctx.siteId, ctx.user.id);
  return { status: true, message: MESSAGES.profileUpdated, user: presentSessionUser(user!) };
}
