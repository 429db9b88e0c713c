import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

/** Spec 01 §4: a draft the customer sees is under review or reviewed. */
export function DraftStateBadge({ state }: { state: 'under-review' | 'reviewed' }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return state === 'reviewed' ? (
    <Badge color="teal" variant="light">
      {t('revisions.stateReviewed')}
    </Badge>
  ) : (
    <Badge color="orange" variant="light">
      {t('revisions.stateUnderReview')}
    </Badge>
  );
}
