import type { ComponentType } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router';
import { ADMIN_NS, CHAT_NS, CHECKOUT_NS, CUSTOMER_NS, WRITER_NS, i18n } from '../lib/i18n.ts';
import type { RouteAccess } from '../lib/guards.ts';
import type { RouteHandle } from './route-handle.ts';
import { RootLayout } from './RootLayout.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { PageErrorPanel, RouteErrorPage } from './screens/RouteErrorPage.tsx';
import { REVIEW_NS } from '../features/review/namespace.ts';
import { BUILDER_NS } from '../features/builder/namespace.ts';
import { rolePage } from '../components/RolePage.tsx';
import { ROLE_PAGE_ROUTES } from './role-pages.ts';

type PageModule = { default: ComponentType };

/** Every page is its own chunk (route-level code splitting). */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });
/** A page whose texts live in a feature namespace: they load beside its code, so the page never suspends on them. */
const pageWithTexts = (namespace: string) => (load: () => Promise<PageModule>) => async () => {
  const [module] = await Promise.all([load(), i18n.loadNamespaces(namespace)]);
  return { Component: module.default };
};
/** A customer journey page (the customer namespace). */
const customerPage = pageWithTexts(CUSTOMER_NS);
/** A checkout or payment page (the checkout namespace). */
const checkoutPage = pageWithTexts(CHECKOUT_NS);
/** An admin screen (the admin namespace). */
const adminPage = pageWithTexts(ADMIN_NS);
/** A writer or reviewer page (the writer namespace). */
const staffPage = pageWithTexts(WRITER_NS);
/** The chat (the chat namespace). */
const chatPage = pageWithTexts(CHAT_NS);
/** The free resume review (the review namespace). */
const reviewPage = pageWithTexts(REVIEW_NS);
/** The resume builder (the builder namespace). */
const builderPage = pageWithTexts(BUILDER_NS);
const handle = (access: RouteAccess, title?: string): RouteHandle => ({ access, title });
/** Inside the shell a crashing page keeps the menu around it. */
const inShell = (list: RouteObject[]): RouteObject[] => list.map((route) => ({ ...route, ErrorBoundary: PageErrorPanel }));

/** Spec 03 public routes: no session lookup, no shell. */
const publicRoutes: RouteObject[] = [
  { path: '/review/:id', handle: handle('public', 'titles.review'), lazy: reviewPage(() => import('../features/review/ReviewPage.tsx')) },
  { path: '/free-review', handle: handle('public', 'titles.review'), lazy: reviewPage(() => import('../features/review/FreeReviewPage.tsx')) },
  {
    path: '/package/:packageId/checkout/:critiqueId',
    handle: handle('public', 'titles.checkout'),
    lazy: checkoutPage(() => import('../features/checkout/CheckoutLinkPage.tsx')),
  },
  { path: '/logout', handle: handle('public', 'titles.logout'), lazy: page(() => import('../features/auth/LogoutPage.tsx')) },
  { path: '/login', handle: handle('guest', 'titles.login'), lazy: page(() => import('../features/auth/LoginPage.tsx')) },
  { path: '/forgot-password', handle: handle('public', 'titles.forgotPassword'), lazy: page(() => import('../features/auth/ForgotPasswordPage.tsx')) },
  { path: '/forgot-password-2/:code', handle: handle('public', 'titles.resetPassword'), lazy: page(() => import('../features/auth/ResetPasswordPage.tsx')) },
  { path: '/reset-password/:code', handle: handle('public', 'titles.resetPassword'), lazy: page(() => import('../features/auth/ResetPasswordPage.tsx')) },
  { path: '/invitation/:code', handle: handle('public', 'titles.invitation'), lazy: page(() => import('../features/auth/InvitationPage.tsx')) },
  { path: '/autologin/:code', handle: handle('public', 'titles.autologin'), lazy: page(() => import('../features/auth/AutologinPage.tsx')) },
  { path: '/checkout', handle: handle('public', 'titles.checkout'), lazy: checkoutPage(() => import('../features/checkout/CheckoutPage.tsx')) },
  { path: '/jb-checkout', handle: handle('optional', 'titles.checkout'), lazy: checkoutPage(() => import('../features/checkout/JbCheckoutPage.tsx')) },
];

/** Open to everyone; a signed-in user sees them inside the shell. */
const optionalShellRoutes: RouteObject[] = [
  { path: '/resume-builder', handle: handle('optional', 'titles.resumeBuilder'), lazy: builderPage(() => import('../features/builder/ResumeBuilderPage.tsx')) },
];

