import { matchPath } from 'react-router';
import type { TRole } from '@draftdesk/contract';
import { preloadRolePage, type RolePageSource, type RolePages } from '../components/RolePage.tsx';
import { CHAT_NS, CUSTOMER_NS, WRITER_NS } from '../lib/i18n.ts';

// Their order lists and cards show unread-chat badges: the chat's texts load beside the page, or a badge would hold the
// page back while they load, found only as the page renders.
const writerPage = (load: RolePageSource['load']): RolePageSource => ({ load, namespaces: [WRITER_NS, CHAT_NS] });
const customerPage = (load: RolePageSource['load']): RolePageSource => ({ load, namespaces: [CUSTOMER_NS, CHAT_NS] });
/** Writers and reviewers share one page (one source, so one lazy component). */
const staffPages = (customer: RolePageSource, staff: RolePageSource): RolePages => ({ user: customer, writer: staff, reviewer: staff });

/** /dashboard (reviewers never reach it: the guard sends them to /orders/list). */
export const DASHBOARD_PAGES = staffPages(
  customerPage(() => import('../features/dashboard/CustomerDashboardPage.tsx')),
  writerPage(() => import('../features/writer/WriterDashboardPage.tsx')),
);

/** /orders/list: customers, writers and reviewers each have their own table; admins read the site's, like reviewers. */
const reviewerOrderList = writerPage(() => import('../features/reviewer/ReviewerOrderListPage.tsx'));
export const ORDER_LIST_PAGES: RolePages = {
  user: customerPage(() => import('../features/orders/CustomerOrderListPage.tsx')),
  writer: writerPage(() => import('../features/writer/WriterOrderListPage.tsx')),
  reviewer: reviewerOrderList,
  admin: reviewerOrderList,
};

/** /orders/view/:id: the customer's order page; writers and reviewers share one (read-only for reviewers). */
export const ORDER_VIEW_PAGES = staffPages(
  customerPage(() => import('../features/orders/CustomerOrderViewPage.tsx')),
  writerPage(() => import('../features/writer/OrderViewPage.tsx')),
);

/** /orders/previous-document/:serviceId/:id: customers upload, writers and reviewers download. */
export const PREVIOUS_DOCUMENT_PAGES = staffPages(
  customerPage(() => import('../features/orders/PreviousDocumentUploadPage.tsx')),
  writerPage(() => import('../features/writer/PreviousDocumentPage.tsx')),
);

/** /orders/questionnaire-answers/...: the customer's own answers page; writers and reviewers read theirs from the writer API. */
export const ANSWERS_PAGES = staffPages(
  customerPage(() => import('../features/questionnaire/QuestionnaireAnswersPage.tsx')),
  writerPage(() => import('../features/writer/StaffAnswersPage.tsx')),
);

/** The paths that show a page per role, with their titles (router.tsx makes their routes). */
export const ROLE_PAGE_ROUTES: { path: string; title: string; pages: RolePages }[] = [
  { path: '/dashboard', title: 'titles.dashboard', pages: DASHBOARD_PAGES },
  { path: '/orders/list', title: 'titles.orders', pages: ORDER_LIST_PAGES },
  { path: '/orders/view/:id', title: 'titles.orderDetail', pages: ORDER_VIEW_PAGES },
  { path: '/orders/previous-document/:serviceId/:id', title: 'titles.previousDocument', pages: PREVIOUS_DOCUMENT_PAGES },
  { path: '/orders/questionnaire-answers/:id/:questionnaire_id/:service?', title: 'titles.questionnaireAnswers', pages: ANSWERS_PAGES },
];

/**
 * As the session arrives: the page the user opened, when it is one of these, starts loading with its texts at once
 * rather than once the app has rendered its route.
 */
export function preloadFirstPage(pathname: string, role: TRole): void {
  const route = ROLE_PAGE_ROUTES.find(({ path }) => matchPath(path, pathname));
  if (route) preloadRolePage(route.pages, role);
}
