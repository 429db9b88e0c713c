import type { TFollowup } from '@draftdesk/contract';
import { Alert, Anchor } from '@mantine/core';
import { IconCircleCheck, IconClock, IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateOf } from '../../../lib/format.ts';
import { followUpAnswersPath } from '../modules.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** Where the follow-up questions of the service stand: not submitted, awaiting the customer, answered. */
export function FollowUpStateAlert({ orderId, followup }: { orderId: string; followup: TFollowup }) {
  const { t } = useTranslation(WRITER_NS);
  if (followup.state === 'answered') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('writer.followUpState.answered')} data-testid="follow-up-state">
        {t('writer.followUp.answeredLocked')}{' '}
        <Anchor component={Link} to={followUpAnswersPath(orderId, { _id: followup.serviceId })} size="sm" fw={600}>
          {t('writer.followUpState.viewAnswers')}
        </Anchor>
      </Alert>
    );
  }
  if (followup.state === 'awaiting-user') {
    return (
      <Alert color="yellow" variant="light" icon={<IconClock aria-hidden />} title={t('writer.followUpState.awaitingUser')} data-testid="follow-up-state">
        {followup.publishedAt ? t('writer.followUp.publishedOn', { date: dateOf(followup.publishedAt) }) : null} {t('writer.followUp.republishHint')}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconMessageQuestion aria-hidden />} title={t('writer.followUpState.notSubmitted')} data-testid="follow-up-state">
      {t('writer.followUp.notSubmittedHint')}
    </Alert>
  );
}
