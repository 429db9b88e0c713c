/**
 * The resume builder's "Check my resume" row of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts):
 * anyone on any site may have a PDF checked (visitors and customers build resumes; nothing is stored or shared).
 */
import { PUBLIC_OF_A, type RouteCase } from './authz-types.ts';
import { SAMPLES } from './helpers.ts';

export const BUILDER_CHECK_ROUTES: Record<string, RouteCase> = {
  'POST /api/builder/check': {
    body: () => ({ multipart: { field: 'file', filename: 'my_cv.pdf', content: SAMPLES.pdf, type: 'application/pdf' } }),
    expect: { ...PUBLIC_OF_A, userB: 'allow', writerB: 'allow', reviewerB: 'allow', adminB: 'allow' },
  },
};
