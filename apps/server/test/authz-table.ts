/**
 * The authorization matrix (DESIGN §7): every registered route, called by
 * every actor, with the outcome each must get. authz-matrix.test.ts runs it
 * and fails for a route that is missing here or an entry with no route.
 *
 * Actors: anonymous (on site A), and user/writer/reviewer/admin of site A on
 * A's host, and of site B on B's host. Every path parameter and body names
 * site A's objects, so B's actors show that one tenant cannot reach another.
 *
 * To add a route: add one line `'METHOD /path': { expect: outcomes(...), ... }`
 * with a param/body builder when it needs one, and a fixture below if it
 * needs an object that does not exist yet.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { TRole } from '@draftdesk/contract';
import { notifications } from '../src/db/schema.ts';
import { createAutologinCode } from '../src/modules/auth/service.ts';
import { newToken, sha256 } from '../src/lib/ids.ts';
import { ACME, PASSWORD, SAMPLES, createUser, demoOrders, login, upload, type TestApp } from './helpers.ts';
import { all, only, outcomes, type Body, type Call, type Fixtures, type RouteCase } from './authz-types.ts';
import { JOURNEY_ROUTES } from './authz-journey.ts';
import { WRITER_ROUTES } from './authz-writer.ts';
import { CHAT_ROUTES } from './authz-chat.ts';
import { CHECKOUT_ROUTES } from './authz-checkout.ts';
import { ADMIN_ROUTES } from './authz-admin.ts';
import { CRITIQUE_ROUTES } from './authz-critiques.ts';
import { ADMIN_ORDER_ROUTES, USER_ROUTES } from './authz-users.ts';
import { CATALOGUE_ROUTES } from './authz-catalogue.ts';
import { MONEY_ROUTES } from './authz-money.ts';
import { REPORT_ROUTES } from './authz-reports.ts';
import { JOB_ROUTES } from './authz-jobs.ts';
import { BOARD_ROUTES } from './authz-boards.ts';
import { BUILDER_ROUTES } from './authz-builder.ts';
import { BUILDER_CHECK_ROUTES } from './authz-builder-check.ts';

export const DEMO_EMAIL: Record<TRole, string> = {
  user: 'customer@demo.test',
  writer: 'writer@demo.test',
  reviewer: 'reviewer@demo.test',
  admin: 'admin@demo.test',
};

export async function buildFixtures(t: TestApp): Promise<Fixtures> {
  const { inProgress } = await demoOrders(t, 'acme');
  const customer = await login(t.app, DEMO_EMAIL.user, ACME);
  const file = await upload(t, customer, 'private.pdf', SAMPLES.pdf, { type: 'application/pdf' });
  if (file.statusCode !== 200) throw new Error(`fixture upload failed: ${file.body}`);
  const orderFileKey = file.json().key as string;
  await t.deps.repos.files.attachToOrder(t.demo.acme.id, [orderFileKey], inProgress.id);
  const [notification] = await t.deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.siteId, t.demo.acme.id), eq(notifications.userId, t.demo.acme.users.user)))
    .orderBy(asc(notifications.createdAt))
    .limit(1);
  const codeTarget = await createUser(t, 'acme');
  return {
    t,
    A: {
      siteId: t.demo.acme.id,
      users: t.demo.acme.users,
      inProgressOrderId: inProgress.id,
      orderFileKey,
      notificationId: notification.id,
      codeTarget,
    },
    B: { siteId: t.demo.beta.id, users: t.demo.beta.users },
  };
}

const pdf: Body = { multipart: { field: 'file', filename: 'resume.pdf', content: SAMPLES.pdf, type: 'application/pdf' } };
const png: Body = { multipart: { field: 'image', filename: 'me.png', content: SAMPLES.png, type: 'image/png' } };

/** A live reset code for A's code target, made the way step 1 makes it. */
async function resetCode(fx: Fixtures): Promise<string> {
  const code = newToken();
  await fx.t.deps.repos.auth.createCode({
    codeHash: sha256(code),
    kind: 'reset',
    userId: fx.A.codeTarget.id,
    siteId: fx.A.siteId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return code;
}

/** A's demo customer, as the profile routes name a user. */
const aCustomerProfile = (c: Call) => ({ _id: c.fx.A.users.user, firstName: 'Casey', lastName: 'Customer', email: DEMO_EMAIL.user });

export const AUTHZ_TABLE: Record<string, RouteCase> = {
  // Site and auth
  'GET /api/website': { expect: outcomes('allow', all('allow')) },
  // Probes for load balancers: no site, no session (test/health.test.ts).
  'GET /health': { expect: outcomes('allow', all('allow')) },
  'GET /ready': { expect: outcomes('allow', all('allow')) },
  // The API's description and its reference page: public, the same for everyone (test/openapi.test.ts).
  'GET /api/openapi.json': { expect: outcomes('allow', all('allow')) },
  'GET /api/docs': { expect: outcomes('allow', all('allow')) },
  'POST /api/auth/login': {
    freshSession: true,
    body: (c) => ({ json: { email: c.role ? DEMO_EMAIL[c.role] : DEMO_EMAIL.user, password: PASSWORD } }),
    expect: outcomes('allow', all('allow')),
  },
  'GET /api/auth/logout': { freshSession: true, expect: outcomes('allow', all('allow')) },
  'GET /api/auth/user': { expect: outcomes(401, all('allow')) },
  'POST /api/auth/reset-password': {
    body: (c) => ({ json: { email: c.fx.A.codeTarget.email } }),
    expect: outcomes('allow', all('allow')),
  },
  'GET /api/auth/reset-password/:code': {
    params: async (c) => ({ code: await resetCode(c.fx) }),
    expect: outcomes('allow', all('allow'), all(404)),
  },
  'POST /api/auth/reset-password-step-2': {
    body: async (c) => ({ json: { code: await resetCode(c.fx), password: PASSWORD } }),
    expect: outcomes('allow', all('allow'), all(400)),
  },
  'GET /api/autologin/:code': {
    freshSession: true,
    params: async (c) => ({ code: await createAutologinCode(c.fx.t.deps, c.fx.A.siteId, c.fx.A.codeTarget.id) }),
    expect: outcomes('allow', all('allow'), all(403)),
  },

  // Profile: the body names A's customer; only that customer may change it.
  'POST /api/profile/update_profile_img': { body: () => png, expect: outcomes(401, all('allow')) },
  'POST /api/profile/profile_update': {
    body: (c) => ({ json: aCustomerProfile(c) }),
    expect: outcomes(401, only(['user'], 'allow', 403), all(403)),
  },
  'POST /api/profile/profile_update_password': {
    body: (c) => ({ json: { _id: c.fx.A.users.user, password: PASSWORD } }),
    expect: outcomes(401, only(['user'], 'allow', 403), all(403)),
  },
  // Names no user: it always changes the caller's own row, on any site.
  'PATCH /api/profile/language': { body: () => ({ json: { language: 'de' } }), expect: outcomes(401, all('allow')) },

  // Notifications: reviewers have no bell; ids of others are ignored, not refused.
  'GET /api/notifications': { expect: outcomes(401, only(['user', 'writer', 'admin'], 'allow', 403)) },
  'PATCH /api/clear-notifications': {
    body: (c) => ({ json: { notificationsIds: [c.fx.A.notificationId] } }),
    expect: outcomes(401, only(['user', 'writer', 'admin'], 'allow', 403)),
  },
  'PATCH /api/clear-single-notifications': {
    body: (c) => ({ json: { notificationsId: c.fx.A.notificationId } }),
    expect: outcomes(401, only(['user', 'writer', 'admin'], 'allow', 403)),
  },

  // Files: A's private order file is for A's customer, assigned writer and staff.
  'POST /api/file/upload': { body: () => pdf, expect: outcomes(401, all('allow')) },
  'GET /api/file/:key': { params: (c) => ({ key: c.fx.A.orderFileKey }), expect: outcomes(404, all('allow'), all(404)) },
  'GET /api/file/download/:key': { params: (c) => ({ key: c.fx.A.orderFileKey }), expect: outcomes(404, all('allow'), all(404)) },

  // Customer orders
  'GET /api/customer/orders': { expect: outcomes(401, only(['user'], 'allow', 403)) },
  // The customer order journey (orders, contract, questionnaires, documents, revisions, survey): authz-journey.ts
  ...JOURNEY_ROUTES,
  // The writer and reviewer area, and the admin's approval of drafts: authz-writer.ts
  ...WRITER_ROUTES,
  // The chat: the socket's plain-HTTP face, history, unread counts, the admin inbox: authz-chat.ts
  ...CHAT_ROUTES,
  // Checkout and payments: authz-checkout.ts
  ...CHECKOUT_ROUTES,
  // The admin's site feature flags: authz-admin.ts
  ...ADMIN_ROUTES,
  // The free resume review: authz-critiques.ts
  ...CRITIQUE_ROUTES,
  ...USER_ROUTES,
  ...ADMIN_ORDER_ROUTES,
  // Packages, contracts and questionnaires as admins edit them: authz-catalogue.ts
  ...CATALOGUE_ROUTES,
  ...MONEY_ROUTES,
  ...REPORT_ROUTES,
  ...JOB_ROUTES,
  // The job-search tracker and the writers' boards: authz-boards.ts
  ...BOARD_ROUTES,
  // The resume builder's writing assistant and saved resumes: authz-builder.ts
  ...BUILDER_ROUTES,
  // The resume builder's check of its PDF: authz-builder-check.ts
  ...BUILDER_CHECK_ROUTES,
};
