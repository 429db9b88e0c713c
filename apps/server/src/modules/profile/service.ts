import { MESSAGES, type TLanguage, type TProfileUpdateRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { presentSessionUser } from '../auth/presenter.ts';
import { profileRepo } from './repo.ts';

/** A user may change only their own profile (spec 02 §7: the body names the user by `_id`). */
function assertSelf(ctx: AuthedCtx, id: string) {
  if (id !== ctx.user.id) throw AppError.of('forbidden', 403);
}

export async function updateProfile(deps: Deps, ctx: AuthedCtx, body: TProfileUpdateRequest) {
  assertSelf(ctx, body._id);
  const repo = profileRepo(deps.db);
  if (await repo.emailTaken(ctx.siteId, body.email, ctx.user.id)) throw new AppError(MESSAGES.emailTaken, 409, { email: MESSAGES.emailTaken });
  await repo.updateDetails(ctx.siteId, ctx.user.id, body);
  const user = await deps.repos.auth.findUserById(ctx.siteId, ctx.user.id);
  return { status: true, message: MESSAGES.profileUpdated, user: presentSessionUser(user!) };
}

/** Changing the password ends every other session of the user. */
export async function updatePassword(deps: Deps, ctx: AuthedCtx, id: string, password: string) {
  assertSelf(ctx, id);
  await deps.repos.auth.setPassword(ctx.siteId, ctx.user.id, await hashPassword(password));
  await deps.sessions.endOthers(ctx.user.id, ctx.sessionHash);
  return { status: true, message: MESSAGES.passwordSaved };
}

export async function setProfileImage(deps: Deps, ctx: AuthedCtx, key: string) {
  await profileRepo(deps.db).setProfileImage(ctx.siteId, ctx.user.id, key);
  return { status: true, message: MESSAGES.profilePictureUpdated, user: { profile_img: key } };
}

/** The caller's own language, which their e-mails speak (mail/i18n.ts). */
export async function setLanguage(deps: Deps, ctx: AuthedCtx, language: TLanguage) {
  await profileRepo(deps.db).setLanguage(ctx.siteId, ctx.user.id, language);
  return { status: true, language };
}
