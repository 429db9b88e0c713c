import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_USERS_PAGE_SIZE,
  MESSAGES,
  ZStaffRole,
  eraseConfirmed,
  erasedEmail,
  type TAcceptInvitationRequest,
  type TAdminUser,
  type TAdminUserCreateRequest,
  type TAdminUserEraseRequest,
  type TAdminUserResponse,
  type TAdminUsersQuery,
  type TAdminUsersResponse,
  type TAdminUserWriteResponse,
  type TInvitationResponse,
} from '@draftdesk/contract';
import { transaction } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { presentSessionUser } from '../auth/presenter.ts';
import { baseUrl, sendResetMail } from '../auth/service.ts';
import { auditRepo } from '../audit/repo.ts';
import { eraseRepo } from './erase-repo.ts';
import { sendInvitation } from './invitation.ts';
import { usersRepo, type AccountRow } from './repo.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function presentAccount(row: AccountRow): TAdminUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.status,
    createdAt: iso(row.createdAt)!,
    lastSeenAt: iso(row.lastSeenAt),
    orderCount: row.orderCount,
  };
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

async function found(deps: Deps, ctx: AuthedCtx, id: string): Promise<AccountRow> {
  const row = await usersRepo(deps.db).find(ctx.siteId, id);
  if (!row) throw AppError.of('userNotFound', 404);
  return row;
}