/** Spec 01 §2 customer routes (customer-only unless shared). */
const customerRoutes: RouteObject[] = [
  { path: '/invoices', handle: handle('customer', 'titles.invoices'), lazy: checkoutPage(() => import('../features/invoices/InvoicesPage.tsx')) },
  {
    path: '/order/:orderId/initial-question',
    handle: handle('customer', 'titles.initialQuestion'),
    lazy: customerPage(() => import('../features/orders/InitialQuestionPage.tsx')),
  },
  { path: '/contract/fill/:id', handle: handle('customer', 'titles.contract'), lazy: customerPage(() => import('../features/contract/ContractFillPage.tsx')) },
  { path: '/orders/new', handle: handle('customer', 'titles.newOrder'), lazy: checkoutPage(() => import('../features/orders/NewOrderPage.tsx')) },
  {
    path: '/orders/:orderId/survey/:surveyId',
    handle: handle('customer', 'titles.survey'),
    lazy: customerPage(() => import('../features/orders/SurveyPage.tsx')),
  },
  {
    path: '/orders/questionnaire/:id/:questionnaire_id/:service?',
    handle: handle('customer', 'titles.questionnaire'),
    lazy: customerPage(() => import('../features/questionnaire/QuestionnairePage.tsx')),
  },
  {
    path: '/orders/revisions-process/:serviceId/:id',
    handle: handle('customer', 'titles.revisions'),
    lazy: customerPage(() => import('../features/revisions/RevisionProcessPage.tsx')),
  },
  {
    path: '/orders/final-document/:serviceId/:id',
    handle: handle('customer', 'titles.finalDocument'),
    lazy: customerPage(() => import('../features/revisions/FinalDocumentPage.tsx')),
  },
  { path: '/board', handle: handle('customer', 'titles.jobSearchTracker'), lazy: page(() => import('../features/boards/CustomerBoardPage.tsx')) },
  { path: '/jobs', handle: handle('customer', 'titles.jobs'), lazy: page(() => import('../features/jobs/JobsPage.tsx')) },
];

/** Pages of every signed-in role; some show a different page per role. */
const sharedRoutes: RouteObject[] = [
  { path: '/', handle: handle('any'), lazy: page(() => import('./HomeRedirectPage.tsx')) },
  { path: '/profile', handle: handle('any', 'titles.profile'), lazy: page(() => import('../features/profile/ProfilePage.tsx')) },
  { path: '/notifications', handle: handle('any', 'titles.notifications'), lazy: page(() => import('../features/notifications/NotificationsPage.tsx')) },
  // A page per role: the table is in the entry, so the role's page (and its texts) is the only chunk to wait for.
  ...ROLE_PAGE_ROUTES.map(({ path, title, pages }): RouteObject => ({ path, handle: handle('any', title), Component: rolePage(pages) })),
];

/** Spec 02 §2 writer (and reviewer, where reviewerMayOpen allows) routes. */
const staffRoutes: RouteObject[] = [
  { path: '/chat', handle: handle('staff', 'titles.chat'), lazy: chatPage(() => import('../features/chat/AdminChatPage.tsx')) },
  { path: '/onboarding', handle: handle('staff', 'titles.onboarding'), lazy: staffPage(() => import('../features/onboarding/OnboardingPage.tsx')) },
  {
    path: '/questionnaire-template/list',
    handle: handle('staff', 'titles.templates'),
    lazy: staffPage(() => import('../features/templates/TemplateListPage.tsx')),
  },
  {
    path: '/questionnaire-template/create',
    handle: handle('staff', 'titles.createTemplate'),
    lazy: staffPage(() => import('../features/templates/TemplateCreatePage.tsx')),
  },
  {
    path: '/questionnaire-template/template',
    handle: handle('staff', 'titles.template'),
    lazy: staffPage(() => import('../features/templates/TemplatePage.tsx')),
  },
  {
    path: '/orders/revision-files/:serviceId/:id',
    handle: handle('staff', 'titles.revisionFiles'),
    lazy: staffPage(() => import('../features/writer/RevisionFilesPage.tsx')),
  },
  {
    path: '/orders/linkedin/:serviceType/:id',
    handle: handle('staff', 'titles.linkedinFinal'),
    lazy: staffPage(() => import('../features/writer/LinkedinFinalPage.tsx')),
  },
  {
    path: '/orders/final-files/:serviceId/:id',
    handle: handle('staff', 'titles.finalFiles'),
    lazy: staffPage(() => import('../features/writer/FinalFilesPage.tsx')),
  },
  {
    path: '/orders/additional_questionnaire/:id/:service',
    handle: handle('staff', 'titles.followUpQuestions'),
    lazy: staffPage(() => import('../features/writer/FollowUpQuestionsPage.tsx')),
  },
  { path: '/boards', handle: handle('staff', 'titles.boards'), lazy: staffPage(() => import('../features/boards/WriterBoardsPage.tsx')) },
  { path: '/board/:id', handle: handle('staff', 'titles.board'), lazy: staffPage(() => import('../features/boards/WriterBoardPage.tsx')) },
];

