import { lazy } from 'react';
import { rolePage } from '../../components/RolePage.tsx';

/** /orders/list: customers, writers and reviewers each have their own table; admins read the site's, like reviewers. */
export default rolePage({
  user: lazy(() => import('./CustomerOrderListPage.tsx')),
  writer: lazy(() => import('../writer/WriterOrderListPage.tsx')),
  reviewer: lazy(() => import('../reviewer/ReviewerOrderListPage.tsx')),
  admin: lazy(() => import('../reviewer/ReviewerOrderListPage.tsx')),
});
