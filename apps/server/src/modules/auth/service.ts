import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type TLoginRequest } from '@draftdesk/contract';
import { mailLanguage, mailT } from '../../adapters/mail/i18n.ts';
import { brandedMail } from '../../adapters/mail/templates.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken, sha256 } from '../../lib/ids.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/password.ts';
import { requestHost } from '../../plugins/security.ts';
import { presentOrderStatus, presentSessionUser } from './presenter.ts';

export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
export const AUTOLOGIN_CODE_TTL_MS = 10 * 60 * 1000;

export function baseUrl(deps: Deps, req: FastifyRequest): string {
  return deps.config.publicUrl ?? `${req.protocol}://${requestHost(req)}`;
}

export async function login(deps: Deps, req: FastifyRequest, reply: FastifyReply, body: TLoginRequest) {
  const { siteId } = req.ctx;
  // Hashed: the shared counters' table need not hold e-mail addresses.
  const key = sha256(`${siteId}:${body.email}`);
  if (await deps.loginThrottle.isLocked(key)) throw AppError.of('loginLocked', 429);
  const user = await deps.repos.auth.findUserByEmail(siteId, body.email);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await deps.loginThrottle.fail(key);
    throw AppError.of('emailOrPasswordIncorrect', 401);
  }
  await deps.loginThrottle.succeed(key);
  // Said only to whoever knows the password: the form cannot be used to find deactivated accounts.
  if (user.deactivatedAt) throw AppError.of('accountDeactivated', 403);
  await deps.sessions.start(req, reply, user, body.rememberMe ?? false);
  const orders = user.role === 'user' ? await deps.repos.auth.ordersStatus(siteId, user.id) : [];
  const { passwordHash: _p, ...sessionUser } = user;
  return { status: true, user: presentSessionUser(sessionUser), orders: orders.map(presentOrderStatus) };
}

/** Always answers the same way, so the form cannot be used to find accounts. */
export async function requestPasswordReset(deps: Deps, req: FastifyRequest, email: string) {
  const user = await deps.repos.auth.findUserByEmail(req.ctx.siteId, email);
  if (user && !user.deactivatedAt) {
    // Sent in the background: the answer must take as long for unknown addresses as for known ones.
    sendResetMail(deps, req, user).catch((err) => req.log.error({ err }, 'reset e-mail failed'));
  }
  return { status: true, message: MESSAGES.resetEmailSent };
}

/** A single-use reset link (valid one hour) to the user, in their language; also sent by admins (People). */
export async function sendResetMail(deps: Deps, req: FastifyRequest, user: { id: string; email: string; language: string | null }) {
  const { site, siteId } = req.ctx;
  const code = newToken();
  await deps.repos.auth.createCode({ codeHash: sha256(code), kind: 'reset', userId: user.id, siteId, expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS) });
  const language = mailLanguage(user.language, site);
  const t = mailT(language);
  const mail = brandedMail(site, baseUrl(deps, req), user.email, {
    language,
    subject: t('reset.subject', { company: site.settings?.companyName ?? site.name }),
    heading: t('reset.heading'),
    body: t('reset.body'),
    actionText: t('reset.action'),
    actionUrl: `${baseUrl(deps, req)}/reset-password/${code}`,
  });
  await deps.mailer.send(mail);
}

/** The reset page checks its link when it opens, so a used or expired link says so before the form is filled. */
export async function checkResetCode(deps: Deps, req: FastifyRequest, code: string) {
  if (!(await deps.repos.auth.liveCodeUser(sha256(code), 'reset', req.ctx.siteId))) throw AppError.of('resetLinkInvalid', 404);
  return { status: true as const };
}

export async function resetPassword(deps: Deps, req: FastifyRequest, code: string, password: string) {
  const { siteId } = req.ctx;
  const used = await deps.repos.auth.consumeCode(sha256(code), 'reset', siteId);
  if (!used) throw AppError.of('resetLinkInvalid', 400);
  await deps.repos.auth.setPassword(siteId, used.userId, await hashPassword(password));
  await deps.sessions.endOthers(used.userId, null);
  return { status: true, message: MESSAGES.passwordResetSuccessfully };
}

/** Issues a single-use, short-lived login code (used by checkout's registerCustomer and checkUser). */
export async function createAutologinCode(deps: Deps, siteId: string, userId: string): Promise<string> {
  const code = newToken();
  await deps.repos.auth.createCode({
    codeHash: sha256(code),
    kind: 'autologin',
    userId,
    siteId,
    expiresAt: new Date(Date.now() + AUTOLOGIN_CODE_TTL_MS),
  });
  return code;
}

export async function autologin(deps: Deps, req: FastifyRequest, reply: FastifyReply, code: string, packageId?: string) {
  const { siteId } = req.ctx;
  const used = await deps.repos.auth.consumeCode(sha256(code), 'autologin', siteId);
  if (!used) throw AppError.of('autologinCodeInvalid', 403);
  // Only a purchasable package of this site can become the pending purchase.
  if (packageId && (await deps.repos.auth.isPurchasablePackage(siteId, packageId))) {
    await deps.repos.auth.setPendingPurchase(siteId, used.userId, packageId);
  }
  const user = await deps.repos.auth.findUserById(siteId, used.userId);
  if (!user) throw AppError.of('autologinCodeInvalid', 403);
  await deps.sessions.start(req, reply, user, false);
  return { status: true, user: presentSessionUser(user) };
}
