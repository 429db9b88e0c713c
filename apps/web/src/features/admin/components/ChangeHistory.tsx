import type { TAuditEntry } from '@draftdesk/contract';
import { Button, Paper, Text, Timeline, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteTimeOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { RECENT_CHANGES_SHOWN, recentChanges } from './change-history.ts';

interface ChangeHistoryProps {
  /** Newest first, as the API sends them. */
  entries: readonly TAuditEntry[];
  /** What the entry did, in the interface language (e.g. "Edited"). */
  actionOf: (entry: TAuditEntry) => string;
  /** What it changed, when the entry says (e.g. the labels of the fields). */
  detailOf?: (entry: TAuditEntry) => string;
  /** The text while there is no change yet. */
  empty: string;
  testId: string;
}

/** "Recent changes": who did what and when (the audit log), newest first; the older ones on demand. */
export function ChangeHistory({ entries, actionOf, detailOf, empty, testId }: ChangeHistoryProps) {
  const { t } = useTranslation(ADMIN_NS);
  const headingId = useId();
  const [all, setAll] = useState(false);
  const { shown, hidden } = recentChanges(entries, all ? Infinity : RECENT_CHANGES_SHOWN);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="md">
        {t('admin.history.title')}
      </Title>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          {empty}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} data-testid={testId}>
          {shown.map((entry) => {
            const detail = detailOf?.(entry);
            return (
              <Timeline.Item key={entry._id} title={actionOf(entry)}>
                <Text size="xs" c="dimmed">
                  {t('admin.history.byWhom', { name: entry.actorName || t('admin.history.operator'), when: absoluteTimeOf(entry.createdAt) })}
                </Text>
                {detail && (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {detail}
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {hidden > 0 && (
        <Button variant="subtle" size="xs" mt="sm" onClick={() => setAll(true)}>
          {t('admin.history.showAll', { count: entries.length })}
        </Button>
      )}
    </Paper>
  );
}
