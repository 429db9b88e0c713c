import type { TReviewerOrderListItem } from '@draftdesk/contract';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerCell } from '../writer/components/CustomerCell.tsx';
import { DueDateCell } from '../writer/components/DueDateCell.tsx';
import { OrdersList, type OrderColumn } from '../writer/components/OrdersList.tsx';
import { StatusProgress } from '../writer/components/StatusProgress.tsx';
import type { ReviewerOrderState } from './api.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

function ViewLink({ order }: { order: TReviewerOrderListItem }) {
  const { t } = useTranslation(WRITER_NS);
  const state: ReviewerOrderState = { writer: order.writer };
  return (
    <Button
      component={Link}
      to={order.link}
      state={state}
      size="compact-sm"
      variant="light"
      leftSection={<IconEye size={16} aria-hidden />}
      aria-label={t('writer.orders.viewOrder', { number: order.orderNumber })}
    >
      {t('writer.reviewer.view')}
    </Button>
  );
}

function WriterEmail({ order }: { order: TReviewerOrderListItem }) {
  const { t } = useTranslation(WRITER_NS);
  if (!order.writerEmail) {
    return (
      <Text size="sm" c="dimmed">
        {t('writer.reviewer.noWriter')}
      </Text>
    );
  }
  return (
    <Anchor href={`mailto:${order.writerEmail}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {order.writerEmail}
    </Anchor>
  );
}

/** The reviewer's read-only list: writer's e-mail, customer's e-mail and a link (spec 02 "Reviewer order list"). */
export function ReviewerOrdersTable({ orders, compact }: { orders: TReviewerOrderListItem[]; compact: boolean }) {
  const { t } = useTranslation(WRITER_NS);
  const completed = (o: TReviewerOrderListItem) => o.statusPercentage >= 100 || o.completedAt !== null;
  const columns: OrderColumn<TReviewerOrderListItem>[] = [
    {
      header: t('writer.orders.colOrder'),
      cell: (order) => (
        <Text size="sm" fw={600}>
          {t('writer.order.number', { number: order.orderNumber })}
        </Text>
      ),
    },
    { header: t('writer.orders.colProduct'), cell: (order) => <Text size="sm">{order.package.packageName}</Text> },
    { header: t('writer.reviewer.colCustomerEmail'), cell: (order) => <CustomerCell customer={order.customer} email={order.customerEmail} /> },
    { header: t('writer.reviewer.colWriterEmail'), cell: (order) => <WriterEmail order={order} /> },
    { header: t('writer.orders.colStatus'), cell: (order) => <StatusProgress value={order.statusPercentage} /> },
    { header: t('writer.orders.colDueDate'), cell: (order) => <DueDateCell dueDate={order.dueDate} completed={completed(order)} /> },
    { header: t('writer.reviewer.colLink'), cell: (order) => <ViewLink order={order} /> },
  ];

  return (
    <OrdersList
      orders={orders}
      columns={columns}
      compact={compact}
      minWidth={900}
      card={(order) => (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm">
              {t('writer.order.number', { number: order.orderNumber })}
            </Text>
            <ViewLink order={order} />
          </Group>
          <Text size="sm" fw={500}>
            {order.package.packageName}
          </Text>
          <Text size="xs" c="dimmed" mt="xs">
            {t('writer.reviewer.colCustomerEmail')}
          </Text>
          <CustomerCell customer={order.customer} email={order.customerEmail} />
          <Text size="xs" c="dimmed" mt="xs">
            {t('writer.reviewer.colWriterEmail')}
          </Text>
          <WriterEmail order={order} />
          <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
            <StatusProgress value={order.statusPercentage} />
            <DueDateCell dueDate={order.dueDate} completed={completed(order)} />
          </Group>
        </>
      )}
    />
  );
}
