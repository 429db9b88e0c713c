import { lazy } from 'react';
import { rolePage } from '../../app/RolePage.tsx';

/** /orders/list: customers, writers and reviewers each have their own table. */
export default rolePage({
  user: lazy(() => import('./CustomerOrderListPage.tsx')),
  writer: lazy(() => import('../writer/WriterOrderListPage.tsx')),
  reviewer: lazy(() => import('../reviewer/ReviewerOrderListPage.tsx')),
});
