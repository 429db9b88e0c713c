import { MESSAGES, TASK_IDS, type TPendingRevisionsResponse, type TRevisionDecisionResponse, type TRevisionRejectRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { notifyCustomer, notifyUser } from '../orders/notify.ts';
import { isTaskDone } from '../orders/policy.ts';
import { fullName } from '../orders/presenter.ts';
import { type OrderTx, withAssignedOrder } from '../orders/tx.ts';
import { presentRevision } from './presenter.ts';
import { revisionsRepo, type RevisionRow } from './repo.ts';
import { claimOwnUploads } from '../files/claim.ts';

/**
 * A pending draft of the site, decided in one transaction with its order
 * locked (the admin's scope is the site). 404 for a draft of another site,
 * 409 once it is no longer pending.
 */
async function decideDraft<T>(deps: Deps, ctx: AuthedCtx, id: string, fn: (t: OrderTx, draft: RevisionRow) => Promise<T>) {
  const draft = await revisionsRepo(deps.db).findInSite(ctx.siteId, id);
  if (!draft) throw AppError.of('revisionNotFound', 404);
  return withAssignedOrder(deps, ctx, draft.orderId, async (t) => {
    const current = await revisionsRepo(t.tx).findInSite(ctx.siteId, id);
    if (!current?.adminPending) throw AppError.of('revisionNotPending', 409);
    return fn(t, current);
  });
}

/** GET /api/admin/revisions/pending */
export async function pendingRevisions(deps: Deps, ctx: AuthedCtx): Promise<TPendingRevisionsResponse> {
  const rows = await revisionsRepo(deps.db).pendingInSite(ctx.siteId);
  return {
    status: true,
    data: rows.map((r) => ({
      ...presentRevision(r.revision),
      orderNumber: r.orderNumber,
      serviceName: r.package.packageServices.find((s) => s._id === r.revision.serviceId)?.serviceName ?? '',
      writerName: fullName(r.writerFirstName, r.writerLastName),
    })),
  };
}

/** POST /api/admin/revisions/{id}/approve: the customer now sees the draft and is told; so is the writer. */
export async function approveRevision(deps: Deps, ctx: AuthedCtx, id: string): Promise<TRevisionDecisionResponse> {
  const decided = await decideDraft(deps, ctx, id, async (t, draft) => {
    if (isTaskDone(t.order, draft.serviceId, TASK_IDS.revisionProcess)) throw AppError.of('revisionAlreadyFinalized', 409);
    const row = (await revisionsRepo(t.tx).decide(ctx.siteId, id, { adminApproved: true, rejectionReason: null, rejectionFile: null }))!;
    const updated = await t.save({
      revisionData: { ...t.order.revisionData, [draft.serviceId]: { sentByWriter: true, pendingClientReview: true } },
    });
    await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, 'revision_approved', { revisionId: id, serviceId: draft.serviceId });
    await notifyCustomer(t.tx, ctx, updated, 'draft_uploaded');
    if (draft.writerId) {
      await notifyUser(t.tx, ctx, draft.writerId, t.order.id, 'revision_approved');
    }
    return row;
  });
  return { status: true, message: MESSAGES.revisionApproved, data: presentRevision(decided) };
}

/** POST /api/admin/revisions/{id}/reject: the customer never sees it; the writer is told why and may upload again. */
export async function rejectRevision(deps: Deps, ctx: AuthedCtx, id: string, body: TRevisionRejectRequest): Promise<TRevisionDecisionResponse> {
  const decided = await decideDraft(deps, ctx, id, async (t, draft) => {
    const files = await claimOwnUploads(t.tx, ctx, t.order.id, { rejectionFile: body.rejectionFile });
    await files.attach();
    const row = (await revisionsRepo(t.tx).decide(ctx.siteId, id, {
      adminApproved: false,
      rejectionReason: body.rejectionReason,
      rejectionFile: files.one('rejectionFile'),
    }))!;
    await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, 'revision_rejected', { revisionId: id, serviceId: draft.serviceId, files: files.keys });
    if (draft.writerId) {
      const reason = body.rejectionReason.length > 200 ? `${body.rejectionReason.slice(0, 197)}...` : body.rejectionReason;
      await notifyUser(t.tx, ctx, draft.writerId, t.order.id, 'revision_rejected', { reason });
    }
    return row;
  });
  return { status: true, message: MESSAGES.revisionRejected, data: presentRevision(decided) };
}
