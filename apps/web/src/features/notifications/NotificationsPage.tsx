import { Center, Divider, Paper, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/screens/LoadingScreen.tsx';
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
      {notifications.isError && (
        <ErrorAlert message={t('messages.notificationsLoadFailed')} onRetry={() => void notifications.refetch()} />
      )}
      {notifications.isSuccess && (
        <Paper withBorder radius="md" py="xs">
          {list.length === 0 ? (
            <Center py="xl">
              <Text c="dimmed">{t('messages.noNotifications')}</Text>
            </Center>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.map((notification, index) => (
                <Fragment key={notification._id}>
                  {index > 0 && <Divider component="li" role="presentation" />}
                  <li>
                    <NotificationEntry notification={notification} />
                  </li>
                </Fragment>
              ))}
            </ul>
          )}
        </Paper>
      )}
    </>
  );
}
