import type { TCustomLinkQuery } from '@draftdesk/contract';
import type { Deps } from '../../../deps.ts';
import type { Ctx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { checkoutRepo } from '../repo.ts';

async function sitePackage(deps: Deps, ctx: Ctx, packageId: string) {
  const pkg = await checkoutRepo(deps.db).findPackage(ctx.siteId, packageId, { purchasable: true });
  if (!pkg) throw AppError.of('packageNotFound', 404);
  return pkg;
}

/** GET /api/package/{packageId}/checkout-link/{critiqueId}: where the review's buy button leads. */
export async function checkoutLink(deps: Deps, ctx: Ctx, baseUrl: string, p: { packageId: string; critiqueId: string }, critiqueViewId?: string | null) {
  await sitePackage(deps, ctx, p.packageId);
  const query = new URLSearchParams({ item: p.packageId, critiqueId: p.critiqueId, ...(critiqueViewId ? { critiqueViewId } : {}) });
  const link = `/checkout?${query.toString()}`;
  const custom = ctx.site.settings?.customCheckout.url ?? '';
  return { status: true, data: { isCustomCheckout: custom !== '', link, checkoutUrl: custom || `${baseUrl}${link}` } };
}

/** POST /checkout/yjsg-checkout-button-click: one click on a checkout button, recorded for the site's statistics. */
export async function recordCheckoutClick(deps: Deps, ctx: Ctx, body: { packageId: string; critiqueId?: string | null; critiqueViewId?: string | null }) {
  await sitePackage(deps, ctx, body.packageId);
  const id = await checkoutRepo(deps.db).recordClick({
    siteId: ctx.siteId,
    packageId: body.packageId,
    critiqueId: body.critiqueId ?? null,
    critiqueViewId: body.critiqueViewId ?? null,
    userId: ctx.user?.id ?? null,
  });
  return { status: true, _id: id };
}

/** The value at a dotted path ("data.checkout.url") of a JSON answer. */
function pick(value: unknown, path: string): unknown {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);
}

/**
 * GET /checkout/custom-link: asks the site's external checkout for a link
 * (spec 03 §3 customCheckout). Only GET is supported; the token comes from
 * the site's secrets and goes in a header or the query, as configured.
 */
export async function customCheckoutLink(deps: Deps, ctx: Ctx, q: TCustomLinkQuery) {
  const cc = ctx.site.settings?.customCheckout;
  if (!cc?.url) throw AppError.of('customCheckoutMissing', 404);
  if (cc.method.toUpperCase() !== 'GET') throw AppError.of('customCheckoutInconsistent', 400);
  let url: URL;
  try {
    url = new URL(cc.url);
  } catch {
    throw AppError.of('customCheckoutInconsistent', 400);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw AppError.of('customCheckoutInconsistent', 400);
  const fields = { productId: q.productId, firstName: q.firstName, lastName: q.lastName, email: q.email, uniqueCustomerId: q.uniqueCustomerId };
  for (const [k, v] of Object.entries(fields)) if (v) url.searchParams.set(k, v);

  const secrets = (await checkoutRepo(deps.db).siteSecrets(ctx.siteId)) as { customCheckout?: { token?: unknown } };
  const token = typeof secrets.customCheckout?.token === 'string' ? secrets.customCheckout.token : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token && cc.tokenName) {
    if (cc.tokenLocation.toLowerCase() === 'query') url.searchParams.set(cc.tokenName, token);
    else headers[cc.tokenName] = token;
  }

  let answer: unknown;
  try {
    const res = await fetch(url, { headers, redirect: 'error', signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`custom checkout answered ${res.status}`);
    answer = await res.json();
  } catch {
    throw AppError.of('customCheckoutFailed', 502);
  }
  const link = cc.responseFieldPath ? pick(answer, cc.responseFieldPath) : answer;
  if (typeof link !== 'string' || !/^https?:\/\//i.test(link)) throw AppError.of('customCheckoutFailed', 502);
  return { status: true, link };
}
