import { z } from 'zod';
import { ZId } from '../common.ts';
import { MESSAGES } from '../messages.ts';
import { isIsoDate } from '../questionnaires/rules.ts';
import { ZWriterOrder } from '../writer/orders-schema.ts';

/** Orders an admin lists per page. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** Which orders the admin's list shows: open (below 100 %), unassigned, overdue (open, past its due date), completed, hidden. */
export const ADMIN_ORDER_FILTERS = ['all', 'open', 'unassigned', 'overdue', 'completed', 'hidden'] as const;
export const ZAdminOrderFilter = z.enum(ADMIN_ORDER_FILTERS);
export type TAdminOrderFilter = z.infer<typeof ZAdminOrderFilter>;

/**
 * GET /api/admin/orders?filter&q&writer&customer&page: q finds the order number, customer name or e-mail, package;
 * customer keeps one customer's orders (the new invoice dialog's order picker).
 */
export const ZAdminOrdersQuery = z
  .object({
    filter: ZAdminOrderFilter.default('all'),
    q: z.string().trim().max(200).optional(),
    writer: ZId.optional(),
    customer: ZId.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TAdminOrdersQuery = z.infer<typeof ZAdminOrdersQuery>;

export const ZAdminOrderRow = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  packageName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  writerId: z.string().nullable(),
  writerName: z.string().nullable(),
  statusPercentage: z.number(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  hideOrder: z.boolean(),
});
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;

/** A writer an order can go to: the site's active writers. */
export const ZAssignableWriter = z.object({ _id: z.string(), name: z.string(), openOrders: z.number().int() });
export type TAssignableWriter = z.infer<typeof ZAssignableWriter>;

export const ZAdminOrdersResponse = z.object({
  status: z.literal(true),
  orders: z.array(ZAdminOrderRow),
  total: z.number().int(),
  pageSize: z.number().int(),
  writers: z.array(ZAssignableWriter),
});
export type TAdminOrdersResponse = z.infer<typeof ZAdminOrdersResponse>;

export const ZAdminOrderParams = z.object({ id: ZId }).strict();

/** PATCH /api/admin/orders/{id}/assign: gives the order to one of the site's active writers. */
export const ZAdminAssignRequest = z.object({ writerId: ZId }).strict();
export type TAdminAssignRequest = z.infer<typeof ZAdminAssignRequest>;

export const ZAdminAssignResponse = z.object({ status: z.literal(true), message: z.string(), order: ZAdminOrderRow });
export type TAdminAssignResponse = z.infer<typeof ZAdminAssignResponse>;

// ---- The admin's order page: GET /api/admin/orders/{id}, PATCH /api/admin/orders/{id}, PATCH /api/admin/orders/{id}/tasks

/** The `updatedAt` of the order as the admin loaded it (ISO 8601): a save against an order changed since is refused (409, MESSAGES.staleWrite). */
const ZLoadedAt = z.string().datetime({ offset: true, message: MESSAGES.fieldInvalid });

/**
 * The order_events kinds the timeline names (any other kind shows as written). The admin's own:
 * order_hidden / order_unhidden, due_date_changed_by_admin, task_marked_done_by_admin / task_marked_undone_by_admin.
 */
export const ORDER_EVENT_KINDS = [
  'order_created',
  'invoice_paid',
  'writer_assigned',
  'writer_auto_assigned',
  'no_writer_fits',
  'writer_assigned_by_admin',
  'initial_question_answered',
  'contract_signed',
  'questionnaire_submitted',
  'task_completed',
  'previous_documents_saved',
  'followup_published',
  'due_date_set',
  'revision_uploaded',
  'revision_approved',
  'revision_rejected',
  'revision_reviewed',
  'revision_finalized',
  'final_uploaded',
  'final_replaced',
  'survey_submitted',
  'survey_status_set',
  'no_show_set',
  'tip_paid',
  'payment_refunded',
  'writer_archived',
  'writer_unarchived',
  'order_hidden',
  'order_unhidden',
  'due_date_changed_by_admin',
  'task_marked_done_by_admin',
  'task_marked_undone_by_admin',
] as const;

/** One entry of the order's timeline: an order_events row, or an admin audit entry about the order. */
export const ZAdminOrderEvent = z.object({
  _id: z.string(),
  kind: z.string(),
  at: z.string(),
  /** Null: the system (a payment, the auto-assignment). */
  actorName: z.string().nullable(),
  /** What the entry is about, when it says: the module and its service, the writer, the due day, the admin's reason. */
  serviceName: z.string().nullable(),
  moduleTitle: z.string().nullable(),
  writerName: z.string().nullable(),
  dueDate: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TAdminOrderEvent = z.infer<typeof ZAdminOrderEvent>;

/** The order as its writer sees it (writerDetails included), plus what only admins see. */
export const ZAdminOrder = ZWriterOrder.extend({
  hideOrder: z.boolean(),
  customerName: z.string(),
  writerName: z.string().nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZAdminOrderResponse = z.object({
  status: z.literal(true),
  order: ZAdminOrder,
  /** Newest first. */
  timeline: z.array(ZAdminOrderEvent),
  /** Who the order can go to (the assign dialog). */
  writers: z.array(ZAssignableWriter),
});
export type TAdminOrderResponse = z.infer<typeof ZAdminOrderResponse>;

/** PATCH /api/admin/orders/{id}: hide or unhide the order (the customer no longer sees a hidden one), set or clear its due day. */
export const ZAdminOrderPatch = z
  .object({
    hideOrder: z.boolean().optional(),
    /** A calendar day (YYYY-MM-DD), or null to clear it. */
    dueDate: z.string().refine(isIsoDate, MESSAGES.fieldInvalidDate).nullable().optional(),
    updatedAt: ZLoadedAt,
  })
  .strict()
  .refine((b) => b.hideOrder !== undefined || b.dueDate !== undefined, { message: MESSAGES.nothingToChange, path: ['hideOrder'] });
export type TAdminOrderPatch = z.infer<typeof ZAdminOrderPatch>;

/** Why an admin marks a module done or not done: kept in the order's timeline. */
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
export const ZAdminReason = z
  .string({ error: MESSAGES.reasonLength })
  .trim()
  .min(ADMIN_REASON_MIN, MESSAGES.reasonLength)
  .max(ADMIN_REASON_MAX, MESSAGES.reasonLength);

/** PATCH /api/admin/orders/{id}/tasks: a module done or not done, with the reason; statusPercentage follows. */
export const ZAdminTaskRequest = z.object({ serviceId: ZId, taskId: ZId, done: z.boolean(), reason: ZAdminReason, updatedAt: ZLoadedAt }).strict();
export type TAdminTaskRequest = z.infer<typeof ZAdminTaskRequest>;

/** Both writes answer with the page's fresh data and what was done. */
export const ZAdminOrderWriteResponse = ZAdminOrderResponse.extend({ message: z.string() });
export type TAdminOrderWriteResponse = z.infer<typeof ZAdminOrderWriteResponse>;
