import { lazy } from 'react';
import { rolePage } from '../../components/RolePage.tsx';

/** /orders/questionnaire-answers/...: the customer's own answers page; writers and reviewers read theirs from the writer API. */
export default rolePage({
  user: lazy(() => import('../questionnaire/QuestionnaireAnswersPage.tsx')),
  writer: lazy(() => import('./StaffAnswersPage.tsx')),
  reviewer: lazy(() => import('./StaffAnswersPage.tsx')),
});
