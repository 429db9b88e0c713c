import type { TWriterOrderListItem } from '@draftdesk/contract';
import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerCell } from './CustomerCell.tsx';
import { DueDateCell } from './DueDateCell.tsx';
import { isOrderCompleted, OrderRowActions } from './OrderRowActions.tsx';
import { StatusProgress } from './StatusProgress.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface WriterOrdersProps {
  orders: TWriterOrderListItem[];
  onSetDate: (order: TWriterOrderListItem) => void;
  onArchive: (order: TWriterOrderListItem) => void;
  archivingId: string | null;
  /** Phones get one card per order instead of the table. */
  compact: boolean;
}

function OrderLink({ order }: { order: TWriterOrderListItem }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Anchor component={Link} to={`/orders/view/${order._id}`} fw={600} size="sm" aria-label={t('writer.orders.viewOrder', { number: order.orderNumber })}>
      {t('writer.order.number', { number: order.orderNumber })}
    </Anchor>
  );
}

function CompletedBadge() {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Badge color="teal" variant="light" size="sm" style={{ flexShrink: 0 }}>
      {t('writer.state.completed')}
    </Badge>
  );
}

/** The writer's orders: number, product, customer, status, due date and actions (spec 02 "Writer order list"). */
export function WriterOrdersTable({ orders, onSetDate, onArchive, archivingId, compact }: WriterOrdersProps) {
  const { t } = useTranslation(WRITER_NS);
  const actions = (order: TWriterOrderListItem) => (
    <OrderRowActions order={order} onSetDate={onSetDate} onArchive={onArchive} archiving={archivingId === order._id} />
  );

  if (compact) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('writer.orders.listLabel')}>
        {orders.map((order) => (
          <Paper component="li" key={order._id} withBorder radius="md" p="md" data-testid="order-row">
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <OrderLink order={order} />
              {isOrderCompleted(order) && <CompletedBadge />}
            </Group>
            <Text size="sm" fw={500}>
              {order.package.packageName}
            </Text>
            <CustomerCell customer={order.customer} email={order.customerEmail} />
            <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
              <StatusProgress value={order.statusPercentage} />
              <DueDateCell dueDate={order.dueDate} completed={isOrderCompleted(order)} />
            </Group>
            <Group mt="sm">{actions(order)}</Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('writer.orders.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('writer.orders.colOrder')}</Table.Th>
              <Table.Th>{t('writer.orders.colProduct')}</Table.Th>
              <Table.Th>{t('writer.orders.colCustomer')}</Table.Th>
              <Table.Th>{t('writer.orders.colStatus')}</Table.Th>
              <Table.Th>{t('writer.orders.colDueDate')}</Table.Th>
              <Table.Th>{t('writer.orders.colActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order._id} data-testid="order-row">
                <Table.Td>
                  <OrderLink order={order} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{order.package.packageName}</Text>
                </Table.Td>
                <Table.Td>
                  <CustomerCell customer={order.customer} email={order.customerEmail} />
                </Table.Td>
                <Table.Td>
                  <StatusProgress value={order.statusPercentage} />
                </Table.Td>
                <Table.Td>
                  {isOrderCompleted(order) ? <CompletedBadge /> : <DueDateCell dueDate={order.dueDate} completed={false} />}
                </Table.Td>
                <Table.Td>{actions(order)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
