import type { TCustomerOrderListItem } from '@draftdesk/contract';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateOf } from '../../lib/format.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { ChatUnreadBadge } from '../chat/UnreadBadge.tsx';
import { OrderPrice } from '../orders/components/OrderPrice.tsx';
import { OrderProgressRing } from '../orders/components/OrderProgressRing.tsx';

/** Spec 01 §2: one order on the dashboard: progress ring, product, purchase date, price and View. */
export function OrderCard({ order, hidePrice }: { order: TCustomerOrderListItem; hidePrice: boolean }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`order-${order._id}`} h="100%">
      <Group wrap="nowrap" align="center" gap="md" style={{ flex: 1 }}>
        <OrderProgressRing percent={order.statusPercentage} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
            <Text fw={600} id={`order-${order._id}`} lineClamp={2}>
              {order.package.packageName}
            </Text>
            <ChatUnreadBadge scope={{ orderId: order._id }} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('orders.orderNumber', { number: order.orderNumber })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.purchasedOn', { date: dateOf(order.createdAt) })}
          </Text>
          {!hidePrice && (
            <Text size="sm" fw={600}>
              <OrderPrice price={order.price} listPrice={order.listPrice} currency={order.currency} />
            </Text>
          )}
        </Stack>
      </Group>
      <Button
        component={Link}
        to={`/orders/view/${order._id}`}
        variant="light"
        fullWidth
        mt="md"
        aria-label={t('dashboard.viewOrderLabel', { name: order.package.packageName, number: order.orderNumber })}
      >
        {t('dashboard.view')}
      </Button>
    </Card>
  );
}
