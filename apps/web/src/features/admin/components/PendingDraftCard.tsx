import type { TPendingRevisionsResponse } from '@draftdesk/contract';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteTimeOf, relativeTimeOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { DraftFileLinks } from './DraftFileLinks.tsx';

export type PendingDraft = TPendingRevisionsResponse['data'][number];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

interface PendingDraftCardProps {
  draft: PendingDraft;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One draft waiting for approval: which order, service and writer, when, its files, and the two decisions. */
export function PendingDraftCard({ draft, busy, onApprove, onReject }: PendingDraftCardProps) {
  const { t } = useTranslation(ADMIN_NS);
  const titleId = `draft-${draft._id}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId} data-testid="pending-draft">
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('admin.approvals.order', { number: draft.orderNumber })}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact label={t('admin.approvals.service')}>{draft.serviceName}</Fact>
          <Fact label={t('admin.approvals.writer')}>{draft.writerName || t('admin.approvals.unknownWriter')}</Fact>
          <Fact label={t('admin.approvals.uploadedAt')}>
            <time dateTime={draft.createdAt} title={absoluteTimeOf(draft.createdAt)}>
              {absoluteTimeOf(draft.createdAt)} ({relativeTimeOf(draft.createdAt)})
            </time>
          </Fact>
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6}>
            {t('admin.approvals.files')}
          </Text>
          <DraftFileLinks files={draft.data} />
        </div>
        {draft.data.notes && <Fact label={t('admin.approvals.notes')}>{draft.data.notes}</Fact>}
        <Group justify="flex-end" gap="sm">
          <Button variant="light" color="red" leftSection={<IconX size={18} aria-hidden />} onClick={onReject} disabled={busy}>
            {t('admin.approvals.reject')}
          </Button>
          <Button color="teal" leftSection={<IconCheck size={18} aria-hidden />} onClick={onApprove} loading={busy}>
            {t('admin.approvals.approve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
