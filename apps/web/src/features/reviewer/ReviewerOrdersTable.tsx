import type { TReviewerOrderListItem } from '@draftdesk/contract';
import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerCell } from '../writer/components/CustomerCell.tsx';
import { DueDateCell } from '../writer/components/DueDateCell.tsx';
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

  if (compact) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('writer.orders.listLabel')}>
        {orders.map((order) => (
          <Paper component="li" key={order._id} withBorder radius="md" p="md" data-testid="order-row">
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
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('writer.orders.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('writer.orders.colOrder')}</Table.Th>
              <Table.Th>{t('writer.orders.colProduct')}</Table.Th>
              <Table.Th>{t('writer.reviewer.colCustomerEmail')}</Table.Th>
              <Table.Th>{t('writer.reviewer.colWriterEmail')}</Table.Th>
              <Table.Th>{t('writer.orders.colStatus')}</Table.Th>
              <Table.Th>{t('writer.orders.colDueDate')}</Table.Th>
              <Table.Th>{t('writer.reviewer.colLink')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order._id} data-testid="order-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t('writer.order.number', { number: order.orderNumber })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{order.package.packageName}</Text>
                </Table.Td>
                <Table.Td>
                  <CustomerCell customer={order.customer} email={order.customerEmail} />
                </Table.Td>
                <Table.Td>
                  <WriterEmail order={order} />
                </Table.Td>
                <Table.Td>
                  <StatusProgress value={order.statusPercentage} />
                </Table.Td>
                <Table.Td>
                  <DueDateCell dueDate={order.dueDate} completed={completed(order)} />
                </Table.Td>
                <Table.Td>
                  <ViewLink order={order} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
