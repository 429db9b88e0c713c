import {
  MESSAGES,
  TASK_IDS,
  canUploadRevision,
  revisionBlockMessage,
  revisionFilesError,
  type TRevisionUploadRequest,
  type TRevisionUploadResponse,
  type TWriterRevisionsResponse,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { notifyCustomer } from '../orders/notify.ts';
import { isTaskDone } from '../orders/policy.ts';
import { presentCompletedTasks, presentSummary } from '../orders/presenter.ts';
import { draftLike, presentRevision } from './presenter.ts';
import { revisionsRepo, type RevisionRow } from './repo.ts';
import { claimOwnUploads } from '../files/claim.ts';
import { flagsOf, readableOrder, serviceWithModule, withAssignedOrder } from '../orders/tx.ts';

/** Spec 02 §4 on the newest draft (drafts come newest first). */
function uploadCheck(drafts: RevisionRow[], approvalEnabled: boolean, finalized: boolean) {
  return canUploadRevision(drafts[0] ? draftLike(drafts[0]) : null, approvalEnabled, finalized);
}

/** GET /api/writer/orders/revision/get/{serviceId}/{id}: every draft with its approval, newest first, and whether upload is allowed. */
export async function getRevisionsForWriter(deps: Deps, ctx: AuthedCtx, serviceId: string, orderId: string): Promise<TWriterRevisionsResponse> {
  const { order, customer } = await readableOrder(deps, ctx, orderId);
  const service = serviceWithModule(order, serviceId, TASK_IDS.revisionProcess, 404);
  const drafts = await revisionsRepo(deps.db).listForService(ctx.siteId, order.id, serviceId);
  const finalized = isTaskDone(order, serviceId, TASK_IDS.revisionProcess);
  const check = uploadCheck(drafts, flagsOf(ctx).approvalEnabled, finalized);
  return {
    status: true,
    orderData: presentSummary(order, customer, service),
    data: drafts.map(presentRevision),
    order: { completed_tasks: presentCompletedTasks(order) },
    revisionFinalized: finalized,
    canUpload: check.allowed,
    uploadBlockedReason: check.reason,
    uploadBlockedMessage: check.reason ? revisionBlockMessage(check.reason) : null,
  };
}

/**
 * POST /api/writer/orders/revision/upload: a PDF (and a Word file unless the
 * site hides it) of the writer's own uploads, when the upload rule allows.
 * With the approval feature the draft waits for the admin, unseen by the
 * customer; otherwise it goes to the customer, who is told.
 */
export async function uploadRevision(deps: Deps, ctx: AuthedCtx, body: TRevisionUploadRequest): Promise<TRevisionUploadResponse> {
  const { approvalEnabled, hideWord, notesEnabled } = flagsOf(ctx);
  const d = body.data;
  if (!d.dataPdf) throw new AppError(MESSAGES.revisionPdfRequired, 400, { dataPdf: MESSAGES.revisionPdfRequired });
  if (!d.dataWord && !hideWord) throw new AppError(MESSAGES.revisionWordRequired, 400, { dataWord: MESSAGES.revisionWordRequired });

  const draft = await withAssignedOrder(deps, ctx, body.order_id, async (t) => {
    serviceWithModule(t.order, body.serviceId, TASK_IDS.revisionProcess, 422);
    const repo = revisionsRepo(t.tx);
    const drafts = await repo.listForService(ctx.siteId, t.order.id, body.serviceId);
    const check = uploadCheck(drafts, approvalEnabled, isTaskDone(t.order, body.serviceId, TASK_IDS.revisionProcess));
    if (check.reason) throw new AppError(revisionBlockMessage(check.reason), 409, undefined, { reason: check.reason });

    const files = await claimOwnUploads(t.tx, ctx, t.order.id, {
      dataPdf: d.dataPdf,
      dataWord: d.dataWord,
      dataOther: d.dataOther,
      additionalFiles: d.additionalFiles,
    });
    const error = revisionFilesError({ dataPdf: files.one('dataPdf'), dataWord: files.one('dataWord') }, hideWord);
    if (error) throw new AppError(error.message, 400, { [error.field]: error.message });
    await files.attach();

    const saved = await repo.insert({
      siteId: ctx.siteId,
      orderId: t.order.id,
      serviceId: body.serviceId,
      writerId: ctx.user.id,
      data: {
        dataPdf: files.one('dataPdf'),
        dataWord: files.one('dataWord'),
        dataOther: files.one('dataOther'),
        additionalFiles: files.many('additionalFiles'),
        notes: notesEnabled ? d.notes.trim() : '',
      },
      adminPending: approvalEnabled,
      adminApproved: !approvalEnabled,
    });
    await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, 'revision_uploaded', {
      revisionId: saved.id,
      serviceId: body.serviceId,
      pendingAdminApproval: approvalEnabled,
      files: files.keys,
    });
    if (!approvalEnabled) {
      const updated = await t.save({
        revisionData: { ...t.order.revisionData, [body.serviceId]: { sentByWriter: true, pendingClientReview: true } },
      });
      await notifyCustomer(t.tx, ctx, updated, 'draft_uploaded');
    }
    return saved;
  });
  return { status: true, message: MESSAGES.revisionUploaded, data: presentRevision(draft), pendingAdminApproval: approvalEnabled };
}
