import type { TWriterService } from '@draftdesk/contract';
import { Alert, Anchor } from '@mantine/core';
import { IconCircleCheck, IconClock, IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { followUpAnswersPath } from '../modules.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

/**
 * Spec 02 "Order detail": the follow-up questions of a service are not
 * submitted (red), submitted and awaiting the user (warning), or answered
 * (done, linking to the answers).
 */
export function FollowUpStatus({ orderId, service }: { orderId: string; service: TWriterService }) {
  const { t } = useTranslation(WRITER_NS);
  if (service.followUp === null) return null;
  if (service.followUp === 'answered') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} p="xs" data-testid="follow-up-state" data-state="answered">
        {t('writer.followUpState.answered')}{' '}
        <Anchor component={Link} to={followUpAnswersPath(orderId, service)} size="sm" fw={600}>
          {t('writer.followUpState.viewAnswers')}
        </Anchor>
      </Alert>
    );
  }
  const awaiting = service.followUp === 'awaiting-user';
  return (
    <Alert
      color={awaiting ? 'yellow' : 'red'}
      variant="light"
      icon={awaiting ? <IconClock aria-hidden /> : <IconMessageQuestion aria-hidden />}
      p="xs"
      data-testid="follow-up-state"
      data-state={service.followUp}
    >
      {awaiting ? t('writer.followUpState.awaitingUser') : t('writer.followUpState.notSubmitted')}
    </Alert>
  );
}
