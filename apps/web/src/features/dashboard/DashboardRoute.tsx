import { lazy } from 'react';
import { rolePage } from '../../components/RolePage.tsx';

/** /dashboard: one page per role (reviewers never reach it: the guard sends them to /orders/list). */
export default rolePage({
  user: lazy(() => import('./CustomerDashboardPage.tsx')),
  writer: lazy(() => import('../writer/WriterDashboardPage.tsx')),
  reviewer: lazy(() => import('../writer/WriterDashboardPage.tsx')),
});
