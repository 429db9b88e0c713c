import {
  MESSAGES,
  REVIEW_FILE_TYPES,
  TASK_IDS,
  customerMayFinalize,
  customerMaySee,
  findModule,
  reviewError,
  type TCustomerDraftsResponse,
  type TFinalizeRevisionRequest,
  type TRateReviewRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { documentsRepo } from '../documents/repo.ts';
import { notifyWriter } from '../orders/notify.ts';
import { isTaskDone } from '../orders/policy.ts';
import { presentCompletedTasks } from '../orders/presenter.ts';
import { ownerOf, type OrderRow } from '../orders/repo.ts';
import { completeModule, withOwnOrder } from '../orders/tx.ts';
import { draftLike, presentCustomerDraft } from './presenter.ts';
import { revisionsRepo } from './repo.ts';

function requireRevisionModule(order: OrderRow, serviceId: string, status: 404 | 422) {
  if (!findModule(order.package, serviceId, TASK_IDS.revisionProcess)) {
    throw status === 404 ? AppError.of('notFound', 404) : AppError.of('taskNotInPackage', 422);
  }
}

/** GET /api/customer/orders/revision/get/{serviceId}/{id}: the drafts the customer may see, newest first. */
export async function getCustomerDrafts(deps: Deps, ctx: AuthedCtx, serviceId: string, orderId: string): Promise<TCustomerDraftsResponse> {
  const order = await deps.repos.orders.findOwn(ownerOf(ctx), orderId);
  if (!order) throw AppError.of('orderNotFound', 404);
  requireRevisionModule(order, serviceId, 404);
  const visible = (await revisionsRepo(deps.db).listForService(ctx.siteId, order.id, serviceId)).filter((r) => customerMaySee(draftLike(r)));
  return {
    status: true,
    data: visible.map(presentCustomerDraft),
    revisionFinalized: isTaskDone(order, serviceId, TASK_IDS.revisionProcess),
    canFinalize: customerMayFinalize(visible.map(draftLike)),
  };
}

/**
 * POST /api/customer/orders/revision/rate-review: the customer's rating and
 * revision request on a draft they can see, once per draft; the writer is told.
 */
export async function rateAndReview(deps: Deps, ctx: AuthedCtx, body: TRateReviewRequest) {
  const ratingDisabled = ctx.site.settings?.website_settings.disable_customer_rating ?? false;
  await withOwnOrder(deps, ctx, body.order_id, async (t) => {
    const draft = await revisionsRepo(t.tx).findInOrder(ctx.siteId, t.order.id, body.draft_id);
    if (!draft || !customerMaySee(draftLike(draft))) throw AppError.of('draftNotFound', 404);
    if (isTaskDone(t.order, draft.serviceId, TASK_IDS.revisionProcess)) throw AppError.of('revisionAlreadyFinalized', 409);
    if (draft.reviewedByUser || draft.rating !== null) throw AppError.of('draftAlreadyReviewed', 409);
    const error = reviewError(ratingDisabled, body.data);
    if (error) throw new AppError(error, 400, { review: error });

    const docs = documentsRepo(t.tx);
    let reviewFile = null;
    if (body.data.reviewFile) {
      [reviewFile] = await docs.claimable(ctx.siteId, ctx.user.id, t.order.id, [body.data.reviewFile.key]);
      if (!reviewFile) throw new AppError(MESSAGES.uploadedFileNotFound, 400, { reviewFile: MESSAGES.uploadedFileNotFound });
      if (!REVIEW_FILE_TYPES.includes(reviewFile.mimetype)) throw new AppError(MESSAGES.reviewFileType, 400, { reviewFile: MESSAGES.reviewFileType });
      await docs.setOrder(ctx.siteId, ctx.user.id, [reviewFile.key], t.order.id);
    }

    await revisionsRepo(t.tx).saveReview(ctx.siteId, draft.id, {
      rating: ratingDisabled ? null : (body.data.rating ?? null),
      review: body.data.review.trim(),
      reviewFile,
    });
    const previous = t.order.revisionData[draft.serviceId];
    const revisionData = { ...t.order.revisionData, [draft.serviceId]: { sentByWriter: previous?.sentByWriter ?? true, pendingClientReview: false } };
    const updated = await t.orders.update(ownerOf(ctx), t.order.id, { revisionData });
    await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, 'revision_reviewed', {
      draftId: draft.id,
      serviceId: draft.serviceId,
      rating: body.data.rating ?? null,
      reviewFile: reviewFile?.key ?? null,
    });
    await notifyWriter(t.tx, ctx, updated, 'review_submitted');
  });
  return { status: true, message: MESSAGES.reviewSubmitted };
}

/** POST /api/customer/orders/revision/finalize: completes revision_process once a draft was reviewed. */
export async function finalizeRevisions(deps: Deps, ctx: AuthedCtx, body: TFinalizeRevisionRequest) {
  const order = await withOwnOrder(deps, ctx, body.order_id, async (t) => {
    requireRevisionModule(t.order, body.serviceId, 422);
    if (isTaskDone(t.order, body.serviceId, TASK_IDS.revisionProcess)) throw AppError.of('revisionAlreadyFinalized', 409);
    const drafts = await revisionsRepo(t.tx).listForService(ctx.siteId, t.order.id, body.serviceId);
    const visible = drafts.map(draftLike).filter(customerMaySee);
    if (!customerMayFinalize(visible)) throw AppError.of('finalizeNeedsReviewedDraft', 409);

    const previous = t.order.revisionData[body.serviceId];
    t.order = await t.orders.update(ownerOf(ctx), t.order.id, {
      revisionData: { ...t.order.revisionData, [body.serviceId]: { sentByWriter: previous?.sentByWriter ?? true, pendingClientReview: false } },
    });
    const updated = await completeModule(t, ctx, body.serviceId, TASK_IDS.revisionProcess, { kind: 'revision_finalized' });
    await notifyWriter(t.tx, ctx, updated, 'revision_finalized');
    return updated;
  });
  return {
    status: true,
    message: MESSAGES.revisionFinalized,
    statusPercentage: order.statusPercentage,
    completed_tasks: presentCompletedTasks(order),
  };
}
