import {
  MAX_PREVIOUS_FILES,
  MESSAGES,
  TASK_IDS,
  findModule,
  type TFileRef,
  type TFinalDocumentResponse,
  type TLinkedinFinalResponse,
  type TPreviousFiles,
  type TPreviousFilesResponse,
  type TPreviousFilesUploadRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { isTaskDone, refuseDocumentChange } from '../orders/policy.ts';
import { presentCompletedTasks, presentFileRef } from '../orders/presenter.ts';
import { ownerOf, type OrderRow } from '../orders/repo.ts';
import { completeModule, throwRefusal, withOwnOrder } from '../orders/tx.ts';
import { documentsRepo } from './repo.ts';

async function ownOrder(deps: Deps, ctx: AuthedCtx, id: string) {
  const order = await deps.repos.orders.findOwn(ownerOf(ctx), id);
  if (!order) throw AppError.of('orderNotFound', 404);
  return order;
}

/** The service must carry the module: a page of a module the order does not have does not exist. */
function requireModule(order: OrderRow, serviceId: string, taskId: string) {
  if (!findModule(order.package, serviceId, taskId)) throw AppError.of('notFound', 404);
}

function presentPrevious(row: { files: TFileRef[]; updatedAt: Date } | undefined): TPreviousFiles {
  const list = (row?.files ?? []).map((f) => presentFileRef(f)!);
  return { file: list[0] ?? null, otherFiles: list.slice(1), updatedAt: row ? row.updatedAt.toISOString() : null };
}

/** GET /api/customer/orders/previous-file/get/{serviceId}/{id} */
export async function getPreviousFiles(deps: Deps, ctx: AuthedCtx, serviceId: string, orderId: string): Promise<TPreviousFilesResponse> {
  const order = await ownOrder(deps, ctx, orderId);
  requireModule(order, serviceId, TASK_IDS.previousDocument);
  const row = await documentsRepo(deps.db).findPrevious(ctx.siteId, order.id, serviceId);
  return { status: true, data: presentPrevious(row), completed: isTaskDone(order, serviceId, TASK_IDS.previousDocument) };
}

/**
 * POST /api/customer/orders/previous-file/upload/{serviceId}/{id}: keeps the
 * saved files minus `deletedFiles`, adds the user's own new uploads, attaches
 * them to the order for the writer, and completes previous_document the first time.
 */
export async function savePreviousFiles(deps: Deps, ctx: AuthedCtx, serviceId: string, orderId: string, body: TPreviousFilesUploadRequest) {
  if (body.order_id !== orderId || body.serviceId !== serviceId) throw AppError.of('pathBodyMismatch', 400);
  const result = await withOwnOrder(deps, ctx, orderId, async (t) => {
    throwRefusal(refuseDocumentChange(t.order, serviceId));
    const repo = documentsRepo(t.tx);
    const current = (await repo.findPrevious(ctx.siteId, orderId, serviceId))?.files ?? [];
    const deleted = new Set(body.deletedFiles);
    const kept = current.filter((f) => !deleted.has(f.key));
    const newKeys = [...new Set(body.uploadedFiles.map((f) => f.key))].filter((k) => !kept.some((f) => f.key === k));
    const claimed = await repo.claimable(ctx.siteId, ctx.user.id, orderId, newKeys);
    if (claimed.length !== newKeys.length) {
      throw new AppError(MESSAGES.uploadedFileNotFound, 400, { uploadedFiles: MESSAGES.uploadedFileNotFound });
    }
    const next = [...kept, ...newKeys.map((k) => claimed.find((f) => f.key === k)!)];
    if (next.length === 0) throw new AppError(MESSAGES.uploadAtLeastOne, 400, { uploadedFiles: MESSAGES.uploadAtLeastOne });
    if (next.length > MAX_PREVIOUS_FILES) throw AppError.of('validationFailed', 400, { uploadedFiles: `At most ${MAX_PREVIOUS_FILES} documents.` });

    const row = await repo.savePrevious(ctx.siteId, orderId, serviceId, next);
    await repo.setOrder(ctx.siteId, ctx.user.id, newKeys, orderId);
    const removed = current.filter((f) => deleted.has(f.key)).map((f) => f.key);
    await repo.setOrder(ctx.siteId, ctx.user.id, removed, null);
    const eventData = { serviceId, added: newKeys, removed };
    if (isTaskDone(t.order, serviceId, TASK_IDS.previousDocument)) {
      await t.orders.addEvent(ctx.siteId, orderId, ctx.user.id, 'previous_documents_saved', eventData);
    } else {
      await completeModule(t, ctx, serviceId, TASK_IDS.previousDocument, { kind: 'previous_documents_saved', data: eventData });
    }
    return { row, order: t.order };
  });
  return {
    status: true,
    message: MESSAGES.documentsSaved,
    data: presentPrevious(result.row),
    statusPercentage: result.order.statusPercentage,
    completed_tasks: presentCompletedTasks(result.order),
  };
}

/** GET /api/customer/orders/final/get/{serviceId}/{id}: data null until the writer uploads the final. */
export async function getFinalDocument(deps: Deps, ctx: AuthedCtx, serviceId: string, orderId: string): Promise<TFinalDocumentResponse> {
  const order = await ownOrder(deps, ctx, orderId);
  requireModule(order, serviceId, TASK_IDS.finalDocument);
  const row = await documentsRepo(deps.db).findFinal(ctx.siteId, order.id, serviceId);
  if (!row) return { status: true, data: null };
  const notesEnabled = ctx.site.settings?.website_settings.enable_writer_notes ?? false;
  return {
    status: true,
    data: {
      dataWord: presentFileRef(row.dataWord),
      dataPdf: presentFileRef(row.dataPdf),
      otherFiles: row.otherFiles.map((f) => presentFileRef(f)!),
      writerNotes: notesEnabled ? row.writerNotes : '',
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** GET /api/customer/orders/linkedin/get/{id}: the final LinkedIn file, or data null. */
export async function getLinkedinFinal(deps: Deps, ctx: AuthedCtx, orderId: string): Promise<TLinkedinFinalResponse> {
  const order = await ownOrder(deps, ctx, orderId);
  const row = await documentsRepo(deps.db).findLinkedinFinal(ctx.siteId, order.id);
  if (!row?.file) return { status: true, data: null };
  return { status: true, data: { file: { file: presentFileRef(row.file)!, serviceId: row.serviceId, updatedAt: row.updatedAt.toISOString() } } };
}
