import { ADMIN_ORDER_FILTERS, ZAdminOrderFilter, type TAdminOrderRow } from '@draftdesk/contract';
import { Anchor, Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { dateOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { errorText } from '../../../lib/messages.ts';
import { FigureGrid, ListFilter, ListSearch, ListSkeleton, ScrollTable } from '../components/ListParts.tsx';
import { PagedFooter } from '../components/PagedFooter.tsx';
import classes from '../reviews/components/ReviewsList.module.css';
import { useAdminOrders } from './api.ts';
import { AssignModal } from './AssignModal.tsx';

const FILTERS = ['filter', 'q'] as const;

const isOverdue = (order: TAdminOrderRow) => order.statusPercentage < 100 && order.dueDate !== null && new Date(order.dueDate) < new Date();

function WriterCell({ order }: { order: TAdminOrderRow }) {
  const { t } = useTranslation(ADMIN_NS);
  return order.writerName ? (
    <>{order.writerName}</>
  ) : (
    <Badge color="orange" variant="light">
      {t('admin.orders.unassigned')}
    </Badge>
  );
}

function DueCell({ order }: { order: TAdminOrderRow }) {
  const { t } = useTranslation(ADMIN_NS);
  if (!order.dueDate) return <>—</>;
  return isOverdue(order) ? (
    <Text span c="red.8" fw={600} size="sm">
      {t('admin.orders.overdueOn', { date: dateOf(order.dueDate) })}
    </Text>
  ) : (
    <>{dateOf(order.dueDate)}</>
  );
}

function AssignButton({ order, onAssign }: { order: TAdminOrderRow; onAssign: (order: TAdminOrderRow) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Button
      size="xs"
      variant={order.writerId ? 'default' : 'filled'}
      onClick={() => onAssign(order)}
      aria-label={t(order.writerId ? 'admin.orders.reassignN' : 'admin.orders.assignN', { number: order.orderNumber })}
    >
      {t(order.writerId ? 'admin.orders.reassign' : 'admin.orders.assign')}
    </Button>
  );
}

/** /admin/orders: every order of the site, filtered and searched on the server; an order goes to a writer from here. */
export default function OrdersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { values, page, update } = useListParams(FILTERS);
  const filter = ZAdminOrderFilter.safeParse(values.filter || 'all').data ?? 'all';
  const query = useAdminOrders(filter, values.q, page);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [assigning, setAssigning] = useState<TAdminOrderRow | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  const rows = query.data?.orders ?? [];

  return (
    <>
      <PageHeader title={t('titles.allOrders')} />
      <Stack gap="md">
        <Text c="dimmed">{t('admin.orders.intro')}</Text>
        {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
        <ListFilter
          label={t('admin.orders.filterLabel')}
          value={filter}
          onChange={(value) => update({ filter: value === 'all' ? '' : value })}
          options={ADMIN_ORDER_FILTERS.map((value) => ({ value, label: t(`admin.orders.filters.${value}`) }))}
          compact={compact}
        />
        <ListSearch label={t('admin.orders.searchLabel')} placeholder={t('admin.orders.searchPlaceholder')} value={values.q} onSearch={onSearch} />
        {query.isPending && <ListSkeleton />}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {query.isSuccess && rows.length === 0 && (
          <EmptyState
            icon={IconShoppingCart}
            message={t('messages.noRecordsFound')}
            hint={values.q || filter !== 'all' ? t('admin.orders.noMatch') : t('admin.orders.emptyHint')}
          />
        )}
        {rows.length > 0 &&
          (compact ? (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.orders.tableLabel')}>
              {rows.map((order) => (
                <Paper component="li" key={order._id} withBorder radius="md" p="md" data-testid="admin-order-row" data-number={order.orderNumber}>
                  <Stack gap={6}>
                    <Anchor component={Link} to={`/admin/orders/${order._id}`} fw={600} data-testid="open-order">
                      {t('admin.orders.orderN', { number: order.orderNumber, name: order.packageName })}
                    </Anchor>
                    <Text size="sm">
                      {order.customerName} · {order.customerEmail}
                    </Text>
                    <FigureGrid
                      figures={[
                        [t('admin.orders.colWriter'), order.writerName ?? t('admin.orders.unassigned')],
                        [t('admin.orders.colProgress'), `${order.statusPercentage} %`],
                        [t('admin.orders.colDue'), order.dueDate ? dateOf(order.dueDate) : '—'],
                        [t('admin.orders.colCreated'), dateOf(order.createdAt)],
                      ]}
                    />
                    <AssignButton order={order} onAssign={setAssigning} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <ScrollTable label={t('admin.orders.tableLabel')} minWidth={860}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.orders.colOrder')}</Table.Th>
                  <Table.Th>{t('admin.orders.colCustomer')}</Table.Th>
                  <Table.Th>{t('admin.orders.colWriter')}</Table.Th>
                  <Table.Th className={classes.numeric}>{t('admin.orders.colProgress')}</Table.Th>
                  <Table.Th>{t('admin.orders.colDue')}</Table.Th>
                  <Table.Th>{t('admin.orders.colCreated')}</Table.Th>
                  <Table.Th>{t('admin.orders.colActions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((order) => (
                  <Table.Tr key={order._id} data-testid="admin-order-row" data-number={order.orderNumber}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/admin/orders/${order._id}`}
                        fw={600}
                        size="sm"
                        aria-label={t('admin.orders.openN', { number: order.orderNumber })}
                        data-testid="open-order"
                      >
                        #{order.orderNumber}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {order.packageName}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={260}>
                      <Text size="sm">{order.customerName}</Text>
                      <Text size="sm" c="dimmed" truncate="end" title={order.customerEmail}>
                        {order.customerEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td data-testid="order-writer">
                      <WriterCell order={order} />
                    </Table.Td>
                    <Table.Td className={classes.numeric}>{order.statusPercentage} %</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <DueCell order={order} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(order.createdAt)}</Table.Td>
                    <Table.Td>
                      <AssignButton order={order} onAssign={setAssigning} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
          ))}
        <PagedFooter
          list="orders"
          page={page}
          pageSize={query.data?.pageSize ?? 1}
          total={query.data?.total ?? 0}
          shown={rows.length}
          onPage={(value) => update({ page: value })}
        />
      </Stack>
      <AssignModal
        order={assigning}
        writers={query.data?.writers ?? []}
        onClose={() => setAssigning(null)}
        onAssigned={(message) => {
          setAssigning(null);
          setSuccess(message);
        }}
      />
    </>
  );
}
