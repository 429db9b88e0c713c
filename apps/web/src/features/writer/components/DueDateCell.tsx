import { dueBucket } from '@draftdesk/contract';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dueDateText } from '../dates.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** The due day, flagged when overdue or due within 7 days (open orders only). */
export function DueDateCell({ dueDate, completed }: { dueDate: string | null; completed: boolean }) {
  const { t } = useTranslation(WRITER_NS);
  if (!dueDate) {
    return (
      <Text size="sm" c="dimmed">
        {t('writer.order.noDueDate')}
      </Text>
    );
  }
  const bucket = completed ? 'later' : dueBucket(dueDate, new Date());
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {dueDateText(dueDate)}
      </Text>
      {bucket === 'overdue' && (
        <Badge color="red" variant="light" size="sm">
          {t('writer.orders.overdue')}
        </Badge>
      )}
      {bucket === 'due-soon' && (
        <Badge color="orange" variant="light" size="sm">
          {t('writer.orders.dueSoon')}
        </Badge>
      )}
    </Group>
  );
}
