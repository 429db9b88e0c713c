import { ZSurveyInput, ZSurveyPatch, type TAdminSurvey } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { auditedResource } from '../audit/audited-resource.ts';
import { surveysAdminRepo, type AdminSurveyRow } from './admin-repo.ts';

export function presentAdminSurvey(row: AdminSurveyRow): TAdminSurvey {
  return {
    _id: row.id,
    title: row.title,
    questions: row.questions,
    packageCount: row.packageCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** /api/admin/surveys: the feedback a completed order asks (packages carry a copy; orders keep theirs). */
export const surveysAdmin = (deps: Deps) =>
  auditedResource(deps.db, {
    target: 'survey',
    path: '/api/admin/surveys',
    input: ZSurveyInput,
    patch: ZSurveyPatch,
    key: 'survey',
    listKey: 'surveys',
    repo: surveysAdminRepo(deps.db),
    present: presentAdminSurvey,
    label: (row) => row.title,
    messages: { saved: 'surveySaved', deleted: 'surveyDeleted', inUse: 'surveyInUse' },
    prepareCreate: async (_ctx, body) => body,
    prepareUpdate: async (_ctx, body) => body,
  });
