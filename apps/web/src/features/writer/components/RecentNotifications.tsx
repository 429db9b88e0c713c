import type { TNotification } from '@draftdesk/contract';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationEntry } from '../../notifications/NotificationEntry.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** The writer's latest notifications, with the way to all of them. */
export function RecentNotifications({ notifications }: { notifications: TNotification[] }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Paper withBorder radius="md" py="md" component="section" aria-labelledby="dashboard-notifications">
      <Group justify="space-between" px="md" mb="xs">
        <Title order={2} size="h5" id="dashboard-notifications">
          {t('writer.dashboard.notifications')}
        </Title>
        <Anchor component={Link} to="/notifications" size="sm">
          {t('notifications.viewAll')}
        </Anchor>
      </Group>
      {notifications.length === 0 ? (
        <Text size="sm" c="dimmed" px="md">
          {t('messages.noNotifications')}
        </Text>
      ) : (
        <Stack gap={0}>
          {notifications.map((notification) => (
            <NotificationEntry key={notification._id} notification={notification} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
