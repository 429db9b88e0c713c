import type { TInvoice } from '@draftdesk/contract';
import { Badge, Box, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CHECKOUT_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { formatPrice } from '../../lib/money.ts';
import { CUSTOMER_ORDERS_PREFIX, queryKeys } from '../../lib/query.ts';
import { useInvoices } from './api.ts';
import { invoiceState, statusLabelKey } from './invoice-status.ts';
import { PayInvoiceModal } from './PayInvoiceModal.tsx';

const STATUS_COLORS: Record<string, string> = { paid: 'teal', unpaid: 'orange', refunded: 'gray' };

/** PAID, UNPAID, REFUNDED (spec 03 §4); any other status uppercased. */
function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const key = statusLabelKey(status);
  return (
    <Badge color={STATUS_COLORS[status.toLowerCase()] ?? 'blue'} variant="light">
      {key ? t(key) : status.toUpperCase()}
    </Badge>
  );
}

/** The status column: Pay for unpaid invoices, the refund for refunded ones (spec 01 §4). */
function InvoiceAction({ invoice, onPay }: { invoice: TInvoice; onPay: (invoice: TInvoice) => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const state = invoiceState(invoice);
  if (state.kind === 'unpaid') {
    return (
      <Button size="xs" onClick={() => onPay(invoice)} aria-label={t('checkout.invoices.payLabel', { name: invoice.packageName })}>
        {t('checkout.invoices.pay')}
      </Button>
    );
  }
  if (state.kind === 'refunded') {
    return <Text size="sm">{t('checkout.invoices.refunded', { amount: formatPrice(state.refund, invoice.invoiceCurrency) })}</Text>;
  }
  return null;
}

function InvoiceCard({ invoice, onPay }: { invoice: TInvoice; onPay: (invoice: TInvoice) => void }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="invoice-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <Text fw={600}>{invoice.packageName}</Text>
        <Text fw={600} style={{ flexShrink: 0 }}>
          {formatPrice(invoice.price, invoice.invoiceCurrency)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <StatusBadge status={invoice.status} />
        <InvoiceAction invoice={invoice} onPay={onPay} />
      </Group>
    </Paper>
  );
}

/** /invoices (spec 01 §2): the customer's invoices with a Pay modal; after paying, the orders. */
export default function InvoicesPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const invoices = useInvoices();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [paying, setPaying] = useState<TInvoice | null>(null);
  const list = invoices.data?.invoices ?? [];

  return (
    <>
      <PageHeader title={t('titles.invoices')} />
      {invoices.isPending && (
        <Stack gap="xs" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      )}
      {invoices.isError && <ErrorAlert message={errorText(t, invoices.error)} onRetry={() => void invoices.refetch()} />}
      {invoices.data && list.length === 0 && <EmptyState icon={IconReceipt} message={t('messages.noRecordsFound')} />}
      {list.length > 0 && (
        <>
          <Paper withBorder radius="md" visibleFrom="sm">
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Caption>{t('checkout.invoices.caption', { count: list.length })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('checkout.invoices.columns.package')}</Table.Th>
                    <Table.Th>{t('checkout.invoices.columns.price')}</Table.Th>
                    <Table.Th>{t('checkout.invoices.columns.status')}</Table.Th>
                    <Table.Th>{t('checkout.invoices.columns.action')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((invoice) => (
                    <Table.Tr key={invoice._id} data-testid="invoice-row">
                      <Table.Td>{invoice.packageName}</Table.Td>
                      <Table.Td>{formatPrice(invoice.price, invoice.invoiceCurrency)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={invoice.status} />
                      </Table.Td>
                      <Table.Td>
                        <InvoiceAction invoice={invoice} onPay={setPaying} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Box hiddenFrom="sm">
            <Stack gap="sm">
              {list.map((invoice) => (
                <InvoiceCard key={invoice._id} invoice={invoice} onPay={setPaying} />
              ))}
            </Stack>
          </Box>
        </>
      )}
      <PayInvoiceModal
        key={paying?._id ?? 'none'}
        invoice={paying}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null);
          void client.invalidateQueries({ queryKey: queryKeys.invoices });
          void client.invalidateQueries({ queryKey: CUSTOMER_ORDERS_PREFIX });
          void navigate('/orders/list');
        }}
      />
    </>
  );
}
