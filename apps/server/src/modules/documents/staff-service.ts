import {
  MESSAGES,
  TASK_IDS,
  finalFilesError,
  type TFinalUploadRequest,
  type TFinalUploadResponse,
  type TLinkedinUploadRequest,
  type TLinkedinUploadResponse,
  type TWriterFinalResponse,
  type TWriterLinkedinResponse,
  type TWriterPreviousFilesResponse,
} from '@draftdesk/contract';
import type { finalDocuments } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { documentsRepo } from './repo.ts';
import { notifyCustomer } from '../orders/notify.ts';
import { isTaskDone } from '../orders/policy.ts';
import { presentCompletedTasks, presentFileRef, presentSummary } from '../orders/presenter.ts';
import type { OrderRow } from '../orders/repo.ts';
import { completeModule, type OrderTx, flagsOf, readableOrder, serviceWithModule, withAssignedOrder } from '../orders/tx.ts';
import { claimOwnUploads } from '../files/claim.ts';

type FinalRow = typeof finalDocuments.$inferSelect;

const presentFinal = (row: FinalRow) => ({
  dataPdf: presentFileRef(row.dataPdf),
  dataWord: presentFileRef(row.dataWord),
  otherFiles: row.otherFiles.map((f) => presentFileRef(f)!),
  writerNotes: row.writerNotes,
  updatedAt: row.updatedAt.toISOString(),
});
const presentLinkedin = (row: FinalRow) => ({
  file: { file: presentFileRef(row.file)!, serviceId: row.serviceId, updatedAt: row.updatedAt.toISOString() },
});

/** The (first) service of the order with the final LinkedIn module. */
function linkedinService(order: OrderRow, missing: 404 | 422) {
  const service = order.package.packageServices.find((s) => s.serviceModules.some((m) => m.id === TASK_IDS.finalLinkedin));
  if (!service) throw missing === 404 ? AppError.of('notFound', 404) : AppError.of('taskNotInPackage', 422);
  return service;
}

/** GET /api/writer/orders/previous-file/get/{serviceId}/{id}: the customer's documents, or data null (pending). */
export async function getPreviousForWriter(deps: Deps, ctx: AuthedCtx, serviceId: string, orderId: string): Promise<TWriterPreviousFilesResponse> {
  const { order, customer } = await readableOrder(deps, ctx, orderId);
  const service = serviceWithModule(order, serviceId, TASK_IDS.previousDocument, 404);
  const row = await documentsRepo(deps.db).findPrevious(ctx.siteId, order.id, serviceId);
  const list = (row?.files ?? []).map((f) => presentFileRef(f)!);
  return {
    status: true,
    orderData: presentSummary(order, customer, service),
    data: row && list.length ? { file: list[0], otherFiles: list.slice(1), updatedAt: row.updatedAt.toISOString() } : null,
  };
}

/** GET /api/writer/orders/final/get/{serviceId}/{id} */
export async function getFinalForWriter(deps: Deps, ctx: AuthedCtx, serviceId: string, orderId: string): Promise<TWriterFinalResponse> {
  const { order, customer } = await readableOrder(deps, ctx, orderId);
  const service = serviceWithModule(order, serviceId, TASK_IDS.finalDocument, 404);
  const row = await documentsRepo(deps.db).findFinal(ctx.siteId, order.id, serviceId);
  return {
    status_code: 200,
    status: true,
    orderData: presentSummary(order, customer, service),
    data: row ? presentFinal(row) : null,
    completed: isTaskDone(order, serviceId, TASK_IDS.finalDocument),
  };
}

/** Completes the final's module the first time; a replacement is recorded as such. Then tells the customer. */
async function finishFinal(t: OrderTx, ctx: AuthedCtx, serviceId: string, taskId: string, data: Record<string, unknown>) {
  if (isTaskDone(t.order, serviceId, taskId)) {
    await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, 'final_replaced', { serviceId, taskId, ...data });
  } else {
    await completeModule(t, ctx, serviceId, taskId, { kind: 'final_uploaded', data });
  }
  // Named by its service: two services' finals on one order must not read alike.
  const service = t.order.package.packageServices.find((s) => s._id === serviceId)?.serviceName ?? '';
  await notifyCustomer(t.tx, ctx, t.order, 'final_uploaded', { service });
}

