/**
 * The free resume review's rows of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts). A review is
 * public by its random id on its own site: everyone on A's host reads and rates A's review, B's host answers 404.
 * Every write acts on a review made for the call, so the table's order does not matter.
 */
import { only, outcomes, perCall, PUBLIC_OF_A, type RouteCase } from './authz-types.ts';
import { newToken } from '../src/lib/ids.ts';
import { unreadableReport } from '../src/modules/critiques/jobs.ts';
import { critiquesRepo } from '../src/modules/critiques/repo.ts';
import { SAMPLES } from './helpers.ts';

const critiqueOfA = perCall(async (c) => {
  const id = newToken().slice(0, 32);
  const repo = critiquesRepo(c.fx.t.deps.db);
  const fileKey = newToken();
  await c.fx.t.deps.storage.put(fileKey, SAMPLES.pdf, 'application/pdf');
  await c.fx.t.deps.repos.files.insert({
    key: fileKey,
    siteId: c.fx.A.siteId,
    ownerId: null,
    isPublic: false,
    originalName: 'resume.pdf',
    size: SAMPLES.pdf.length,
    mimetype: 'application/pdf',
  });
  await repo.insert({
    id,
    siteId: c.fx.A.siteId,
    firstName: 'Vera',
    lastName: 'Visitor',
    email: `authz-review-${id.slice(0, 8)}@example.test`,
    fileKey,
    fileName: 'resume.pdf',
    fileKind: 'pdf',
    // Processed already: the matrix asks who may call, not what the engine says.
    processedAt: new Date(),
    report: unreadableReport('no_text', { defaultCountry: 'US' }),
  });
  const viewId = await repo.recordView(c.fx.A.siteId, id);
  return { id, viewId };
});
let visitors = 0;

export const CRITIQUE_ROUTES: Record<string, RouteCase> = {
  // Anyone may ask for a review on any site, for themselves or (staff) for someone else.
  'POST /api/critiques': {
    body: () => ({
      multipart: {
        field: 'file',
        filename: 'resume.pdf',
        content: SAMPLES.pdf,
        type: 'application/pdf',
        fields: { firstName: 'Vic', lastName: 'Visitor', email: `authz-critique-${++visitors}@example.test` },
      },
    }),
    expect: { ...PUBLIC_OF_A, userB: 'allow', writerB: 'allow', reviewerB: 'allow', adminB: 'allow' },
  },
  // An improved version of the resume, sent from the review: public by the review's id, on its own site.
  'POST /review/:id/versions': {
    params: async (c) => ({ id: (await critiqueOfA(c)).id }),
    body: () => ({ multipart: { field: 'file', filename: 'resume.pdf', content: SAMPLES.pdf, type: 'application/pdf', fields: {} } }),
    expect: PUBLIC_OF_A,
  },
  'GET /review/:id': { params: async (c) => ({ id: (await critiqueOfA(c)).id }), expect: PUBLIC_OF_A },
  'GET /review/:id/file': { params: async (c) => ({ id: (await critiqueOfA(c)).id }), expect: PUBLIC_OF_A },
  'GET /review/:id/pdf': { params: async (c) => ({ id: (await critiqueOfA(c)).id }), expect: PUBLIC_OF_A },
  'POST /review/progress': { body: async (c) => ({ json: { critiqueId: (await critiqueOfA(c)).id, vistedTabs: ['Structure'] } }), expect: PUBLIC_OF_A },
  'POST /review/:id/feedback/': {
    params: async (c) => ({ id: (await critiqueOfA(c)).id }),
    body: () => ({ json: { stars: 5, feedback: 'Clear.' } }),
    expect: PUBLIC_OF_A,
  },
  'POST /review/:id/update/name': {
    params: async (c) => ({ id: (await critiqueOfA(c)).id }),
    body: () => ({ json: { firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.test' } }),
    expect: PUBLIC_OF_A,
  },
  'POST /critiques/:id/schedule-button-click': {
    params: async (c) => ({ id: (await critiqueOfA(c)).id }),
    body: async (c) => ({ json: { critiqueViewId: (await critiqueOfA(c)).viewId } }),
    expect: PUBLIC_OF_A,
  },

  // The admin's reviews: their own site's only.
  'GET /api/admin/critiques': { query: () => ({ search: 'Vera' }), expect: outcomes(401, only(['admin'], 'allow', 403)) },
  'GET /api/admin/critiques/:id': {
    params: async (c) => ({ id: (await critiqueOfA(c)).id }),
    expect: outcomes(401, only(['admin'], 'allow', 403), only(['admin'], 404, 403)),
  },
  'PATCH /api/admin/critiques/:id': {
    params: async (c) => ({ id: (await critiqueOfA(c)).id }),
    body: () => ({ json: { texts: { 'ats_section.report_text': 'Rewritten by our expert.' } } }),
    expect: outcomes(401, only(['admin'], 'allow', 403), only(['admin'], 404, 403)),
  },
  'POST /api/admin/critiques': {
    body: () => ({
      multipart: {
        field: 'file',
        filename: 'resume.pdf',
        content: SAMPLES.pdf,
        type: 'application/pdf',
        fields: { firstName: 'Sam', lastName: 'Staffmade', email: `authz-staff-critique-${++visitors}@example.test` },
      },
    }),
    expect: outcomes(401, only(['admin'], 'allow', 403)),
  },
  // Writers' own way, closed while the site does not allow it (the demo sites do not); open: critique-staff.test.ts.
  'POST /api/writer/critiques': {
    body: () => ({
      multipart: {
        field: 'file',
        filename: 'resume.pdf',
        content: SAMPLES.pdf,
        type: 'application/pdf',
        fields: { firstName: 'Wes', lastName: 'Writermade', email: `authz-writer-critique-${++visitors}@example.test` },
      },
    }),
    expect: outcomes(401, only(['writer'], 403, 403)),
  },
};
