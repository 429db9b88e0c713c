/**
 * The resume builder's rows of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts). The writing
 * assistant is for everyone who can open the builder, visitors included; saved resumes are their customer's own:
 * another site's customer gets 404 for A's, staff 403. Each call gets a fresh resume, so the deleting call finds its own.
 */
import { emptyResume } from '@draftdesk/contract';
import { resumesRepo } from '../src/modules/builder/repo.ts';
import { all, only, outcomes, perCall, type Call, type RouteCase } from './authz-types.ts';

const CUSTOMERS = outcomes(401, only(['user'], 'allow', 403));
const CUSTOMER_OF_A = outcomes(401, only(['user'], 'allow', 403), only(['user'], 404, 403));

const resumeOfA = perCall(async (c: Call) => {
  const row = await resumesRepo(c.fx.t.deps.db).insert({ siteId: c.fx.A.siteId, userId: c.fx.A.users.user }, 'A resume', emptyResume());
  return { id: row.id };
});

export const BUILDER_ROUTES: Record<string, RouteCase> = {
  'POST /customer/generate-content': {
    body: () => ({ json: { key: 'summary', role: 'teacher', experience: 'Some experience' } }),
    expect: outcomes('allow', all('allow'), all('allow')),
  },
  'GET /api/customer/resumes': { expect: CUSTOMERS },
  'POST /api/customer/resumes': { body: () => ({ json: { title: 'My resume', data: emptyResume() } }), expect: CUSTOMERS },
  'GET /api/customer/resumes/:id': { params: resumeOfA, expect: CUSTOMER_OF_A },
  'PUT /api/customer/resumes/:id': { params: resumeOfA, body: () => ({ json: { data: emptyResume() } }), expect: CUSTOMER_OF_A },
  'DELETE /api/customer/resumes/:id': { params: resumeOfA, expect: CUSTOMER_OF_A },
};
