import { lazy } from 'react';
import { rolePage } from '../../components/RolePage.tsx';

/** /orders/view/:id: the customer's order page; writers and reviewers share one (read-only for reviewers). */
export default rolePage({
  user: lazy(() => import('./CustomerOrderViewPage.tsx')),
  writer: lazy(() => import('../writer/OrderViewPage.tsx')),
  reviewer: lazy(() => import('../writer/OrderViewPage.tsx')),
});
