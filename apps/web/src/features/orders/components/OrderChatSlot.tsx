import type { TCustomerOrder } from '@draftdesk/contract';
import { Alert, Card, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { OrderChat } from '../../chat/OrderChat.tsx';

/**
 * The chat with the writer (spec 01 §4 "Chat") on the customer's order page: hidden when the site sets
 * disable_writer_customer_chat, a notice until a writer is assigned.
 */
export function OrderChatSlot({ order, disabled }: { order: TCustomerOrder; disabled: boolean }) {
  const { t } = useTranslation(CUSTOMER_NS);
  if (disabled) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-chat-title" data-testid="order-chat-slot">
      <Title order={2} size="h4" mb="sm" id="order-chat-title">
        {order.writerName ? t('chat.titleWith', { name: order.writerName }) : t('chat.title')}
      </Title>
      {order.writer ? (
        <OrderChat orderId={order._id} hasWriter completedAt={order.completedAt} />
      ) : (
        <Alert variant="light" color="gray" icon={<IconMessages aria-hidden />} data-testid="chat-unavailable">
          {t('chat.unavailable')}
        </Alert>
      )}
    </Card>
  );
}
