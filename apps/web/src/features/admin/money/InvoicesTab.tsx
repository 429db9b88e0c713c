import type { TAdminInvoiceRow } from '@draftdesk/contract';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { dateOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { errorText, translateText } from '../../../lib/messages.ts';
import { formatPrice } from '../../../lib/money.ts';
import { FigureGrid, ListSkeleton, ScrollTable } from '../components/ListParts.tsx';
import { PagedFooter } from '../components/PagedFooter.tsx';
import classes from '../reviews/components/ReviewsList.module.css';
import { useAdminInvoices } from './api.ts';
import { InvoiceModal } from './InvoiceModal.tsx';

const NO_FILTERS = [] as const;
const STATUS_COLOR: Record<string, string> = { paid: 'teal', unpaid: 'orange', refunded: 'gray' };

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Badge color={STATUS_COLOR[status] ?? 'blue'} variant="light" data-testid="invoice-status">
      {t(`admin.money.invoices.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

const orderText = (invoice: TAdminInvoiceRow) => (invoice.orderNumber === null ? '—' : `#${invoice.orderNumber}`);
const refundText = (invoice: TAdminInvoiceRow) => (invoice.refundAmount ? formatPrice(invoice.refundAmount, invoice.currency) : '—');

function Customer({ invoice }: { invoice: TAdminInvoiceRow }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {invoice.customerName || invoice.customerEmail}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" title={invoice.customerEmail}>
        {invoice.customerEmail}
      </Text>
    </div>
  );
}

function InvoicesTable({ rows }: { rows: TAdminInvoiceRow[] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ScrollTable label={t('admin.money.invoices.tableLabel')} minWidth={820}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.money.invoices.colDate')}</Table.Th>
          <Table.Th>{t('admin.money.invoices.colCustomer')}</Table.Th>
          <Table.Th>{t('admin.money.invoices.colFor')}</Table.Th>
          <Table.Th>{t('admin.money.invoices.colOrder')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.money.invoices.colPrice')}</Table.Th>
          <Table.Th>{t('admin.money.invoices.colStatus')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.money.invoices.colRefund')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((invoice) => (
          <Table.Tr key={invoice._id} data-testid="admin-invoice-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(invoice.createdAt)}</Table.Td>
            <Table.Td maw={260}>
              <Customer invoice={invoice} />
            </Table.Td>
            <Table.Td>{invoice.packageName}</Table.Td>
            <Table.Td>{orderText(invoice)}</Table.Td>
            <Table.Td className={classes.numeric}>
              <Text size="sm" fw={600} span>
                {formatPrice(invoice.price, invoice.currency)}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                {invoice.currency.toUpperCase()}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge status={invoice.status} />
            </Table.Td>
            <Table.Td className={classes.numeric}>{refundText(invoice)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

function InvoicesCards({ rows }: { rows: TAdminInvoiceRow[] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.money.invoices.tableLabel')}>
      {rows.map((invoice) => (
        <Paper component="li" key={invoice._id} withBorder radius="md" p="md" data-testid="admin-invoice-row">
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{invoice.packageName}</Text>
              <Text fw={700} style={{ flexShrink: 0 }}>
                {formatPrice(invoice.price, invoice.currency)}
              </Text>
            </Group>
            <Customer invoice={invoice} />
            <Group gap="xs">
              <StatusBadge status={invoice.status} />
              <Text size="sm" c="dimmed">
                {dateOf(invoice.createdAt)}
              </Text>
            </Group>
            <FigureGrid
              figures={[
                [t('admin.money.invoices.colOrder'), orderText(invoice)],
                [t('admin.money.invoices.colRefund'), refundText(invoice)],
              ]}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The site's invoices, newest first; "New invoice" bills a customer (and optionally one of their orders). */
export function InvoicesTab({ compact }: { compact: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const { page, update } = useListParams(NO_FILTERS);
  const query = useAdminInvoices(page);
  const [creating, setCreating] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const rows = query.data?.invoices ?? [];
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('admin.money.invoices.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t('admin.money.invoices.intro')}
        </Text>
        {newButton}
      </Group>
      {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
      {query.isPending && <ListSkeleton />}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && rows.length === 0 && (
        <EmptyState icon={IconFileInvoice} message={t('admin.money.invoices.empty')} hint={t('admin.money.invoices.emptyHint')} />
      )}
      {rows.length > 0 && (compact ? <InvoicesCards rows={rows} /> : <InvoicesTable rows={rows} />)}
      <PagedFooter
        list="money.invoices"
        page={page}
        pageSize={query.data?.pageSize ?? 1}
        total={query.data?.total ?? 0}
        shown={rows.length}
        onPage={(value) => update({ page: value })}
      />
      <InvoiceModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(message) => {
          setCreating(false);
          setSuccess(translateText(t, message));
          update({ page: 1 });
        }}
      />
    </Stack>
  );
}
