import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { CHAT_NS } from '../../lib/i18n.ts';
import { ChatPanel } from './ChatPanel.tsx';

/** Spec 01 §9: the completed-order notice threshold. */
export const COMPLETED_NOTICE_DAYS = 10;

export function daysSince(iso: string, now = Date.now()): number {
  return (now - new Date(iso).getTime()) / 86_400_000;
}

/** The order's writerToCustomer chat, for the customer, the writer and (read-only) the reviewer. */
export function OrderChat({
  orderId,
  hasWriter,
  completedAt,
  readOnly = false,
  customerName,
}: {
  orderId: string;
  hasWriter: boolean;
  completedAt?: string | null;
  readOnly?: boolean;
  customerName?: string;
}) {
  const { t } = useTranslation(CHAT_NS);
  const user = useCurrentUser();
  if (!hasWriter) {
    return (
      <Alert variant="light" color="gray" icon={<IconMessages aria-hidden />} data-testid="chat-unavailable">
        {t('messages.chatNotAssigned')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {completedAt && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="chat-completed-notice">
          {t('completedNotice', { days: COMPLETED_NOTICE_DAYS })}
        </Alert>
      )}
      <ChatPanel target={{ chatType: 'writerToCustomer', order_id: orderId }} currentUserId={user._id} readOnly={readOnly} customerName={customerName} />
    </Stack>
  );
}
