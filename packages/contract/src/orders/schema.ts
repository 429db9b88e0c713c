import { z } from 'zod';
import { ZOrderStatusOnly } from '../entities/user.ts';
import { ZQuestionnaireAnswers } from '../questionnaires/schema.ts';
import { ZSurveyDetails } from '../surveys/schema.ts';
import { EXPERIENCE_LEVELS, INDUSTRY_NAMES } from './industries.ts';
import { MESSAGES } from '../messages.ts';

const ZObjectId = z.string().min(1).max(64);

// ---- Entities (spec 01 §3). Prices on the wire are in major units (149.5), never cents.

export const ZServiceModule = z.object({ id: z.string(), title: z.string() });
export type TServiceModule = z.infer<typeof ZServiceModule>;

export const ZPackageService = z.object({ _id: z.string(), serviceName: z.string(), serviceModules: z.array(ZServiceModule) });
export type TPackageService = z.infer<typeof ZPackageService>;

export const ZDownloadable = z.object({ title: z.string(), data: z.object({ key: z.string() }) });

/** What the customer bought, frozen at purchase (DESIGN §5). */
export const ZOrderPackage = z.object({
  _id: z.string(),
  packageName: z.string(),
  packagePrice: z.number(),
  currency: z.string(),
  packageServices: z.array(ZPackageService),
  packageDownloadables: z.array(ZDownloadable),
  contract_id: z.string().nullable(),
  surveyDetails: ZSurveyDetails.nullable(),
});
export type TOrderPackage = z.infer<typeof ZOrderPackage>;

export const ZCompletedTask = z.object({ taskId: z.string(), serviceId: z.string(), serviceType: z.string() });
export type TCompletedTask = z.infer<typeof ZCompletedTask>;

export const ZRevisionDataEntry = z.object({ sentByWriter: z.boolean(), pendingClientReview: z.boolean() });
/** Keyed by service id. */
export const ZRevisionData = z.record(z.string(), ZRevisionDataEntry);
export type TRevisionData = z.infer<typeof ZRevisionData>;

export const ZOrderPerson = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), profile_img: z.string() });
export const ZOrderCustomer = ZOrderPerson.extend({ email: z.string() });

/** GET /api/customer/orders/{id} `order`: the fields of spec 01 §3. */
export const ZCustomerOrder = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  /** The site's client id. */
  client_id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  assignedAt: z.string().nullable(),
  dueDate: z.string().nullable(),
  package: ZOrderPackage,
  statusPercentage: z.number().int(),
  hideOrder: z.boolean(),
  writerArchived: z.boolean(),
  writer: ZOrderPerson.nullable(),
  writer_id: z.string().nullable(),
  writerName: z.string().nullable(),
  customer: ZOrderCustomer,
  customerEmail: z.string(),
  completed_tasks: z.array(ZCompletedTask),
  customer_industries: z.array(z.string()),
  years_of_experience: z.string().nullable(),
  contract_signed: z.boolean(),
  /** Major units; null when no tip was given. */
  tipByCustomer: z.number().nullable(),
  noShowCheck: z.boolean(),
  surveySubmitted: z.boolean(),
  revisionData: ZRevisionData,
  /** What the customer paid (major units). */
  invoicePrice: z.number(),
  invoiceCurrency: z.string(),
  /** The package's price when a discount made the customer pay less (shown struck through); else null (orderPrice). */
  listPrice: z.number().nullable(),
});
export type TCustomerOrder = z.infer<typeof ZCustomerOrder>;

