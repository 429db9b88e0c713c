import { Alert, Box, Button, Center, Divider, Group, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTakeFocus, type DeferredProps } from '../../components/deferred.tsx';
import { useClearAllNotifications, useClearNotification, useNotifications } from './api.ts';
import { NotificationEntry } from './NotificationEntry.tsx';
import { BellButton, BellIndicator } from './BellButton.tsx';

/** Spec 03: list 230 px high; 'No Notifications'; 'Deleting...'; clear all or one. */
export const NOTIFICATION_LIST_HEIGHT = 230;

/** The bell's dialog, loaded after the page's first paint (NotificationsMenu: `deferred`). */
export function NotificationsPopover({ defaultOpened = false, takeFocus = false }: DeferredProps) {
  const focusRef = useTakeFocus(takeFocus);
  const { t } = useTranslation();
  const [opened, setOpened] = useState(defaultOpened);
  const notifications = useNotifications();
  const clearAll = useClearAllNotifications();
  const clearOne = useClearNotification();
  const list = notifications.data ?? [];
  const deleting = clearAll.isPending || clearOne.isPending;
  const clearFailed = (clearAll.isError && !clearAll.isPending) || (clearOne.isError && !clearOne.isPending);

  const close = () => setOpened(false);
  const reset = () => {
    clearAll.reset();
    clearOne.reset();
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
      {/* The target is the button itself: Popover gives it aria-expanded, which a div may not carry. */}
      <BellIndicator count={list.length}>
        <Popover.Target>
          <BellButton count={list.length} onClick={() => setOpened((value) => !value)} aria-expanded={opened} ref={focusRef} />
        </Popover.Target>
      </BellIndicator>
      <Popover.Dropdown p={0} w="min(360px, calc(100vw - 16px))" role="dialog" aria-label={t('notifications.title')}>
        <Group justify="space-between" px="md" py="xs" wrap="nowrap">
          <Text fw={600}>{t('notifications.title')}</Text>
          {list.length > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={deleting}
              onClick={() => {
                reset();
                clearAll.mutate(list.map((n) => n._id));
              }}
            >
              {t('notifications.clearAll')}
            </Button>
          )}
        </Group>
        <Divider />
        <Box aria-live="polite">
          {deleting && (
            <Text size="sm" c="dimmed" px="md" pt="xs">
              {t('messages.deleting')}
            </Text>
          )}
          {clearFailed && (
            <Alert color="red" variant="light" m="xs" p="xs" withCloseButton onClose={reset} closeButtonLabel={t('common.close')}>
              {t('messages.notificationsClearFailed')}
            </Alert>
          )}
        </Box>
        <ScrollArea h={NOTIFICATION_LIST_HEIGHT} type="auto">
          {notifications.isPending && (
            <Center h={NOTIFICATION_LIST_HEIGHT}>
              <Loader size="sm" aria-label={t('app.loading')} />
            </Center>
          )}
          {notifications.isError && (
            <Text c="red" size="sm" p="md" role="alert">
              {t('messages.notificationsLoadFailed')}
            </Text>
          )}
          {notifications.isSuccess && list.length === 0 && (
            <Center h={NOTIFICATION_LIST_HEIGHT}>
              <Text c="dimmed" size="sm">
                {t('messages.noNotifications')}
              </Text>
            </Center>
          )}
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.map((notification) => (
              <li key={notification._id}>
                <NotificationEntry
                  notification={notification}
                  onOpen={close}
                  clearing={deleting}
                  onClear={(id) => {
                    reset();
                    clearOne.mutate(id);
                  }}
                />
              </li>
            ))}
          </Stack>
        </ScrollArea>
        <Divider />
        <Button component={Link} to="/notifications" variant="subtle" fullWidth radius={0} onClick={close}>
          {t('notifications.viewAll')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
