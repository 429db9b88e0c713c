import { draftState, type TCustomerDraft, type TRevision } from '@draftdesk/contract';
import { presentFileRef } from '../orders/presenter.ts';
import type { RevisionRow } from './repo.ts';

const approvalOf = (r: RevisionRow) => ({ pending: r.adminPending, approved: r.adminApproved });
export const draftLike = (r: RevisionRow) => ({ rating: r.rating, reviewedByUser: r.reviewedByUser, adminApproval: approvalOf(r) });

export function presentRevision(r: RevisionRow): TRevision {
  return {
    _id: r.id,
    order_id: r.orderId,
    service_id: r.serviceId,
    data: {
      dataPdf: presentFileRef(r.data.dataPdf),
      dataWord: presentFileRef(r.data.dataWord),
      dataOther: presentFileRef(r.data.dataOther),
      additionalFiles: r.data.additionalFiles.map((f) => presentFileRef(f)!),
      notes: r.data.notes,
    },
    rating: r.rating,
    review: r.review,
    reviewFile: presentFileRef(r.reviewFile),
    reviewedByUser: r.reviewedByUser,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    adminApproval: { ...approvalOf(r), rejectionReason: r.rejectionReason, rejectionFile: presentFileRef(r.rejectionFile) },
  };
}

/** The customer's view of a visible draft: no approval details. */
export function presentCustomerDraft(r: RevisionRow): TCustomerDraft {
  const { adminApproval: _a, order_id: _o, service_id: _s, ...rest } = presentRevision(r);
  return { ...rest, state: draftState(draftLike(r)) === 'reviewed' ? 'reviewed' : 'under-review' };
}
