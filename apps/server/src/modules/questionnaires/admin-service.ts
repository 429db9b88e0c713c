import { ZQuestionnaireInput, ZQuestionnairePatch, type TAdminQuestionnaire } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { auditedResource } from '../audit/audited-resource.ts';
import { questionnairesAdminRepo, type AdminQuestionnaireRow } from './admin-repo.ts';

export function presentAdminQuestionnaire(row: AdminQuestionnaireRow): TAdminQuestionnaire {
  return {
    _id: row.id,
    name: row.name,
    items: row.items,
    packageCount: row.packageCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** /api/admin/questionnaires: what a package's modules ask customers (answers keep the items they answered). */
export const questionnairesAdmin = (deps: Deps) =>
  auditedResource(deps.db, {
    target: 'questionnaire',
    path: '/api/admin/questionnaires',
    input: ZQuestionnaireInput,
    patch: ZQuestionnairePatch,
    key: 'questionnaire',
    listKey: 'questionnaires',
    repo: questionnairesAdminRepo(deps.db),
    present: presentAdminQuestionnaire,
    label: (row) => row.name,
    messages: { saved: 'questionnaireSaved', deleted: 'questionnaireDeleted', inUse: 'questionnaireInUse' },
    prepareCreate: async (_ctx, body) => body,
    prepareUpdate: async (_ctx, body) => body,
  });
