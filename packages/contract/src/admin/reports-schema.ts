import { z } from 'zod';

/** How many calendar months (UTC) the reports cover at most, and by default. */
export const ADMIN_REPORT_MAX_MONTHS = 24;
export const ADMIN_REPORT_DEFAULT_MONTHS = 12;
/** How many unassigned and overdue orders the dashboard lists (the oldest first); the counts are complete. */
export const ADMIN_REPORT_LIST_SIZE = 10;

/** GET /api/admin/reports?months: the last `months` calendar months, this one included. */
export const ZAdminReportsQuery = z
  .object({ months: z.coerce.number().int().min(1).max(ADMIN_REPORT_MAX_MONTHS).default(ADMIN_REPORT_DEFAULT_MONTHS) })
  .strict();
export type TAdminReportsQuery = z.infer<typeof ZAdminReportsQuery>;

/**
 * An order's state by its progress (contract orders/rules.ts, DESIGN §5): no module done yet, some done,
 * all done (statusPercentage 100).
 */
export const ORDER_STATES = ['not-started', 'in-progress', 'completed'] as const;
export type TOrderState = (typeof ORDER_STATES)[number];

/** The state of an order at `statusPercentage` (the reports count the same in SQL). */
export function orderStateOf(statusPercentage: number): TOrderState {
  if (statusPercentage >= 100) return 'completed';
  return statusPercentage > 0 ? 'in-progress' : 'not-started';
}

/** One month of the ledger, in the site's currency, major units: paid in, refunded (positive), and what was kept. */
export const ZRevenueMonth = z.object({ month: z.string(), paid: z.number(), refunded: z.number(), net: z.number() });
export type TRevenueMonth = z.infer<typeof ZRevenueMonth>;

/** An order waiting for the admin: no writer yet (oldest first), or past its due date (most overdue first). */
export const ZReportOrder = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  packageName: z.string(),
  customerName: z.string(),
  writerName: z.string().nullable(),
  statusPercentage: z.number(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TReportOrder = z.infer<typeof ZReportOrder>;

/**
 * A writer's load: open orders now; orders completed in the period, those of them with a due date, and those
 * completed by the end of their due day (the auto-assignment's on-time rule). onTimeRate is null without any.
 */
export const ZWriterWorkload = z.object({
  writerId: z.string(),
  name: z.string(),
  active: z.boolean(),
  open: z.number().int(),
  completed: z.number().int(),
  completedWithDue: z.number().int(),
  onTime: z.number().int(),
  onTimeRate: z.number().nullable(),
});
export type TWriterWorkload = z.infer<typeof ZWriterWorkload>;

export const ZAdminReportsResponse = z.object({
  status: z.literal(true),
  /** The site's currency, lower case: the ledger rows in other currencies are not counted. */
  currency: z.string(),
  months: z.number().int(),
  /** The first day (UTC) the period covers, ISO. */
  from: z.string(),
  generatedAt: z.string(),
  /** One entry per month of the period, oldest first, months without payments at 0. */
  revenue: z.array(ZRevenueMonth),
  revenueTotal: z.object({ paid: z.number(), refunded: z.number(), net: z.number() }),
  /** Every order of the site now, by state (all three states, 0 when none). */
  ordersByState: z.array(z.object({ state: z.enum(ORDER_STATES), count: z.number().int() })),
  counts: z.object({
    orders: z.number().int(),
    open: z.number().int(),
    /** Open, no writer: the Unassigned queue (the All orders filter 'unassigned'). */
    unassigned: z.number().int(),
    /** Open, due date passed (the All orders filter 'overdue'). */
    overdue: z.number().int(),
    /** Orders created in the period. */
    newInPeriod: z.number().int(),
  }),
  unassigned: z.array(ZReportOrder),
  overdue: z.array(ZReportOrder),
  writers: z.array(ZWriterWorkload),
  /**
   * The customers' feedback survey answers of the period: how many surveys, how many rating answers, and their mean
   * on a 5-star scale (each answer as rating / max * 5, max its question's 2-10 stars), to two decimals; null without any.
   */
  rating: z.object({ average: z.number().nullable(), responses: z.number().int(), ratings: z.number().int() }),
  /**
   * Free reviews created in the period, and how many of them were viewed, had a checkout click, and led to a
   * purchase (an order bought through one of its checkout clicks). Each step counts reviews, so it is a funnel.
   */
  funnel: z.object({ created: z.number().int(), viewed: z.number().int(), checkoutClicks: z.number().int(), purchases: z.number().int() }),
});
export type TAdminReportsResponse = z.infer<typeof ZAdminReportsResponse>;
