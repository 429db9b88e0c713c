import type { TAdminOrderEvent } from '@draftdesk/contract';
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { absoluteTimeOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { dueDateText } from '../../writer/dates.ts';

/** 'writer_auto_assigned' -> 'Writer auto assigned': a kind this build has no text for still reads. */
const humanized = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replaceAll('_', ' ');

/** What an entry is about, in one line: the module, the writer or the due day. */
function EntryDetail({ entry }: { entry: TAdminOrderEvent }) {
  const { t } = useTranslation(ADMIN_NS);
  const lines: string[] = [];
  if (entry.moduleTitle) lines.push(t('admin.order.eventModule', { service: entry.serviceName ?? '', module: entry.moduleTitle }));
  else if (entry.serviceName) lines.push(entry.serviceName);
  if (entry.writerName) lines.push(t('admin.order.eventWriter', { name: entry.writerName }));
  if (entry.kind === 'due_date_changed_by_admin' || entry.kind === 'due_date_set') {
    lines.push(entry.dueDate ? t('admin.order.eventDueDate', { date: dueDateText(entry.dueDate) }) : t('admin.order.eventDueDateCleared'));
  }
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {entry.reason && (
        <Text size="sm" fs="italic" data-testid="event-reason">
          {t('admin.order.eventReason', { reason: entry.reason })}
        </Text>
      )}
    </>
  );
}

/** The order's append-only log (order_events and admin audit entries), newest first. */
export function OrderTimeline({ timeline }: { timeline: TAdminOrderEvent[] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-timeline">
      <Title order={2} size="h4" id="order-timeline" mb="sm">
        {t('admin.order.timeline')}
      </Title>
      {timeline.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.order.noEvents')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} data-testid="order-timeline">
          {timeline.map((entry) => (
            <Timeline.Item
              key={entry._id}
              title={t(`admin.order.events.${entry.kind}`, { defaultValue: humanized(entry.kind) })}
              data-testid="timeline-entry"
              data-kind={entry.kind}
            >
              <Stack gap={2}>
                <EntryDetail entry={entry} />
                <Text size="xs" c="dimmed">
                  {t('admin.order.byWhom', { name: entry.actorName ?? t('admin.order.system'), when: absoluteTimeOf(entry.at) })}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