export const ZInvoice = z.object({
  _id: z.string(),
  packageName: z.string(),
  status: z.string(),
  price: z.number(),
  invoiceCurrency: z.string(),
  refund_amount: z.number().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

// ---- Calls

export const ZOrderIdParams = z.object({ id: ZObjectId }).strict();
export const ZOrderIdParamsAlt = z.object({ orderId: ZObjectId }).strict();
export const ZServiceOrderParams = z.object({ serviceId: ZObjectId, id: ZObjectId }).strict();

/** GET /api/customer/orders/{id} */
export const ZCustomerOrderResponse = z.object({
  status: z.boolean(),
  order: ZCustomerOrder,
  /** The invoice the order was paid with, if any. */
  invoice: ZInvoice.nullable(),
  clientCurrencyType: z.string(),
});
export type TCustomerOrderResponse = z.infer<typeof ZCustomerOrderResponse>;

/** GET /api/customer/orders?include=statusOnly keeps the short form the "/" redirect reads. */
export const ZCustomerOrdersQuery = z.object({ include: z.enum(['statusOnly']).optional() }).strict();

export const ZCustomerOrderListItem = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  package: z.object({ _id: z.string(), packageName: z.string(), packagePrice: z.number(), currency: z.string() }),
  /** What the customer paid (major units). */
  price: z.number(),
  currency: z.string(),
  /** As on the order: the list price when a discount applied, else null. */
  listPrice: z.number().nullable(),
  statusPercentage: z.number().int(),
  writerName: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TCustomerOrderListItem = z.infer<typeof ZCustomerOrderListItem>;

export const ZOrderStats = z.object({ total: z.number().int(), pending: z.number().int(), completed: z.number().int() });
export type TOrderStats = z.infer<typeof ZOrderStats>;
/** One month of the dashboard chart: `month` is YYYY-MM (UTC). */
export const ZMonthCount = z.object({ month: z.string(), orders: z.number().int() });
export type TMonthCount = z.infer<typeof ZMonthCount>;

/** GET /api/customer/orders: newest first, hidden orders never listed. */
export const ZCustomerOrdersResponse = z.object({
  status: z.boolean(),
  orders: z.array(ZCustomerOrderListItem),
  stats: ZOrderStats,
  /** The last 6 months, oldest first, the current month last. */
  chart: z.array(ZMonthCount),
  clientCurrencyType: z.string(),
});
export type TCustomerOrdersResponse = z.infer<typeof ZCustomerOrdersResponse>;
export const ZCustomerOrdersStatusResponse = z.object({ status: z.boolean(), orders: z.array(ZOrderStatusOnly) });

/** PATCH /api/customer/orders/{orderId}: the initial question (spec 03 §5). */
export const ZInitialQuestionRequest = z
  .object({
    customer_industries: z
      .array(z.enum(INDUSTRY_NAMES, { error: MESSAGES.industriesRange }), { error: MESSAGES.industriesRange })
      .min(1, MESSAGES.industriesRange)
      .max(3, MESSAGES.industriesRange)
      .refine((a) => new Set(a).size === a.length, MESSAGES.industriesRange),
    years_of_experience: z.enum(EXPERIENCE_LEVELS, { error: MESSAGES.experienceRequired }),
  })
  .strict();
export type TInitialQuestionRequest = z.infer<typeof ZInitialQuestionRequest>;
export const ZInitialQuestionResponse = z.object({ statusCode: z.literal(200), status: z.boolean() });

/** PATCH /api/customer/orders/noShow/{id}. `clientId` is accepted for wire compatibility; the site comes from the host. */
export const ZNoShowRequest = z.object({ noShowCheck: z.boolean(), clientId: z.string().max(64).optional() }).strict();
export type TNoShowRequest = z.infer<typeof ZNoShowRequest>;
export const ZNoShowResponse = z.object({ status: z.boolean(), noShowCheck: z.boolean() });

/**
 * POST /api/customer/orders/{id}/complete_task: answers a questionnaire module
 * (taskId = the questionnaire id) or the follow-up questions
 * (taskId = 'additional_questionnaire'). `serviceType` is informative; the
 * server takes the service name from the order. `data` is keyed by item index.
 */
export const ZCompleteTaskRequest = z
  .object({
    serviceType: z.string().max(200).optional(),
    taskId: ZObjectId,
    serviceId: ZObjectId,
    data: ZQuestionnaireAnswers,
    DefaultQuestionSubmitted: z.boolean().optional(),
  })
  .strict();
export type TCompleteTaskRequest = z.infer<typeof ZCompleteTaskRequest>;
export const ZCompleteTaskResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  statusPercentage: z.number().int(),
  completed_tasks: z.array(ZCompletedTask),
});
export type TCompleteTaskResponse = z.infer<typeof ZCompleteTaskResponse>;
