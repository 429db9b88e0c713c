import type { TCustomerDraft } from '@draftdesk/contract';
import { Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { absoluteTimeOf } from '../../../lib/format.ts';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { DraftFiles } from './DraftFiles.tsx';
import { DraftReview } from './DraftReview.tsx';
import { DraftStateBadge } from './DraftStateBadge.tsx';

/** The drafts before the latest one, newest first, with the customer's review of each. */
export function DraftHistory({ drafts, total, hideWord }: { drafts: TCustomerDraft[]; total: number; hideWord: boolean }) {
  const { t } = useTranslation(CUSTOMER_NS);
  if (drafts.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="draft-history-title">
      <Title order={2} size="h4" mb="md" id="draft-history-title">
        {t('revisions.historyTitle')}
      </Title>
      <Timeline bulletSize={26} lineWidth={2} active={drafts.length}>
        {drafts.map((draft, index) => (
          <Timeline.Item
            key={draft._id}
            bullet={<IconFileText size={14} aria-hidden />}
            title={
              <Group gap="xs">
                <Text fw={600}>{t('revisions.draftNumber', { number: total - index - 1 })}</Text>
                <DraftStateBadge state={draft.state} />
              </Group>
            }
          >
            <Stack gap={6} mt={4}>
              <Text size="xs" c="dimmed">
                {t('revisions.sentOn', { date: absoluteTimeOf(draft.createdAt) })}
              </Text>
              {draft.data.notes && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {draft.data.notes}
                </Text>
              )}
              <DraftFiles files={draft.data} hideWord={hideWord} />
              {draft.state === 'reviewed' && <DraftReview draft={draft} />}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
