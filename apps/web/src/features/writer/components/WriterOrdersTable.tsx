import type { TWriterOrderListItem } from '@draftdesk/contract';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatUnreadBadge } from '../../chat/UnreadBadge.tsx';
import { CustomerCell } from './CustomerCell.tsx';
import { DueDateCell } from './DueDateCell.tsx';
import { isOrderCompleted } from '../order-completed.ts';
import { OrderRowActions } from './OrderRowActions.tsx';
import { OrdersList, type OrderColumn } from './OrdersList.tsx';
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
    <Group gap={6} wrap="nowrap">
      <Anchor component={Link} to={`/orders/view/${order._id}`} fw={600} size="sm" aria-label={t('writer.orders.viewOrder', { number: order.orderNumber })}>
        {t('writer.order.number', { number: order.orderNumber })}
      </Anchor>
      <ChatUnreadBadge scope={{ orderId: order._id }} />
    </Group>
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
  const columns: OrderColumn<TWriterOrderListItem>[] = [
    { header: t('writer.orders.colOrder'), cell: (order) => <OrderLink order={order} /> },
    { header: t('writer.orders.colProduct'), cell: (order) => <Text size="sm">{order.package.packageName}</Text> },
    { header: t('writer.orders.colCustomer'), cell: (order) => <CustomerCell customer={order.customer} email={order.customerEmail} /> },
    { header: t('writer.orders.colStatus'), cell: (order) => <StatusProgress value={order.statusPercentage} /> },
    {
      header: t('writer.orders.colDueDate'),
      cell: (order) => (isOrderCompleted(order) ? <CompletedBadge /> : <DueDateCell dueDate={order.dueDate} completed={false} />),
    },
    { header: t('writer.orders.colActions'), cell: actions },
  ];

  return (
    <OrdersList
      orders={orders}
      columns={columns}
      compact={compact}
      minWidth={860}
      card={(order) => (
        <>
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
        </>
      )}
    />
  );
}
