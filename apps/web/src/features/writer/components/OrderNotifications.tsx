import type { TNotification } from '@draftdesk/contract';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationEntry } from '../../notifications/NotificationEntry.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

const SHOWN = 5;

/** The writer's latest notifications about this order (sortedNotifications). */
export function OrderNotifications({ notifications, ...box }: { notifications: TNotification[]; hiddenFrom?: string; visibleFrom?: string }) {
  const { t } = useTranslation(WRITER_NS);
  if (notifications.length === 0) return null;
  return (
    <Paper withBorder radius="md" py="md" component="section" aria-label={t('writer.order.activity')} {...box}>
      <Title order={2} size="h5" px="md" mb="xs">
        {t('writer.order.activity')}
      </Title>
      <Stack gap={0}>
        {notifications.slice(0, SHOWN).map((notification) => (
          <NotificationEntry key={notification._id} notification={notification} />
        ))}
      </Stack>
    </Paper>
  );
}
