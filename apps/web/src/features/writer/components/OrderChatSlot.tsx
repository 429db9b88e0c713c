import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';
import { OrderChat } from '../../chat/OrderChat.tsx';

/**
 * The chat with the customer on the writer's order page (spec 02 "Order detail"; the page hides it with
 * disable_writer_customer_chat); reviewers read it only.
 */
export function OrderChatSlot({ orderId, customerName, readOnly }: { orderId: string; customerName: string; readOnly: boolean }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-chat" data-testid="order-chat-slot">
      <Title order={2} size="h4" id="order-chat" mb="sm">
        {t('writer.chat.title', { name: customerName })}
      </Title>
      <OrderChat orderId={orderId} hasWriter readOnly={readOnly} customerName={customerName} />
    </Paper>
  );
}
