import { CRITIQUE_LIMITS, type TUnreadableReason } from '@draftdesk/contract';
import { Alert } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';

/** What of the document could not be read, so that the checks are not taken for a judgement of an empty page. */
export function UnreadableNotice({ reason }: { reason: TUnreadableReason }) {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <Alert color="orange" variant="light" icon={<IconFileAlert aria-hidden />} title={t('review.unreadable.title')} data-testid="unreadable-notice">
      {t(`review.unreadable.${reason}`, { pages: CRITIQUE_LIMITS.maxPages })}
    </Alert>
  );
}
