import type { TWriterOrderListItem } from '@draftdesk/contract';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dueDateText } from '../dates.ts';
import { StatusProgress } from './StatusProgress.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface DashboardOrderListProps<T extends TWriterOrderListItem> {
  id: string;
  title: string;
  empty: string;
  orders: T[];
  /** Extra text per order (e.g. how many drafts wait). */
  extra?: (order: T) => ReactNode;
  dueColor?: string;
}

/** A titled list of orders on the dashboard, each linking to its order page. */
export function DashboardOrderList<T extends TWriterOrderListItem>({ id, title, empty, orders, extra, dueColor = 'gray' }: DashboardOrderListProps<T>) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        <Badge variant="light" color={orders.length ? dueColor : 'gray'}>
          {orders.length}
        </Badge>
      </Group>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {orders.map((order) => (
            <Group
              component="li"
              key={order._id}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/orders/view/${order._id}`} fw={600} size="sm">
                  {t('writer.dashboard.orderLink', { number: order.orderNumber, product: order.package.packageName })}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {`${order.customer.firstName} ${order.customer.lastName}`.trim()}
                  {order.dueDate ? ` · ${t('writer.dashboard.due', { date: dueDateText(order.dueDate) })}` : ''}
                </Text>
                {extra?.(order)}
              </div>
              <StatusProgress value={order.statusPercentage} w={130} />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
