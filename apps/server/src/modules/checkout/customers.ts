import type { TCheckUserQuery, TRegisterCustomerRequest, TRegisterCustomerResponse } from '@draftdesk/contract';
import { users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { Ctx, SessionUserRow } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, newToken } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { createAutologinCode } from '../auth/service.ts';
import { presentCheckoutCustomer } from './presenter.ts';
import { checkoutRepo } from './repo.ts';

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
 * POST /registerCustomer: the checkout's customer form. A new e-mail gets an
 * account on this site (a random password: they choose one through reset),
 * the package becomes its pending purchase, the intent is tied to it, and a
 * single-use auto-login code comes back.
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

  if (!user) {
    const id = newId();
    const [created] = await deps.db
      .insert(users)
      .values({
        id,
        siteId,
        email: body.email,
        passwordHash: await hashPassword(newToken()),
        firstName: body.firstName,
        lastName: body.lastName,
        role: 'user',
        uniqueCustomerId: body.uniqueCustomerId || `cust-${newToken().slice(0, 16)}`,
        pendingPurchasePackageId: body.item,
      })
      .onConflictDoNothing({ target: [users.siteId, users.email] })
      .returning({ id: users.id });
    // Another request registered the same e-mail a moment ago: treat it as existing.
    user = await deps.repos.auth.findUserByEmail(siteId, body.email);
    if (!user || (!created && !mayActAs(ctx, user, body.uniqueCustomerId))) throw AppError.of('accountExists', 409);
  } else {
    if (!mayActAs(ctx, user, body.uniqueCustomerId)) throw AppError.of('accountExists', 409);
    await deps.repos.auth.setPendingPurchase(siteId, user.id, body.item);
  }

  if (body.intent) {
    await repo.bindIntentCustomer(siteId, body.intent, user.id);
    const bound = await repo.findIntent(siteId, body.intent);
    if (bound?.customerId !== user.id) throw AppError.of('paymentNotFound', 404);
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
