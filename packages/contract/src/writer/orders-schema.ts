import { z } from 'zod';
import { ZNotification } from '../entities/notification.ts';
import { MESSAGES } from '../messages.ts';
import { ZCompletedTask, ZRevisionData, ZServiceModule } from '../orders/schema.ts';
import { isIsoDate } from '../questionnaires/rules.ts';

const ZObjectId = z.string().min(1).max(64);

// ---- Shapes the writer and reviewer area shares

export const ZStaffPerson = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), profile_img: z.string() });
export type TStaffPerson = z.infer<typeof ZStaffPerson>;

/** `orderData` of the per-service pages: who and what the page is about. */
export const ZWriterOrderSummary = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  packageName: z.string(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  statusPercentage: z.number().int(),
  dueDate: z.string().nullable(),
  /** The service the page is about; null on pages that are not per service. */
  service: z.object({ _id: z.string(), serviceName: z.string() }).nullable(),
});
export type TWriterOrderSummary = z.infer<typeof ZWriterOrderSummary>;

// ---- GET /api/writer/orders

export const ZWriterOrdersQuery = z.object({ archived: z.enum(['true', 'false']).optional() }).strict();
export type TWriterOrdersQuery = z.infer<typeof ZWriterOrdersQuery>;

export const ZWriterOrderListItem = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  package: z.object({ packageName: z.string() }),
  customer: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  customerEmail: z.string(),
  statusPercentage: z.number().int(),
  dueDate: z.string().nullable(),
  writerArchived: z.boolean(),
  createdAt: z.string(),
  assignedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type TWriterOrderListItem = z.infer<typeof ZWriterOrderListItem>;

/** Newest first; archived orders only with ?archived=true, and then only they. */
export const ZWriterOrdersResponse = z.object({ status: z.boolean(), orders: z.array(ZWriterOrderListItem) });
export type TWriterOrdersResponse = z.infer<typeof ZWriterOrdersResponse>;

// ---- PATCH /api/writer/orders/set-due-date and /archive

/**
 * `dueDate` is a calendar day (YYYY-MM-DD), not in the past; `clientId` is
 * accepted for wire compatibility, the site comes from the host.
 */
export const ZSetDueDateRequest = z
  .object({
    orderId: ZObjectId,
    clientId: z.string().max(64).optional(),
    dueDate: z.string({ error: MESSAGES.fieldInvalidDate }).refine(isIsoDate, MESSAGES.fieldInvalidDate),
  })
  .strict();
export type TSetDueDateRequest = z.infer<typeof ZSetDueDateRequest>;
export const ZSetDueDateResponse = z.object({ status: z.boolean(), message: z.string(), order: ZWriterOrderListItem });
export type TSetDueDateResponse = z.infer<typeof ZSetDueDateResponse>;

export const ZArchiveOrderRequest = z.object({ orderId: ZObjectId, archived: z.boolean() }).strict();
export type TArchiveOrderRequest = z.infer<typeof ZArchiveOrderRequest>;
export const ZArchiveOrderResponse = ZSetDueDateResponse;
export type TArchiveOrderResponse = z.infer<typeof ZArchiveOrderResponse>;

// ---- GET /api/writer/dashboard

export const ZWriterDashboardResponse = z.object({
  status: z.boolean(),
  counts: z.object({ total: z.number().int(), inProgress: z.number().int(), completed: z.number().int(), archived: z.number().int() }),
  /** Not completed, not archived, due within the next 7 days; soonest first. */
  dueSoon: z.array(ZWriterOrderListItem),
  /** Not completed, not archived, the due day has ended; oldest due first. */
  overdue: z.array(ZWriterOrderListItem),
  /** Orders with a draft waiting for the customer, and which services. */
  awaitingCustomer: z.array(ZWriterOrderListItem.extend({ serviceIds: z.array(z.string()) })),
  /** The writer's 5 latest notifications. */
  notifications: z.array(ZNotification),
});
export type TWriterDashboardResponse = z.infer<typeof ZWriterDashboardResponse>;

// ---- GET /api/reviewer/orders

export const ZReviewerOrderListItem = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  package: z.object({ packageName: z.string() }),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  customerEmail: z.string(),
  /** Null while no writer is assigned. Pass it in navigation state to skip includeWriter. */
  writer: ZStaffPerson.nullable(),
  writerEmail: z.string().nullable(),
  statusPercentage: z.number().int(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The order detail page. */
  link: z.string(),
});
export type TReviewerOrderListItem = z.infer<typeof ZReviewerOrderListItem>;
export const ZReviewerOrdersResponse = z.object({ status: z.boolean(), orders: z.array(ZReviewerOrderListItem) });
export type TReviewerOrdersResponse = z.infer<typeof ZReviewerOrdersResponse>;

// ---- GET /api/writer/orders/{id}[?includeWriter=true]

export const ZWriterOrderQuery = z.object({ includeWriter: z.enum(['true', 'false']).optional() }).strict();
export type TWriterOrderQuery = z.infer<typeof ZWriterOrderQuery>;

/** Spec 02 §2: the five named modules; any other module id is a questionnaire. */
export const MODULE_KINDS = ['questionnaire', 'previous_document', 'additional_questionnaire', 'revision_process', 'final_document', 'final_linkedin'] as const;
export type TModuleKind = (typeof MODULE_KINDS)[number];

export const ZWriterModule = ZServiceModule.extend({ kind: z.enum(MODULE_KINDS), done: z.boolean() });
export const ZWriterService = z.object({
  _id: z.string(),
  serviceName: z.string(),
  serviceModules: z.array(ZWriterModule),
  /** serviceState: completed, in progress, or not started ("Needs Action"). */
  state: z.enum(['completed', 'in-progress', 'not-started']),
  /** followUpState; null for a service without follow-up questions. */
  followUp: z.enum(['not-submitted', 'awaiting-user', 'answered']).nullable(),
});
export type TWriterService = z.infer<typeof ZWriterService>;

export const ZWriterOrder = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assignedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** The product: the package name (prices are not the writer's business). */
  package: z.object({ _id: z.string(), packageName: z.string() }),
  customer: ZStaffPerson,
  /** Only with ?includeWriter=true. */
  writerDetails: ZStaffPerson.nullable(),
  writer_id: z.string().nullable(),
  statusPercentage: z.number().int(),
  services: z.array(ZWriterService),
  completed_tasks: z.array(ZCompletedTask),
  revisionData: ZRevisionData,
  writerArchived: z.boolean(),
  contract_signed: z.boolean(),
  customer_industries: z.array(z.string()),
  years_of_experience: z.string().nullable(),
  /** The free resume review the customer bought from, when they came through one (its page is /review/{_id}). */
  critique: z.object({ _id: z.string(), score: z.number().int().nullable() }).nullable(),
});
export type TWriterOrder = z.infer<typeof ZWriterOrder>;

export const ZWriterOrderResponse = z.object({
  status_code: z.literal(200),
  status: z.boolean(),
  order: ZWriterOrder,
  /** The writer's notifications about this order, newest first. */
  sortedNotifications: z.array(ZNotification),
});
export type TWriterOrderResponse = z.infer<typeof ZWriterOrderResponse>;
