/**
 * The customer order journey's rows of the authorization matrix, spread into
 * AUTHZ_TABLE (authz-table.ts). Every route is the customer's: A's customer is
 * allowed, A's staff get 403, anonymous 401, B's customer 404 (A's object is
 * invisible from B) and B's staff 403. Routes that change state act on a fresh
 * order made for each call, so the table's order does not matter.
 *
 */
import { perCall, type Actor, type Call, type Outcome, type RouteCase } from './authz-types.ts';
import { files } from '../src/db/schema.ts';
import { newToken } from '../src/lib/ids.ts';
import { SAMPLES } from './helpers.ts';
import { PACKAGE, allTasks, buildDraft, buildOrder, demoPackage, signatureDataUrl, type OrderRow } from './journey-factory.ts';

/** The customer's outcome everywhere: 401, A's customer allowed, B's customer 404, staff 403. */
const CUSTOMER_ONLY: Record<Actor, Outcome> = {
  anonymous: 401,
  userA: 'allow',
  writerA: 403,
  reviewerA: 403,
  adminA: 403,
  userB: 404,
  writerB: 403,
  reviewerB: 403,
  adminB: 403,
};

const resumeQid = (c: Call) => demoPackage(c.fx.t, 'acme', PACKAGE.bundle).packageServices[0].serviceModules[0].id;
const inProgress = (c: Call) => c.fx.A.inProgressOrderId;

const unsignedOrder = perCall((c) => buildOrder(c.fx.t, { contractSigned: false }));
const freshOrder = perCall((c) => buildOrder(c.fx.t, { pkg: PACKAGE.resumeCover }));
const completedOrder = perCall((c) => buildOrder(c.fx.t, { pkg: PACKAGE.resume, done: allTasks(demoPackage(c.fx.t, 'acme', PACKAGE.resume)) }));
const withDraft = perCall(async (c) => {
  const order = await buildOrder(c.fx.t);
  return { order, draft: await buildDraft(c.fx.t, order, 'svc-resume') };
});
const withReviewedDraft = perCall(async (c) => {
  const order = await buildOrder(c.fx.t);
  await buildDraft(c.fx.t, order, 'svc-resume', { rating: 5, review: 'Great', reviewedByUser: true });
  return order;
});
/** A file A's customer uploaded and has not attached anywhere yet. */
const freeUpload = perCall(async (c) => {
  const key = newToken();
  await c.fx.t.deps.db
    .insert(files)
    .values({ key, siteId: c.fx.A.siteId, ownerId: c.fx.A.users.user, originalName: 'old.pdf', size: SAMPLES.pdf.length, mimetype: 'application/pdf' });
  return { key, originalname: 'old.pdf', size: SAMPLES.pdf.length, mimetype: 'application/pdf' };
});
const id = (o: OrderRow) => o.id;

export const JOURNEY_ROUTES: Record<string, RouteCase> = {
  // Customer orders
  'GET /api/customer/orders/:id': { params: (c) => ({ id: inProgress(c) }), expect: CUSTOMER_ONLY },
  'PATCH /api/customer/orders/:orderId': {
    params: (c) => ({ orderId: inProgress(c) }),
    body: () => ({ json: { customer_industries: ['Marketing', 'Sales'], years_of_experience: 'Mid-Senior level (5-10)' } }),
    expect: CUSTOMER_ONLY,
  },
  'PATCH /api/customer/orders/noShow/:id': { params: (c) => ({ id: inProgress(c) }), body: () => ({ json: { noShowCheck: false } }), expect: CUSTOMER_ONLY },
  'GET /api/customer/orders/linkedin/get/:id': { params: (c) => ({ id: inProgress(c) }), expect: CUSTOMER_ONLY },

  // Contract
  'GET /api/customer/contract/data/:id': { params: (c) => ({ id: inProgress(c) }), expect: CUSTOMER_ONLY },
  'POST /api/customer/contract/:id': {
    params: async (c) => ({ id: id(await unsignedOrder(c)) }),
    body: () => ({ json: { data: signatureDataUrl() } }),
    expect: CUSTOMER_ONLY,
  },
  'GET /api/customer/contract/download/:id': { params: (c) => ({ id: inProgress(c) }), expect: CUSTOMER_ONLY },

  // Questionnaires
  'GET /api/questionnaires/:id/:qid/:service?': {
    params: (c) => ({ id: inProgress(c), qid: resumeQid(c), service: 'svc-resume' }),
    expect: CUSTOMER_ONLY,
  },
  'GET /api/questionnaires-answers/:id/:qid/:service?': {
    params: (c) => ({ id: inProgress(c), qid: resumeQid(c), service: 'svc-resume' }),
    expect: CUSTOMER_ONLY,
  },
  'POST /api/customer/orders/:id/complete_task': {
    params: async (c) => ({ id: id(await freshOrder(c)) }),
    body: async (c) => ({
      json: {
        taskId: (await freshOrder(c)).package.packageServices[0].serviceModules[0].id,
        serviceId: 'svc-resume',
        serviceType: 'Resume',
        data: { '1': 'PM', '2': 'me@example.com', '3': 'One page', '5': 'Things', '6': 'Yes' },
      },
    }),
    expect: CUSTOMER_ONLY,
  },

  // Previous and final documents
  'GET /api/customer/orders/previous-file/get/:serviceId/:id': { params: (c) => ({ serviceId: 'svc-resume', id: inProgress(c) }), expect: CUSTOMER_ONLY },
  'POST /api/customer/orders/previous-file/upload/:serviceId/:id': {
    params: async (c) => ({ serviceId: 'svc-resume', id: id(await freshOrder(c)) }),
    body: async (c) => ({
      json: { order_id: id(await freshOrder(c)), serviceId: 'svc-resume', uploadedFiles: [await freeUpload(c)], deletedFiles: [], taskId: 'previous_document' },
    }),
    expect: CUSTOMER_ONLY,
  },
  'GET /api/customer/orders/final/get/:serviceId/:id': { params: (c) => ({ serviceId: 'svc-resume', id: inProgress(c) }), expect: CUSTOMER_ONLY },

  // Revisions
  'GET /api/customer/orders/revision/get/:serviceId/:id': { params: (c) => ({ serviceId: 'svc-resume', id: inProgress(c) }), expect: CUSTOMER_ONLY },
  'POST /api/customer/orders/revision/rate-review': {
    body: async (c) => {
      const { order, draft } = await withDraft(c);
      return { json: { order_id: order.id, draft_id: draft.id, data: { reviewedByUser: true, rating: 4, review: 'Shorter, please.' } } };
    },
    expect: CUSTOMER_ONLY,
  },
  'POST /api/customer/orders/revision/finalize': {
    body: async (c) => ({ json: { order_id: id(await withReviewedDraft(c)), serviceId: 'svc-resume', taskId: 'revision_process' } }),
    expect: CUSTOMER_ONLY,
  },

  // Survey
  'GET /api/orders/:orderId/survey/:surveyId': { params: (c) => ({ orderId: inProgress(c), surveyId: 'survey-default' }), expect: CUSTOMER_ONLY },
  'POST /api/orders/:orderId/:surveyId/feedback-confirmation': {
    params: async (c) => ({ orderId: id(await completedOrder(c)), surveyId: 'survey-default' }),
    body: () => ({ json: { survey: { rating: 5, comment: 'Thanks' } } }),
    expect: CUSTOMER_ONLY,
  },
  'PATCH /api/orders/:id/save-feedback': { params: (c) => ({ id: inProgress(c) }), body: () => ({ json: { status: false } }), expect: CUSTOMER_ONLY },
};
