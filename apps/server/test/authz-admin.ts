/**
 * The admin's site settings rows of the authorization matrix, spread into
 * AUTHZ_TABLE (authz-table.ts). Each admin reads and changes their own site
 * only (the route takes no site from the caller), so B's admin is allowed too.
 * The PATCH writes a flag to the value the demo sites already have, so the
 * other rows of the table see unchanged sites.
 *
 */
import { eq } from 'drizzle-orm';
import { sites } from '../src/db/schema.ts';
import { SAMPLES } from './helpers.ts';
import type { Actor, Call, Outcome, RouteCase } from './authz-types.ts';

/** The caller's site's version, so an allowed PATCH of the settings is not stale; it writes the language the demo sites have. */
async function websitePatch(c: Call) {
  const siteId = c.site === 'B' ? c.fx.B.siteId : c.fx.A.siteId;
  const [row] = await c.fx.t.deps.db.select({ updatedAt: sites.updatedAt }).from(sites).where(eq(sites.id, siteId));
  return { json: { updatedAt: row.updatedAt.toISOString(), defaultLanguage: 'en' } };
}

const ADMINS: Record<Actor, Outcome> = {
  anonymous: 401,
  userA: 403,
  writerA: 403,
  reviewerA: 403,
  adminA: 'allow',
  userB: 403,
  writerB: 403,
  reviewerB: 403,
  adminB: 'allow',
};

export const ADMIN_ROUTES: Record<string, RouteCase> = {
  'GET /api/admin/website/settings': { expect: ADMINS },
  'PATCH /api/admin/website/settings': { body: () => ({ json: { hide_customer_price: false } }), expect: ADMINS },
  'GET /api/admin/website/content-security': { expect: ADMINS },
  'PUT /api/admin/website/content-security': { body: () => ({ json: { embedOrigins: [], imageSources: [] } }), expect: ADMINS },
  'GET /api/admin/website': { expect: ADMINS },
  'PATCH /api/admin/website': { body: websitePatch, expect: ADMINS },
  'POST /api/admin/website/images': {
    body: () => ({ multipart: { field: 'file', filename: 'logo.png', content: SAMPLES.png, type: 'image/png' } }),
    expect: ADMINS,
  },
};
