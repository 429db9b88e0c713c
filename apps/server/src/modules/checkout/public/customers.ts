import type { TCheckUserQuery, TRegisterCustomerRequest, TRegisterCustomerResponse } from '@draftdesk/contract';
import type { Deps } from '../../../deps.ts';
import type { Ctx, SessionUserRow } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { newId, newToken, sha256 } from '../../../lib/ids.ts';
import { hasPassword, NO_PASSWORD } from '../../../lib/password.ts';
import { AUTOLOGIN_CODE_TTL_MS, createAutologinCode } from '../../auth/service.ts';
import { presentCheckoutCustomer } from '../presenter.ts';
import { checkoutRepo } from '../repo.ts';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the visitor may act as this existing account. An e-mail alone is
 * public knowledge: it takes the account's own session, or the
 * uniqueCustomerId the account was created with (the review link carries it).
 */
function mayActAs(ctx: Ctx, user: SessionUserRow, uniqueCustomerId: string | undefined): boolean {
  if (user.role !== 'user') return false;
  if (ctx.user?.id === user.id) return true;
  return user.uniqueCustomerId !== '' && uniqueCustomerId === user.uniqueCustomerId;
}

/**
 * An account nobody has taken up: a buyer's registration whose payment never went through (declined, abandoned).
 * Its owner never chose a password (so never signed in with one) and it holds no order and no invoice, so whoever
 * comes back with its e-mail may finish a checkout with it (docs/decisions.md).
 */
async function isUnclaimed(deps: Deps, user: SessionUserRow & { passwordHash: string }): Promise<boolean> {
  if (user.role !== 'user' || hasPassword(user.passwordHash)) return false;
  return !(await checkoutRepo(deps.db).holdsAnything(user.siteId, user.id));
}

/**
 * The unclaimed account changes hands: the buyer's names and language, every earlier session and code ended. The
 * login code it gives works only once this payment is the account's order, so someone who took it over a moment
 * before its owner paid gets nothing from the owner's order (auth/repo.ts consumeCode).
 */
async function claim(deps: Deps, ctx: Ctx, userId: string, body: TRegisterCustomerRequest & { intent: string }): Promise<string> {
  await checkoutRepo(deps.db).takeOverAccount(ctx.siteId, userId, {
    firstName: body.firstName,
    lastName: body.lastName,
    pendingPurchasePackageId: body.item,
    ...(body.language ? { language: body.language } : {}),
  });
  await deps.repos.auth.voidCodes(ctx.siteId, userId);
  await deps.sessions.endOthers(userId, null);
  const code = newToken();
  await deps.repos.auth.createCode({
    codeHash: sha256(code),
    kind: `claim:${body.intent}`,
    userId,
    siteId: ctx.siteId,
    expiresAt: new Date(Date.now() + AUTOLOGIN_CODE_TTL_MS),
  });
  return code;
}

/**
 * POST /registerCustomer: the checkout's customer form. A new e-mail gets an
 * account on this site (no password yet: the welcome e-mail's link sets one),
 * the package becomes its pending purchase, the intent is tied to it, and a
 * single-use auto-login code comes back. An existing e-mail needs the account's
 * session or uniqueCustomerId, unless the account is unclaimed (above).
 */
export async function registerCustomer(deps: Deps, ctx: Ctx, body: TRegisterCustomerRequest): Promise<TRegisterCustomerResponse> {
  const { siteId } = ctx;
  const repo = checkoutRepo(deps.db);
  if (!(await repo.findPackage(siteId, body.item, { purchasable: true }))) throw AppError.of('packageNotFound', 404);
  let user = await deps.repos.auth.findUserByEmail(siteId, body.email);
  if (body.intent) {
    const intent = await repo.findIntent(siteId, body.intent);
    const someoneElses = intent?.customerId != null && intent.customerId !== user?.id;
    if (!intent || intent.kind !== 'order' || intent.packageId !== body.item || someoneElses) throw AppError.of('paymentNotFound', 404);
  }

  let claimed: string | null = null;
  if (!user) {
    const id = newId();
    const created = await repo.insertCustomer({
      id,
      siteId,
      email: body.email,
      passwordHash: NO_PASSWORD,
      firstName: body.firstName,
      lastName: body.lastName,
      role: 'user',
      uniqueCustomerId: body.uniqueCustomerId || `cust-${newToken().slice(0, 16)}`,
      pendingPurchasePackageId: body.item,
      language: body.language ?? null,
    });
    // Another request registered the same e-mail a moment ago: treat it as existing.
    user = await deps.repos.auth.findUserByEmail(siteId, body.email);
    if (!user || (!created && !mayActAs(ctx, user, body.uniqueCustomerId))) throw AppError.of('accountExists', 409);
  } else if (mayActAs(ctx, user, body.uniqueCustomerId)) {
    await deps.repos.auth.setPendingPurchase(siteId, user.id, body.item);
  } else if (body.intent && (await isUnclaimed(deps, user))) {
    claimed = await claim(deps, ctx, user.id, { ...body, intent: body.intent });
  } else {
    throw AppError.of('accountExists', 409);
  }

  if (body.intent) {
    await repo.bindIntentCustomer(siteId, body.intent, user.id);
    const bound = await repo.findIntent(siteId, body.intent);
    if (bound?.customerId !== user.id) throw AppError.of('paymentNotFound', 404);
  }
  if (claimed) {
    // The account's key (the review link's id) stays its owner's: whoever took it over does not learn it.
    const customer = presentCheckoutCustomer({ ...user, firstName: body.firstName, lastName: body.lastName, uniqueCustomerId: '' });
    return { status: true, code: claimed, customer };
  }
  const code = await createAutologinCode(deps, siteId, user.id);
  return { status: true, code, customer: presentCheckoutCustomer(user) };
}

/** GET /checkUser: a login code for an existing customer whose uniqueCustomerId and names match; 404 otherwise, whatever the reason. */
export async function checkUser(deps: Deps, ctx: Ctx, q: TCheckUserQuery) {
  const user = await deps.repos.auth.findUserByEmail(ctx.siteId, q.email);
  const matches = user && mayActAs(ctx, user, q.uniqueCustomerId) && sameName(user.firstName, q.firstName) && sameName(user.lastName, q.lastName);
  if (!matches) throw AppError.of('notFound', 404);
  return { status: true, code: await createAutologinCode(deps, ctx.siteId, user.id) };
}

/** The signed-in customer (role user) on this site, if any. */
export function sessionCustomer(ctx: Ctx): SessionUserRow | null {
  return ctx.user?.role === 'user' ? ctx.user : null;
}