/**
 * POST /api/writer/orders/final/upload: a PDF and a DOCX (sniffed types), the
 * writer's own uploads; replaces the previous final of the service and
 * completes final_document in the same transaction.
 */
export async function uploadFinal(deps: Deps, ctx: AuthedCtx, body: TFinalUploadRequest): Promise<TFinalUploadResponse> {
  if (!body.dataPdf) throw new AppError(MESSAGES.finalPdfRequired, 400, { dataPdf: MESSAGES.finalPdfRequired });
  if (!body.dataWord) throw new AppError(MESSAGES.finalWordRequired, 400, { dataWord: MESSAGES.finalWordRequired });
  const { notesEnabled } = flagsOf(ctx);
  const result = await withAssignedOrder(deps, ctx, body.order_id, async (t) => {
    serviceWithModule(t.order, body.serviceId, TASK_IDS.finalDocument, 422);
    const files = await claimOwnUploads(t.tx, ctx, t.order.id, { dataPdf: body.dataPdf, dataWord: body.dataWord, otherFiles: body.otherFiles });
    const error = finalFilesError({ dataPdf: files.one('dataPdf'), dataWord: files.one('dataWord') });
    if (error) throw new AppError(error.message, 400, { [error.field]: error.message });
    await files.attach();
    const row = await documentsRepo(t.tx).saveFinal({
      orderId: t.order.id,
      serviceId: body.serviceId,
      taskId: 'final_document',
      siteId: ctx.siteId,
      dataPdf: files.one('dataPdf'),
      dataWord: files.one('dataWord'),
      otherFiles: files.many('otherFiles'),
      writerNotes: notesEnabled ? body.notes.trim() : '',
    });
    await finishFinal(t, ctx, body.serviceId, TASK_IDS.finalDocument, { files: files.keys });
    return { row, order: t.order };
  });
  return {
    status: true,
    message: MESSAGES.documentUploaded,
    data: presentFinal(result.row),
    statusPercentage: result.order.statusPercentage,
    completed_tasks: presentCompletedTasks(result.order),
  };
}

/** GET /api/writer/orders/linkedin/get/{id} */
export async function getLinkedinForWriter(deps: Deps, ctx: AuthedCtx, orderId: string): Promise<TWriterLinkedinResponse> {
  const { order, customer } = await readableOrder(deps, ctx, orderId);
  const service = linkedinService(order, 404);
  const row = await documentsRepo(deps.db).findLinkedinFinal(ctx.siteId, order.id);
  return {
    status: true,
    orderData: presentSummary(order, customer, service),
    data: row?.file ? presentLinkedin(row) : null,
    completed: isTaskDone(order, service._id, TASK_IDS.finalLinkedin),
  };
}

/** POST /api/writer/orders/linkedin/upload: one file of the writer's; replaces the previous one and completes final_linkedin. */
export async function uploadLinkedin(deps: Deps, ctx: AuthedCtx, body: TLinkedinUploadRequest): Promise<TLinkedinUploadResponse> {
  if (!body.data) throw new AppError(MESSAGES.uploadTheDocument, 400, { data: MESSAGES.uploadTheDocument });
  const result = await withAssignedOrder(deps, ctx, body.order_id, async (t) => {
    const service = linkedinService(t.order, 422);
    const files = await claimOwnUploads(t.tx, ctx, t.order.id, { data: body.data });
    await files.attach();
    const row = await documentsRepo(t.tx).saveFinal({
      orderId: t.order.id,
      serviceId: service._id,
      taskId: 'final_linkedin',
      siteId: ctx.siteId,
      file: files.one('data'),
    });
    await finishFinal(t, ctx, service._id, TASK_IDS.finalLinkedin, { files: files.keys });
    return { row, order: t.order };
  });
  return {
    status: true,
    message: MESSAGES.documentUploaded,
    data: presentLinkedin(result.row),
    statusPercentage: result.order.statusPercentage,
    completed_tasks: presentCompletedTasks(result.order),
  };
}
