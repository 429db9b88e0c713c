import { z } from 'zod';
import { ZId } from '../common.ts';

/** Orders an admin lists per page. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** Which orders the admin's list shows: open (below 100 %), unassigned, overdue (open, past its due date), completed, hidden. */
export const ADMIN_ORDER_FILTERS = ['all', 'open', 'unassigned', 'overdue', 'completed', 'hidden'] as const;
export const ZAdminOrderFilter = z.enum(ADMIN_ORDER_FILTERS);
export type TAdminOrderFilter = z.infer<typeof ZAdminOrderFilter>;

/** GET /api/admin/orders?filter&q&writer&page: q finds the order number, customer name or e-mail, package. */
export const ZAdminOrdersQuery = z
  .object({
    filter: ZAdminOrderFilter.default('all'),
    q: z.string().trim().max(200).optional(),
    writer: ZId.optional(),
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
