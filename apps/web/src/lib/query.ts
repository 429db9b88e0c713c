import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { sessionChanged } from './signed-in-hint.ts';

/** Every query key of the app, in one place (CONVENTIONS "Web"). */
export const queryKeys = {
  site: ['site'] as const,
  session: ['session'] as const,
  notifications: ['notifications'] as const,
  customerOrdersStatus: ['customer', 'orders', 'statusOnly'] as const,
  autologin: (code: string, packageId: string | null) => ['autologin', code, packageId ?? ''] as const,
  resetCode: (code: string) => ['reset-code', code] as const,
  // The customer journey. Everything under ['customer', 'orders'] changes when an order does.
  customerOrders: ['customer', 'orders', 'list'] as const,
  customerOrder: (id: string) => ['customer', 'orders', 'detail', id] as const,
  linkedinFinal: (orderId: string) => ['customer', 'orders', 'linkedin', orderId] as const,
  previousFiles: (serviceId: string, orderId: string) => ['customer', 'orders', 'previous-files', serviceId, orderId] as const,
  finalDocument: (serviceId: string, orderId: string) => ['customer', 'orders', 'final', serviceId, orderId] as const,
  drafts: (serviceId: string, orderId: string) => ['customer', 'orders', 'drafts', serviceId, orderId] as const,
  survey: (orderId: string, surveyId: string) => ['customer', 'orders', 'survey', orderId, surveyId] as const,
  contract: (orderId: string) => ['customer', 'orders', 'contract', orderId] as const,
  questionnaire: (orderId: string, qid: string, service: string) => ['customer', 'orders', 'questionnaire', orderId, qid, service] as const,
  questionnaireAnswers: (orderId: string, qid: string, service: string) => ['customer', 'orders', 'questionnaire-answers', orderId, qid, service] as const,
  // The writer and reviewer area. Everything under ['writer', 'orders'] changes when an order does.
  writerDashboard: ['writer', 'orders', 'dashboard'] as const,
  writerOrders: (archived: boolean) => ['writer', 'orders', 'list', archived] as const,
  reviewerOrders: ['writer', 'orders', 'reviewer-list'] as const,
  writerOrder: (id: string, includeWriter: boolean) => ['writer', 'orders', 'detail', id, includeWriter] as const,
  writerPreviousFiles: (serviceId: string, orderId: string) => ['writer', 'orders', 'previous-files', serviceId, orderId] as const,
  writerRevisions: (serviceId: string, orderId: string) => ['writer', 'orders', 'revisions', serviceId, orderId] as const,
  writerFinal: (serviceId: string, orderId: string) => ['writer', 'orders', 'final', serviceId, orderId] as const,
  writerLinkedin: (orderId: string) => ['writer', 'orders', 'linkedin', orderId] as const,
  writerAnswers: (orderId: string, qid: string, service: string) => ['writer', 'orders', 'answers', orderId, qid, service] as const,
  followup: (orderId: string, service: string) => ['writer', 'orders', 'followup', orderId, service] as const,
  templates: ['writer', 'templates', 'list'] as const,
  template: (key: string) => ['writer', 'templates', 'detail', key] as const,
  // Checkout and payments. Payment intents are made fresh for each screen and attempt, never shared.
  packageInfo: (item: string, critiqueId: string, critiqueViewId: string) => ['checkout', 'package', item, critiqueId, critiqueViewId] as const,
  checkoutLink: (packageId: string, critiqueId: string, critiqueViewId: string) => ['checkout', 'link', packageId, critiqueId, critiqueViewId] as const,
  customCheckoutLink: (query: string) => ['checkout', 'custom-link', query] as const,
  paymentIntent: (scope: string, request: string, attempt: number) => ['payment-intent', scope, request, attempt] as const,
  purchasablePackages: ['customer', 'packages', 'purchasable'] as const,
  invoices: ['customer', 'invoices'] as const,
  // Job search: one page of one search (the query string), or the last search on arrival.
  jobs: (query: string) => ['customer', 'jobs', query] as const,
  // Boards: the customer's tracker, a writer's list of boards and one writer board (spec 02 §7, spec 03 §7).
  tracker: ['boards', 'tracker'] as const,
  writerBoards: ['boards', 'writer', 'list'] as const,
  writerBoard: (id: string) => ['boards', 'writer', 'detail', id] as const,
  boardCard: (kind: string, id: string) => ['boards', 'card', kind, id] as const,
} satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;

/** The prefix of every customer order query: invalidate it after any write to an order. */
export const CUSTOMER_ORDERS_PREFIX = ['customer', 'orders'] as const;

/** The prefix of every writer or reviewer order query (dashboard included: it counts orders). */
export const WRITER_ORDERS_PREFIX = ['writer', 'orders'] as const;

/** Queries that survive a logout: they do not belong to a user. */
const SITE_SCOPED: ReadonlyArray<string> = ['site'];

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A client error will not fix itself; a timeout or 5xx gets one more try.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Drop everything that belonged to the signed-in user; keep the site settings (and `keep`). */
export function clearUserData(client: QueryClient, keep: ReadonlyArray<string> = []): void {
  sessionChanged();
  // The session entry stays (set to null) so that mounted guards see the change.
  const kept = [...SITE_SCOPED, 'session', ...keep];
  const predicate = (query: { queryKey: QueryKey }) => !kept.includes(String(query.queryKey[0]));
  void client.cancelQueries({ predicate });
  void client.cancelQueries({ queryKey: queryKeys.session });
  client.removeQueries({ predicate });
  client.setQueryData(queryKeys.session, null);
}