/** The catalogue's list and editors: one chunk for them all. */
const cataloguePages = () => import('../features/admin/catalogue/pages.ts');

/** The admin's own screens (not in the specs; docs/decisions.md): admins only, others go home. */
const adminRoutes: RouteObject[] = [
  { path: '/admin', handle: handle('admin', 'titles.reports'), lazy: adminPage(() => import('../features/admin/reports/AdminReportsPage.tsx')) },
  { path: '/admin/settings', handle: handle('admin', 'titles.siteSettings'), lazy: adminPage(() => import('../features/admin/AdminSettingsPage.tsx')) },
  { path: '/admin/approvals', handle: handle('admin', 'titles.draftApprovals'), lazy: adminPage(() => import('../features/admin/DraftApprovalsPage.tsx')) },
  { path: '/admin/orders', handle: handle('admin', 'titles.allOrders'), lazy: adminPage(() => import('../features/admin/orders/OrdersPage.tsx')) },
  { path: '/admin/orders/:id', handle: handle('admin', 'titles.adminOrder'), lazy: adminPage(() => import('../features/admin/orders/OrderPage.tsx')) },
  { path: '/admin/people', handle: handle('admin', 'titles.people'), lazy: adminPage(() => import('../features/admin/people/PeoplePage.tsx')) },
  { path: '/admin/money/:tab?', handle: handle('admin', 'titles.money'), lazy: adminPage(() => import('../features/admin/money/MoneyPage.tsx')) },
  {
    path: '/admin/catalogue/:tab?',
    handle: handle('admin', 'titles.catalogue'),
    lazy: adminPage(() => cataloguePages().then((m) => ({ default: m.CataloguePage }))),
  },
  {
    path: '/admin/catalogue/packages/:id',
    handle: handle('admin', 'titles.catalogue'),
    lazy: adminPage(() => cataloguePages().then((m) => ({ default: m.PackageEditorPage }))),
  },
  {
    path: '/admin/catalogue/contracts/:id',
    handle: handle('admin', 'titles.catalogue'),
    lazy: adminPage(() => cataloguePages().then((m) => ({ default: m.ContractEditorPage }))),
  },
  {
    path: '/admin/catalogue/questionnaires/:id',
    handle: handle('admin', 'titles.catalogue'),
    lazy: adminPage(() => cataloguePages().then((m) => ({ default: m.QuestionnaireEditorPage }))),
  },
  {
    path: '/admin/catalogue/surveys/:id',
    handle: handle('admin', 'titles.catalogue'),
    lazy: adminPage(() => cataloguePages().then((m) => ({ default: m.SurveyEditorPage }))),
  },
  {
    path: '/admin/catalogue/external-products/:id',
    handle: handle('admin', 'titles.catalogue'),
    lazy: adminPage(() => cataloguePages().then((m) => ({ default: m.ProductEditorPage }))),
  },
  { path: '/admin/reviews/:id?', handle: handle('admin', 'titles.freeReviews'), lazy: adminPage(() => import('../features/admin/reviews/ReviewsPage.tsx')) },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...publicRoutes,
      { lazy: page(() => import('./shell/OptionalShellLayout.tsx')), children: inShell(optionalShellRoutes) },
      {
        lazy: page(() => import('./shell/ShellLayout.tsx')),
        children: inShell([
          ...sharedRoutes,
          ...customerRoutes,
          ...staffRoutes,
          ...adminRoutes,
          // A logged-out visitor of an unknown path goes to /login; others see 'Not Found'.
          { path: '*', handle: handle('any', 'titles.notFound'), lazy: page(() => import('./screens/NotFoundPage.tsx')) },
        ]),
      },
    ],
  },
];

/**
 * The app's router, as createBrowserRouter makes it but not yet started: making it (its routes ranked, the address
 * matched) and starting it (its first navigation, which begins loading the first page's code) are each about a
 * quarter of a phone's long task when done in one, so main.tsx runs them in two (docs/decisions.md). React Router
 * exports these pieces of createBrowserRouter as UNSAFE_: its own browser router is this, with no server data.
 */
export const createAppRouter = () => createRouter({ history: createBrowserHistory(), routes, mapRouteProperties, hydrationRouteProperties });
