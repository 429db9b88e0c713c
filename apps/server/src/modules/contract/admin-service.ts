import { CONTRACT_TEXT_REQUIRED, ZContractInput, ZContractPatch, type TAdminContract } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/html.ts';
import { auditedResource } from '../audit/audited-resource.ts';
import { contractsAdminRepo, type AdminContractRow } from './admin-repo.ts';

export function presentAdminContract(row: AdminContractRow): TAdminContract {
  return {
    _id: row.id,
    title: row.title,
    contentHtml: row.contentHtml,
    packageCount: row.packageCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The contract as customers will read and sign it: formatting kept, anything else dropped; nothing left is refused. */
function cleanContract(html: string): string {
  const clean = cleanHtml(html);
  if (clean === '') throw AppError.of('validationFailed', 400, { contentHtml: CONTRACT_TEXT_REQUIRED });
  return clean;
}

/** /api/admin/contracts: the contracts a site's packages carry (rich text, sanitised where it is shown). */
export const contractsAdmin = (deps: Deps) =>
  auditedResource(deps.db, {
    target: 'contract',
    path: '/api/admin/contracts',
    input: ZContractInput,
    patch: ZContractPatch,
    key: 'contract',
    listKey: 'contracts',
    repo: contractsAdminRepo(deps.db),
    present: presentAdminContract,
    label: (row) => row.title,
    messages: { saved: 'contractSaved', deleted: 'contractDeleted', inUse: 'contractInUse' },
    prepareCreate: async (_ctx, body) => ({ ...body, contentHtml: cleanContract(body.contentHtml) }),
    prepareUpdate: async (_ctx, body) => (body.contentHtml === undefined ? body : { ...body, contentHtml: cleanContract(body.contentHtml) }),
  });
