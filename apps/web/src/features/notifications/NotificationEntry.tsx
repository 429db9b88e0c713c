import { notificationLink, type TNotification } from '@draftdesk/contract';
import { Anchor, Avatar, Box, CloseButton, Group, Text } from '@mantine/core';
import { Tip } from '../../components/Tip.tsx';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { absoluteTimeOf, relativeTimeOf } from '../../lib/format.ts';
import { fileUrl } from '../../lib/file-url.ts';
import { notificationTextOf } from './text.ts';
import { BRAND } from '../../lib/theme.ts';

interface NotificationEntryProps {
  notification: TNotification;
  onOpen?: () => void;
  onClear?: (id: string) => void;
  clearing?: boolean;
}

function senderOf(notification: TNotification): string {
  const data = notification.data ?? { senderName: '', senderPrefName: '', senderImg: '', action: '' };
  return data.senderPrefName || data.senderName || '';
}

/** One notification: sender avatar, the message linking to its order (or invoices), when. */
export function NotificationEntry({ notification, onOpen, onClear, clearing }: NotificationEntryProps) {
  const { t } = useTranslation();
  const sender = senderOf(notification);
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" px="md" py="xs">
      <Avatar src={fileUrl(notification.data?.senderImg)} alt={sender} radius="xl" size={36} color={BRAND}>
        {sender.charAt(0).toUpperCase()}
      </Avatar>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {sender && (
          <Text size="xs" fw={600} truncate>
            {sender}
          </Text>
        )}
        <Anchor component={Link} to={notificationLink(notification)} onClick={onOpen} size="sm" c="inherit" underline="hover" lineClamp={3}>
          {notificationTextOf(t, notification)}
        </Anchor>
        <Tip label={absoluteTimeOf(notification.createdAt)} withArrow openDelay={200} events={{ hover: true, focus: true, touch: true }}>
          <Text component="time" dateTime={notification.createdAt} size="xs" c="dimmed" tabIndex={0} display="inline-block">
            {relativeTimeOf(notification.createdAt)}
          </Text>
        </Tip>
      </Box>
      {onClear && <CloseButton size="sm" disabled={clearing} onClick={() => onClear(notification._id)} aria-label={t('notifications.clearOne')} />}
    </Group>
  );
}