/** GET /api/admin/users: the site's accounts, newest first, filtered by role and a search of name and e-mail. */
export async function listUsers(deps: Deps, ctx: AuthedCtx, q: TAdminUsersQuery): Promise<TAdminUsersResponse> {
  const { rows, total } = await usersRepo(deps.db).list(ctx.siteId, q);
  return { status: true, users: rows.map(presentAccount), total, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/** GET /api/admin/users/{id}: one account and what admins did to it. */
export async function getUser(deps: Deps, ctx: AuthedCtx, id: string): Promise<TAdminUserResponse> {
  const row = await found(deps, ctx, id);
  const history = await auditRepo(deps.db).history(ctx.siteId, 'user', id);
  return {
    status: true,
    user: presentAccount(row),
    history: history.map((h) => ({ _id: h.id, action: h.action, actorName: h.actorName, createdAt: h.createdAt.toISOString(), data: h.data })),
  };
}

/** POST /api/admin/users: a writer, reviewer or admin account, invited by e-mail to choose a password. */
export async function inviteUser(deps: Deps, req: FastifyRequest, ctx: AuthedCtx, body: TAdminUserCreateRequest): Promise<TAdminUserWriteResponse> {
  const repo = usersRepo(deps.db);
  const id = await repo.createInvited(ctx.siteId, body);
  if (!id) throw AppError.of('userAlreadyExists', 409, { email: MESSAGES.userAlreadyExists });
  await sendInvitation(deps, ctx.site, baseUrl(deps, req), fullName(ctx.user), { id, email: body.email, language: null, role: body.role });
  await auditRepo(deps.db).record({ siteId: ctx.siteId, actorId: ctx.user.id, targetType: 'user', targetId: id, action: 'invited', data: { role: body.role } });
  return { status: true, message: MESSAGES.invitationSent, user: presentAccount(await found(deps, ctx, id)) };
}

/** POST /api/admin/users/{id}/invitation: a new link for a member who has not chosen a password yet. */
export async function resendInvitation(deps: Deps, req: FastifyRequest, ctx: AuthedCtx, id: string): Promise<TAdminUserWriteResponse> {
  const row = await found(deps, ctx, id);
  const role = ZStaffRole.safeParse(row.role);
  if (row.status !== 'invited' || !role.success) throw AppError.of('invitationNotPending', 409);
  await sendInvitation(deps, ctx.site, baseUrl(deps, req), fullName(ctx.user), { id, email: row.email, language: row.language, role: role.data });
  await auditRepo(deps.db).record({ siteId: ctx.siteId, actorId: ctx.user.id, targetType: 'user', targetId: id, action: 'invitationResent' });
  return { status: true, message: MESSAGES.invitationSent, user: presentAccount(row) };
}

/** PATCH /api/admin/users/{id}: deactivating ends every session at once, on every instance; nothing is deleted. */
export async function setUserActive(deps: Deps, ctx: AuthedCtx, id: string, active: boolean): Promise<TAdminUserWriteResponse> {
  if (!active && id === ctx.user.id) throw AppError.of('cannotDeactivateSelf', 409);
  if ((await found(deps, ctx, id)).status === 'erased') throw AppError.of('accountErased', 409);
  const repo = usersRepo(deps.db);
  if (!(await repo.setActive(ctx.siteId, id, active))) throw AppError.of('userNotFound', 404);
  if (!active) await deps.sessions.endOthers(id, null);
  await auditRepo(deps.db).record({
    siteId: ctx.siteId,
    actorId: ctx.user.id,
    targetType: 'user',
    targetId: id,
    action: active ? 'reactivated' : 'deactivated',
  });
  return { status: true, message: active ? MESSAGES.userReactivated : MESSAGES.userDeactivated, user: presentAccount(await found(deps, ctx, id)) };
}

/** POST /api/admin/users/{id}/reset-password: the owner gets the same one-hour link as from the login page. */
export async function adminSendReset(deps: Deps, req: FastifyRequest, ctx: AuthedCtx, id: string): Promise<TAdminUserWriteResponse> {
  const row = await found(deps, ctx, id);
  if (row.status === 'erased') throw AppError.of('accountErased', 409);
  if (row.status === 'deactivated') throw AppError.of('accountDeactivated', 409);
  await sendResetMail(deps, req, row);
  await auditRepo(deps.db).record({ siteId: ctx.siteId, actorId: ctx.user.id, targetType: 'user', targetId: id, action: 'passwordResetSent' });
  return { status: true, message: MESSAGES.adminResetSent, user: presentAccount(row) };
}

/**
 * DELETE /api/admin/users/{id} {confirm}: a customer's personal data and files are erased in one transaction (see
 * erase-repo.ts for what each table keeps); invoices and payments keep amount, date and reference. Their sessions end
 * on every instance, and the stored files are deleted once the transaction has committed.
 */
export async function eraseCustomer(
  deps: Deps,
  req: FastifyRequest,
  ctx: AuthedCtx,
  id: string,
  body: TAdminUserEraseRequest,
): Promise<TAdminUserWriteResponse> {
  const erased = await transaction(deps.db, async (tx) => {
    const repo = eraseRepo(tx);
    const account = await repo.lockAccount(ctx.siteId, id);
    if (!account) throw AppError.of('userNotFound', 404);
    if (account.role !== 'user') throw AppError.of('notACustomer', 409);
    if (account.email === erasedEmail(account.id)) throw AppError.of('accountErased', 409);
    if (!eraseConfirmed(body.confirm, account.email)) throw AppError.of('eraseConfirmMismatch', 400, { confirm: MESSAGES.eraseConfirmMismatch });
    const k = { siteId: ctx.siteId, userId: id, email: account.email, orderIds: await repo.orderIds(ctx.siteId, id) };
    const name = fullName(account);
    // Before the free reviews lose the e-mail that finds them.
    const fileKeys = await repo.deleteFiles(k);
    await repo.scrubDocuments(k);
    await repo.scrubChat(k);
    await repo.scrubAnswers(k);
    await repo.scrubSignatures(k);
    await repo.scrubNotifications(k, name);
    await repo.scrubCritiques(k);
    await repo.dropMail(k, name);
    await repo.dropJobSearches(k);
    await repo.dropBoards(k);
    await repo.dropResumes(k);
    const sessions = await repo.endAccess(k);
    await repo.scrubAccount(k);
    await auditRepo(tx).record({
      siteId: ctx.siteId,
      actorId: ctx.user.id,
      targetType: 'user',
      targetId: id,
      action: 'erase',
      data: { orders: k.orderIds.length, files: fileKeys.length },
    });
    return { fileKeys, sessions };
  });
  for (const idHash of erased.sessions) deps.sessionCache.drop(idHash);
  const left: string[] = [];
  for (const key of erased.fileKeys) await deps.storage.remove(key).catch(() => left.push(key));
  // Their rows are gone: the operator removes what storage kept by these keys.
  if (left.length > 0) req.log.error({ userId: id, keys: left }, 'erased files could not be removed from storage');
  return { status: true, message: MESSAGES.customerErased, user: presentAccount(await found(deps, ctx, id)) };
}

// ---- The invitation's page

async function invitedAccount(deps: Deps, req: FastifyRequest, code: string): Promise<AccountRow> {
  const userId = await deps.repos.auth.liveCodeUser(sha256(code), 'invite', req.ctx.siteId);
  const row = userId ? await usersRepo(deps.db).find(req.ctx.siteId, userId) : undefined;
  if (!row || row.status !== 'invited') throw AppError.of('invitationInvalid', 404);
  return row;
}

/** GET /api/auth/invitation/{code}: checked when the page opens, so a dead link says so before the form is filled. */
export async function invitationDetails(deps: Deps, req: FastifyRequest, code: string): Promise<TInvitationResponse> {
  const row = await invitedAccount(deps, req, code);
  return { status: true, email: row.email, firstName: row.firstName, role: ZStaffRole.parse(row.role) };
}

/** POST /api/auth/invitation: the password is set, the link used up, and the new member signed in. */
export async function acceptInvitation(deps: Deps, req: FastifyRequest, reply: FastifyReply, body: TAcceptInvitationRequest) {
  const { siteId } = req.ctx;
  await invitedAccount(deps, req, body.code);
  const used = await deps.repos.auth.consumeCode(sha256(body.code), 'invite', siteId);
  if (!used) throw AppError.of('invitationInvalid', 400);
  await deps.repos.auth.setPassword(siteId, used.userId, await hashPassword(body.password));
  const user = await deps.repos.auth.findUserById(siteId, used.userId);
  if (!user) throw AppError.of('invitationInvalid', 400);
  await deps.sessions.start(req, reply, user, false);
  await auditRepo(deps.db).record({ siteId, actorId: user.id, targetType: 'user', targetId: user.id, action: 'invitationAccepted' });
  // The login's answer: staff have no orders of their own.
  return { status: true, message: MESSAGES.invitationAccepted, user: presentSessionUser(user), orders: [] };
}
