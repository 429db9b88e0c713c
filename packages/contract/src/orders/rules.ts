import type { TCompletedTask, TMonthCount, TOrderStats, TPackageService, TRevisionData } from './schema.ts';

/** Spec 01 §4: the module ids with a page of their own; any other module id is a questionnaire. */
export const TASK_IDS = {
  previousDocument: 'previous_document',
  additionalQuestionnaire: 'additional_questionnaire',
  additionalQuestionnaireSubmitted: 'additional_questionnaire_submitted',
  revisionProcess: 'revision_process',
  finalDocument: 'final_document',
  finalLinkedin: 'final_linkedin',
} as const;
const NAMED_TASKS: readonly string[] = Object.values(TASK_IDS);

export function isQuestionnaireTask(taskId: string): boolean {
  return !NAMED_TASKS.includes(taskId);
}

/** Spec 01 §9. */
export const CARD_PROVIDER_CURRENCIES = ['usd', 'cad', 'aud', 'gbp', 'eur'] as const;
export const FLUTTERWAVE_CURRENCIES = ['ngn', 'kes', 'ghs', 'ugx', 'zar', 'egp', 'mwk'] as const;
export function isCardProviderCurrency(currency: string): boolean {
  return (CARD_PROVIDER_CURRENCIES as readonly string[]).includes(currency.toLowerCase());
}
export function isFlutterwaveCurrency(currency: string): boolean {
  return (FLUTTERWAVE_CURRENCIES as readonly string[]).includes(currency.toLowerCase());
}

type Done = Pick<TCompletedTask, 'taskId' | 'serviceId'>;
const isDone = (done: Done[], serviceId: string, taskId: string) => done.some((t) => t.serviceId === serviceId && t.taskId === taskId);

export type ServiceState = 'completed' | 'in-progress' | 'not-started';

/**
 * Spec 01 §4 and 02 §4: completed when every module is done; in progress when
 * some are, or the writer sent a draft, or follow-up questions were submitted
 * (additional_questionnaire_submitted); otherwise not started ("Needs Action").
 * A service without modules has nothing done: not started.
 */
export function serviceState(service: Pick<TPackageService, '_id' | 'serviceModules'>, completedTasks: Done[], revisionData: TRevisionData = {}): ServiceState {
  const modules = service.serviceModules;
  const doneCount = modules.filter((m) => isDone(completedTasks, service._id, m.id)).length;
  if (modules.length > 0 && doneCount === modules.length) return 'completed';
  if (doneCount > 0 || revisionData[service._id]?.sentByWriter === true || isDone(completedTasks, service._id, TASK_IDS.additionalQuestionnaireSubmitted)) {
    return 'in-progress';
  }
  return 'not-started';
}

/** DESIGN §5: round(100 x completed modules / all modules); 0 for a package without modules. */
export function statusPercentage(pkg: { packageServices: Pick<TPackageService, '_id' | 'serviceModules'>[] }, completedTasks: Done[]): number {
  let all = 0;
  let done = 0;
  for (const s of pkg.packageServices) {
    for (const m of s.serviceModules) {
      all += 1;
      if (isDone(completedTasks, s._id, m.id)) done += 1;
    }
  }
  return all === 0 ? 0 : Math.round((100 * done) / all);
}

/** Spec 01 §4: the first service that is not completed is expanded by default. */
export function firstOpenServiceId(pkg: { packageServices: TPackageService[] }, completedTasks: Done[]): string | null {
  const open = pkg.packageServices.find((s) => serviceState(s, completedTasks) !== 'completed');
  return open?._id ?? null;
}

/** Whether `taskId` is a module of `serviceId` in the package. */
export function findModule(pkg: { packageServices: TPackageService[] }, serviceId: string, taskId: string) {
  const service = pkg.packageServices.find((s) => s._id === serviceId);
  const module = service?.serviceModules.find((m) => m.id === taskId);
  return service && module ? { service, module } : null;
}

/** The customer page of a module (spec 01 §2). */
export function modulePath(orderId: string, serviceId: string, moduleId: string): string {
  switch (moduleId) {
    case TASK_IDS.previousDocument:
      return `/orders/previous-document/${serviceId}/${orderId}`;
    case TASK_IDS.revisionProcess:
      return `/orders/revisions-process/${serviceId}/${orderId}`;
    case TASK_IDS.finalDocument:
    case TASK_IDS.finalLinkedin:
      return `/orders/final-document/${serviceId}/${orderId}`;
    default:
      return `/orders/questionnaire/${orderId}/${moduleId}/${serviceId}`;
  }
}

export type OpeningCheck = 'initial-question' | 'contract' | 'order-completed' | 'open-first-module' | null;

export interface OpeningOrder {
  customer_industries: string[];
  contract_signed: boolean;
  package: { contract_id: string | null };
  statusPercentage: number;
  tipByCustomer: number | null;
  noShowCheck: boolean;
  completed_tasks: unknown[];
}

/**
 * Spec 01 §4 "On opening an order", the first that applies:
 * 1. no industries -> the initial question;
 * 2. a contract that is not signed -> contract signing (packages without a contract skip this);
 * 3. completed, no tip and no noShowCheck -> the ORDER COMPLETED modal, only for
 *    card-provider currencies (pass false too when the site hides tipping);
 * 4. no task done -> open the first module.
 */
export function openingChecks(order: OpeningOrder, currencyIsCardProvider: boolean): OpeningCheck {
  if (order.customer_industries.length === 0) return 'initial-question';
  if (order.package.contract_id && !order.contract_signed) return 'contract';
  if (order.statusPercentage >= 100 && !order.tipByCustomer && !order.noShowCheck && currencyIsCardProvider) return 'order-completed';
  if (order.completed_tasks.length === 0) return 'open-first-module';
  return null;
}

/** Dashboard stat cards: 100 is completed, below is pending (spec 01 §4). */
export function orderStats(orders: { statusPercentage: number }[]): TOrderStats {
  const completed = orders.filter((o) => o.statusPercentage >= 100).length;
  return { total: orders.length, pending: orders.length - completed, completed };
}

/** The dashboard chart (spec 01 §9: 6 months): orders per calendar month (UTC), oldest first, ending with `now`'s month. */
export function ordersPerMonth(createdAt: (Date | string)[], now: Date, months = 6): TMonthCount[] {
  const key = (y: number, m: number) => `${y}-${String(m + 1).padStart(2, '0')}`;
  const series: TMonthCount[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    series.push({ month: key(d.getUTCFullYear(), d.getUTCMonth()), orders: 0 });
  }
  for (const c of createdAt) {
    const d = new Date(c);
    const entry = series.find((s) => s.month === key(d.getUTCFullYear(), d.getUTCMonth()));
    if (entry) entry.orders += 1;
  }
  return series;
}

/** Integer minor units (cents) to the major units the wire carries. */
export function toMajorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/**
 * The one price an order shows: what the customer paid, and the package's list price beside it (struck through)
 * only when a discount made them pay less. Minor units in, the wire's major units out.
 */
export function orderPrice(paid: number, list: number): { price: number; listPrice: number | null } {
  return { price: toMajorUnits(paid), listPrice: list > paid ? toMajorUnits(list) : null };
}
