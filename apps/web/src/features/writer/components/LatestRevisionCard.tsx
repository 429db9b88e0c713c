import { draftState, type TRevision } from '@draftdesk/contract';
import { Alert, Badge, Blockquote, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site.ts';
import { absoluteTimeOf, relativeTimeOf } from '../../../lib/format.ts';
import { DraftFiles } from './DraftFiles.tsx';
import { DraftStateBadge } from './DraftStateBadge.tsx';
import { FileLink } from './FileLink.tsx';
import { StarRating } from './StarRating.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** The newest draft: files, notes, state, the admin's decision, and the customer's rating and review. */
export function LatestRevisionCard({ revision, number }: { revision: TRevision; number: number }) {
  const { t } = useTranslation(WRITER_NS);
  const state = draftState(revision);
  const { adminApproval } = revision;
  // Approval only means something while the site has the approval feature on.
  const approvalShown = useSite().website_settings.enable_revisions_approval_feature && adminApproval.approved;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="latest-revision" data-testid="latest-revision">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <div>
          <Title order={2} size="h4" id="latest-revision">
            {t('writer.revisions.latest', { number })}
          </Title>
          <Tooltip label={absoluteTimeOf(revision.createdAt)} withArrow events={{ hover: true, focus: true, touch: true }}>
            <Text size="xs" c="dimmed" component="time" dateTime={revision.createdAt} tabIndex={0}>
              {t('writer.revisions.uploadedWhen', { when: relativeTimeOf(revision.createdAt) })}
            </Text>
          </Tooltip>
        </div>
        <Group gap="xs">
          {approvalShown && (
            <Badge color="teal" variant="outline" data-testid="admin-approved">
              {t('writer.revisions.approvedByAdmin')}
            </Badge>
          )}
          <DraftStateBadge revision={revision} />
        </Group>
      </Group>
      <Stack gap="md">
        <DraftFiles files={revision.data} />
        {revision.data.notes && (
          <div>
            <Text size="sm" fw={600}>
              {t('writer.revisions.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {revision.data.notes}
            </Text>
          </div>
        )}
        {state === 'rejected' && (
          <Alert color="red" variant="light" icon={<IconBan aria-hidden />} title={t('writer.revisions.rejectedTitle')}>
            <Stack gap="xs">
              <Text size="sm">{adminApproval.rejectionReason || t('writer.revisions.noReason')}</Text>
              {adminApproval.rejectionFile && <FileLink file={adminApproval.rejectionFile} label={t('writer.revisions.rejectionFile')} />}
            </Stack>
          </Alert>
        )}
        {(revision.rating !== null || revision.review || revision.reviewFile) && (
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('writer.revisions.customerReview')}
            </Text>
            <StarRating value={revision.rating} />
            {revision.review && (
              <Blockquote p="sm" mt="xs" color="indigo" style={{ whiteSpace: 'pre-wrap' }}>
                {revision.review}
              </Blockquote>
            )}
            {revision.reviewFile && (
              <Stack mt="xs">
                <FileLink file={revision.reviewFile} label={t('writer.revisions.reviewFile')} />
              </Stack>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
