/**
 * The writer and reviewer area's rows of the authorization matrix, spread into
 * AUTHZ_TABLE (authz-table.ts). A's writer is assigned to every order named;
 * reviewers and admins read every order of their site and write nothing; B's
 * staff cannot see A's orders (404); customers get 403. Writes
 * act on fresh objects made for each call, so the table's order does not matter.
 *
 */
import { and, eq } from 'drizzle-orm';
import { perCall, type Actor, type Call, type Outcome, type RouteCase } from './authz-types.ts';
import { files, orderFollowups, questionnaireTemplates } from '../src/db/schema.ts';
import { newToken } from '../src/lib/ids.ts';
import { PACKAGE, buildDraft, buildOrder, demoPackage, type OrderRow } from './journey-factory.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const expect = (o: Partial<Record<Actor, Outcome>>, base: Record<Actor, Outcome>): Record<Actor, Outcome> => ({ ...base, ...o });
/** Reads of A's order: A's writer, reviewer and admin; B's staff cannot see it. */
const READ: Record<Actor, Outcome> = {
  anonymous: 401,
  userA: 403,
  writerA: 'allow',
  reviewerA: 'allow',
  adminA: 'allow',
  userB: 403,
  writerB: 404,
  reviewerB: 404,
  adminB: 404,
};
/** Writes to A's order: A's writer only; reviewers and admins 403 whatever they send. */
const WRITE = expect({ reviewerA: 403, reviewerB: 403, adminA: 403, adminB: 403 }, READ);
/** Writer routes about the caller's own things: every writer on their own site. */
const WRITER_SELF = expect({ reviewerA: 403, reviewerB: 403, writerB: 'allow', adminA: 403, adminB: 403 }, READ);
/** Lists of the whole site: reviewers and admins on their own site. */
const SITE_STAFF = expect({ writerA: 403, writerB: 403, reviewerB: 'allow', adminB: 'allow' }, READ);
/** The dashboard: a writer's own orders, or an admin's whole site. */
const DASHBOARD = expect({ adminA: 'allow', adminB: 'allow' }, WRITER_SELF);
const ADMIN_OF_A: Record<Actor, Outcome> = {
  anonymous: 401,
  userA: 403,
  writerA: 403,
  reviewerA: 403,
  adminA: 'allow',
  userB: 403,
  writerB: 403,
  reviewerB: 403,
  adminB: 404,
};

/** A free upload of `ownerId` on site A, stored with its sniffed type. */
async function freeFile(c: Call, ownerId: string, name: string, mimetype: string) {
  const key = newToken();
  await c.fx.t.deps.db.insert(files).values({ key, siteId: c.fx.A.siteId, ownerId, originalName: name, size: 100, mimetype });
  return { key, originalname: name, size: 100, mimetype };
}
const writerFile = (c: Call, name: string, mimetype: string) => freeFile(c, c.fx.A.users.writer, name, mimetype);

const inProgress = (c: Call) => c.fx.A.inProgressOrderId;
const freshOrder = perCall((c) => buildOrder(c.fx.t, { pkg: PACKAGE.resumeCover }));
const bundleOrder = perCall((c) => buildOrder(c.fx.t, { pkg: PACKAGE.bundle }));
const withFollowupDraft = perCall(async (c) => {
  const order = await buildOrder(c.fx.t);
  const items = [{ type: 'text' as const, text: 'Anything else?', required: true }];
  await c.fx.t.deps.db.insert(orderFollowups).values({ orderId: order.id, serviceId: 'svc-resume', siteId: c.fx.A.siteId, draftItems: items });
  return order;
});
const withPendingDraft = perCall(async (c) => {
  const order = await buildOrder(c.fx.t);
  return buildDraft(c.fx.t, order, 'svc-resume', { adminPending: true, adminApproved: false });
});
/** A's writer's published demo template. */
const writerTemplate = async (c: Call) => {
  const [row] = await c.fx.t.deps.db
    .select({ id: questionnaireTemplates.id })
    .from(questionnaireTemplates)
    .where(and(eq(questionnaireTemplates.siteId, c.fx.A.siteId), eq(questionnaireTemplates.writerId, c.fx.A.users.writer)))
    .limit(1);
  return row.id;
};
const id = (o: OrderRow) => o.id;
const resumeQid = (c: Call) => demoPackage(c.fx.t, 'acme', PACKAGE.bundle).packageServices[0].serviceModules[0].id;
const followupParams = async (o: OrderRow) => ({ id: o.id, service: 'svc-resume' });

