import { lazy } from 'react';
import { rolePage } from '../../components/RolePage.tsx';

/** /orders/previous-document/:serviceId/:id: customers upload, writers and reviewers download. */
export default rolePage({
  user: lazy(() => import('./PreviousDocumentUploadPage.tsx')),
  writer: lazy(() => import('../writer/PreviousDocumentPage.tsx')),
  reviewer: lazy(() => import('../writer/PreviousDocumentPage.tsx')),
});
