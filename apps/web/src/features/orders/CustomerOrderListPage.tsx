import type { TCustomerOrderListItem } from '@draftdesk/contract';
import { Box, Button, Group, NativeSelect, Pagination, Paper, Progress, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { dateOf } from '../../lib/format.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { ChatUnreadBadge } from '../chat/UnreadBadge.tsx';
import { useCustomerOrders } from './api.ts';
import { nextSort, pageOf, sortOrders, type OrderSort, type OrderSortKey } from './order-table.ts';
import { BRAND } from '../../lib/theme.ts';

const COLUMNS: { key: OrderSortKey; label: string }[] = [
  { key: 'orderNumber', label: 'orders.columns.orderNumber' },
  { key: 'product', label: 'orders.columns.product' },
  { key: 'createdAt', label: 'orders.columns.purchased' },
  { key: 'writer', label: 'orders.columns.writer' },
  { key: 'status', label: 'orders.columns.status' },
];

/** The phone's sort menu: the table's column sorts as sentences. */
const SORT_OPTIONS: { value: `${OrderSortKey}:${OrderSort['direction']}`; label: string }[] = [
  { value: 'createdAt:desc', label: 'orders.sort.newest' },
  { value: 'createdAt:asc', label: 'orders.sort.oldest' },
  { value: 'orderNumber:asc', label: 'orders.sort.number' },
  { value: 'product:asc', label: 'orders.sort.product' },
  { value: 'writer:asc', label: 'orders.sort.writer' },
  { value: 'status:desc', label: 'orders.sort.mostComplete' },
  { value: 'status:asc', label: 'orders.sort.leastComplete' },
];

function SortHeader({ column, sort, onSort }: { column: (typeof COLUMNS)[number]; sort: OrderSort; onSort: (key: OrderSortKey) => void }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const active = sort.key === column.key;
  const SortIcon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column.key)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {t(column.label)}
          <SortIcon size={16} aria-hidden opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function OrderRow({ order }: { order: TCustomerOrderListItem }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Table.Tr>
      <Table.Td>{t('orders.orderNumber', { number: order.orderNumber })}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {order.package.packageName}
          <ChatUnreadBadge scope={{ orderId: order._id }} />
        </Group>
      </Table.Td>
      <Table.Td>{dateOf(order.createdAt)}</Table.Td>
      <Table.Td>
        {order.writerName ?? (
          <Text c="dimmed" size="sm">
            {t('orders.noWriter')}
          </Text>
        )}
      </Table.Td>
      <Table.Td miw={140}>
        <Group gap="xs" wrap="nowrap">
          <Progress value={order.statusPercentage} color={order.statusPercentage >= 100 ? 'teal' : BRAND} w={72} aria-hidden />
          <Text size="sm">{t('orders.percent', { percent: order.statusPercentage })}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Button
          component={Link}
          to={`/orders/view/${order._id}`}
          size="xs"
          variant="light"
          aria-label={t('orders.viewOrderLabel', { number: order.orderNumber })}
        >
          {t('orders.viewOrder')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** One order as a card, for phones (the table needs more width than a phone has). */
function OrderListCard({ order }: { order: TCustomerOrderListItem }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb={4}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{order.package.packageName}</Text>
          <ChatUnreadBadge scope={{ orderId: order._id }} />
        </Group>
        <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {t('orders.orderNumber', { number: order.orderNumber })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {dateOf(order.createdAt)} · {order.writerName ?? t('orders.noWriter')}
      </Text>
      <Group gap="xs" wrap="nowrap" my="sm">
        <Progress value={order.statusPercentage} color={order.statusPercentage >= 100 ? 'teal' : BRAND} style={{ flex: 1 }} aria-hidden />
        <Text size="sm">{t('orders.percent', { percent: order.statusPercentage })}</Text>
      </Group>
      <Button
        component={Link}
        to={`/orders/view/${order._id}`}
        variant="light"
        fullWidth
        aria-label={t('orders.viewOrderLabel', { number: order.orderNumber })}
      >
        {t('orders.viewOrder')}
      </Button>
    </Paper>
  );
}

/** /orders/list for customers (spec 01 §2): sortable, paginated past 20 rows. */
export default function CustomerOrderListPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const orders = useCustomerOrders();
  const [sort, setSort] = useState<OrderSort>({ key: 'createdAt', direction: 'desc' });
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortOrders(orders.data?.orders ?? [], sort), [orders.data, sort]);
  const current = pageOf(sorted, page);

  return (
    <>
      <PageHeader
        title={t('titles.orders')}
        actions={
          <Button component={Link} to="/orders/new">
            {t('dashboard.newOrder')}
          </Button>
        }
      />
      {orders.isPending && (
        <Stack gap="xs" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      )}
      {orders.isError && <ErrorAlert message={errorText(t, orders.error)} onRetry={() => void orders.refetch()} />}
      {orders.data && orders.data.orders.length === 0 && <EmptyState message={t('messages.noRecordFound')} />}
      {orders.data && orders.data.orders.length > 0 && (
        <>
          <Paper withBorder radius="md" visibleFrom="sm">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Caption>{t('orders.tableCaption', { total: sorted.length })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {COLUMNS.map((column) => (
                      <SortHeader
                        key={column.key}
                        column={column}
                        sort={sort}
                        onSort={(key) => {
                          setSort(nextSort(sort, key));
                          setPage(1);
                        }}
                      />
                    ))}
                    <Table.Th>
                      <Text span fw={600} fz="sm">
                        {t('orders.columns.action')}
                      </Text>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {current.rows.map((order) => (
                    <OrderRow key={order._id} order={order} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Box hiddenFrom="sm">
            <NativeSelect
              label={t('orders.sort.label')}
              value={`${sort.key}:${sort.direction}`}
              data={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
              onChange={(event) => {
                const [key, direction] = event.currentTarget.value.split(':') as [OrderSortKey, OrderSort['direction']];
                setSort({ key, direction });
                setPage(1);
              }}
              mb="md"
            />
            <Stack gap="sm">
              {current.rows.map((order) => (
                <OrderListCard key={order._id} order={order} />
              ))}
            </Stack>
          </Box>
          {current.pages > 1 && (
            <Group justify="center" p="md">
              <Pagination
                total={current.pages}
                value={current.page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`orders.pagination.${control}`) })}
                getItemProps={(number) => ({ 'aria-label': t('orders.pagination.page', { page: number }) })}
              />
            </Group>
          )}
        </>
      )}
    </>
  );
}
