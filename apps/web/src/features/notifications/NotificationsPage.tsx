import { Center, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/LoadingScreen.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useNotifications } from './api.ts';
import { NotificationEntry } from './NotificationEntry.tsx';

/** /notifications: the full list; each entry links to its order or to /invoices. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const notifications = useNotifications({ refetchOnMount: 'always' });
  const list = notifications.data ?? [];
  return (
    <>
      <PageHeader title={t('titles.notifications')} />
      {notifications.isPending && <PageLoader />}
      {notifications.isError && <ErrorAlert message={t('messages.notificationsLoadFailed')} onRetry={() => void notifications.refetch()} />}
      {notifications.isSuccess && (
        <Paper withBorder radius="md" py="xs">
          {list.length === 0 ? (
            <Center py="xl">
              <Text c="dimmed">{t('messages.noNotifications')}</Text>
            </Center>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {/* Rules between entries are borders: a separator may not be a child of the list. */}
              {list.map((notification, index) => (
                <li key={notification._id} style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
                  <NotificationEntry notification={notification} />
                </li>
              ))}
            </ul>
          )}
        </Paper>
      )}
    </>
  );
}