export const WRITER_ROUTES: Record<string, RouteCase> = {
  // Orders
  'GET /api/writer/orders': { expect: WRITER_SELF },
  'GET /api/writer/dashboard': { expect: DASHBOARD },
  'GET /api/reviewer/orders': { expect: SITE_STAFF },
  'GET /api/writer/orders/:id': { params: (c) => ({ id: inProgress(c) }), expect: READ },
  'PATCH /api/writer/orders/set-due-date': {
    body: (c) => ({ json: { orderId: inProgress(c), clientId: 'acme', dueDate: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10) } }),
    expect: WRITE,
  },
  'PATCH /api/writer/orders/archive': { body: async (c) => ({ json: { orderId: id(await freshOrder(c)), archived: true } }), expect: WRITE },

  // Documents and drafts
  'GET /api/writer/orders/previous-file/get/:serviceId/:id': { params: (c) => ({ serviceId: 'svc-resume', id: inProgress(c) }), expect: READ },
  'GET /api/writer/orders/revision/get/:serviceId/:id': { params: (c) => ({ serviceId: 'svc-resume', id: inProgress(c) }), expect: READ },
  'POST /api/writer/orders/revision/upload': {
    body: async (c) => ({
      json: {
        order_id: id(await freshOrder(c)),
        serviceId: 'svc-resume',
        data: { dataPdf: await writerFile(c, 'd.pdf', PDF), dataWord: await writerFile(c, 'd.docx', DOCX), additionalFiles: [], notes: '' },
      },
    }),
    expect: WRITE,
  },
  'GET /api/writer/orders/final/get/:serviceId/:id': { params: (c) => ({ serviceId: 'svc-resume', id: inProgress(c) }), expect: READ },
  'POST /api/writer/orders/final/upload': {
    body: async (c) => ({
      json: {
        order_id: id(await freshOrder(c)),
        serviceId: 'svc-resume',
        taskId: 'final_document',
        dataPdf: await writerFile(c, 'f.pdf', PDF),
        dataWord: await writerFile(c, 'f.docx', DOCX),
        otherFiles: [],
        notes: '',
      },
    }),
    expect: WRITE,
  },
  'GET /api/writer/orders/linkedin/get/:id': { params: (c) => ({ id: inProgress(c) }), expect: READ },
  'POST /api/writer/orders/linkedin/upload': {
    body: async (c) => ({ json: { order_id: id(await bundleOrder(c)), data: await writerFile(c, 'li.pdf', PDF), taskId: 'final_linkedin' } }),
    expect: WRITE,
  },

  // Answers and follow-up questions
  'GET /api/writer/questionnaires-answers/:id/:questionnaire_id/:service?': {
    params: (c) => ({ id: inProgress(c), questionnaire_id: resumeQid(c), service: 'svc-resume' }),
    expect: READ,
  },
  'GET /api/writer/orders/:id/additional_questionnaire/:service': { params: (c) => ({ id: inProgress(c), service: 'svc-resume' }), expect: READ },
  'POST /api/writer/orders/:id/additional_questionnaire/:service': {
    params: async (c) => followupParams(await freshOrder(c)),
    body: async (c) => ({ json: { id: id(await freshOrder(c)), service: 'svc-resume', data: [{ type: 'text', text: 'Your title?' }] } }),
    expect: WRITE,
  },
  'POST /api/writer/orders/:id/additional_questionnaire/publish/:service': {
    params: async (c) => followupParams(await withFollowupDraft(c)),
    expect: WRITE,
  },
  'POST /api/writer/orders/:id/additional_questionnaire/copy/:service': {
    params: async (c) => followupParams(await freshOrder(c)),
    body: async (c) => ({ json: { template: await writerTemplate(c) } }),
    expect: WRITE,
  },

  // Templates: A's writer's template is invisible to B; reviewers read but do not write.
  'GET /api/writer/questionnaire-template': { expect: WRITER_SELF },
  'POST /api/writer/questionnaire-template/create': { body: () => ({ json: { name: 'Matrix template' } }), expect: WRITER_SELF },
  'GET /api/writer/questionnaire-template/get/:key': { params: async (c) => ({ key: await writerTemplate(c) }), expect: READ },
  'POST /api/writer/questionnaire-template/template': {
    body: async (c) => ({ json: { key: await writerTemplate(c), data: [{ type: 'textarea', text: 'Tell us more', required: true }] } }),
    expect: WRITE,
  },
  'POST /api/writer/questionnaire-template/publish': {
    body: async (c) => ({ json: { key: await writerTemplate(c), name: 'Achievements deep-dive' } }),
    expect: WRITE,
  },

  // Profile: each writer's own.
  'POST /api/writer/profile': {
    body: () => ({ json: { workPhone: '+1 555 010 2030', profileTitle: 'Writer', profileSummary: 'Resumes.' } }),
    expect: WRITER_SELF,
  },

  // The admin's approval of drafts
  'GET /api/admin/revisions/pending': { expect: expect({ adminB: 'allow' }, ADMIN_OF_A) },
  'POST /api/admin/revisions/:id/approve': { params: async (c) => ({ id: (await withPendingDraft(c)).id }), expect: ADMIN_OF_A },
  'POST /api/admin/revisions/:id/reject': {
    params: async (c) => ({ id: (await withPendingDraft(c)).id }),
    body: () => ({ json: { rejectionReason: 'Please fix the typos.' } }),
    expect: ADMIN_OF_A,
  },
};
