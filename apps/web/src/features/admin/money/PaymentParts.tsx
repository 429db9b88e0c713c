import type { TAdminPaymentRow } from '@draftdesk/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { FigureGrid, ScrollTable } from '../components/ListParts.tsx';
import classes from '../reviews/components/ReviewsList.module.css';
import { leftToRefund, paymentState, type PaymentState } from './money-form.ts';

const STATE_COLOR: Record<PaymentState, string> = { paid: 'teal', partlyRefunded: 'orange', refunded: 'gray', refund: 'grape' };

/** The provider's name as people know it ('sandbox' is the test card). */
export function useProviderName() {
  const { t } = useTranslation(ADMIN_NS);
  return (provider: string) => t(`admin.money.providers.${provider}`, { defaultValue: provider });
}

export function PaymentStateBadge({ payment }: { payment: TAdminPaymentRow }) {
  const { t } = useTranslation(ADMIN_NS);
  const state = paymentState(payment);
  return (
    <Badge color={STATE_COLOR[state]} variant="light" data-testid="payment-state">
      {t(`admin.money.payments.states.${state}`)}
    </Badge>
  );
}

function Customer({ payment }: { payment: TAdminPaymentRow }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {payment.customerName ?? payment.customerEmail ?? t('admin.money.payments.noCustomer')}
      </Text>
      {payment.customerName && payment.customerEmail && (
        <Text size="xs" c="dimmed" truncate="end" title={payment.customerEmail}>
          {payment.customerEmail}
        </Text>
      )}
    </div>
  );
}

/** What was paid for: the invoice's line or the order's package, and the kind of payment. */
function PaidFor({ payment }: { payment: TAdminPaymentRow }) {
  const { t } = useTranslation(ADMIN_NS);
  const kind = t(`admin.money.payments.kinds.${payment.kind}`);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={payment.packageName ? 500 : undefined}>
        {payment.packageName ?? kind}
      </Text>
      {payment.packageName && (
        <Text size="xs" c="dimmed">
          {kind}
        </Text>
      )}
    </Stack>
  );
}

/** The order a payment belongs to, as a link to its admin page. */
function OrderLink({ payment, size }: { payment: TAdminPaymentRow; size: 'sm' | 'xs' }) {
  const { t } = useTranslation(ADMIN_NS);
  if (!payment.orderId) return <>—</>;
  return (
    <Anchor component={Link} to={`/admin/orders/${encodeURIComponent(payment.orderId)}`} size={size}>
      {payment.orderNumber === null ? t('admin.money.payments.viewOrder') : t('admin.money.payments.orderN', { number: payment.orderNumber })}
    </Anchor>
  );
}

/** A refund row's amount is negative: '−$50', not '$-50'. */
const money = (payment: TAdminPaymentRow, amount: number) =>
  amount < 0 ? `\u2212${formatPrice(-amount, payment.currency)}` : formatPrice(amount, payment.currency);
const refundedText = (payment: TAdminPaymentRow) => (payment.kind === 'refund' || payment.refunded === 0 ? '—' : money(payment, payment.refunded));

function RefundButton({ payment, onRefund }: { payment: TAdminPaymentRow; onRefund: (payment: TAdminPaymentRow) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const providerName = useProviderName();
  if (!payment.refundable) {
    // A payment of a provider the server does not refund through is refunded in that provider's dashboard.
    if (payment.kind === 'refund' || leftToRefund(payment) === 0) return null;
    return (
      <Text size="xs" c="dimmed" maw={160}>
        {t('admin.money.payments.refundElsewhere', { provider: providerName(payment.provider) })}
      </Text>
    );
  }
  const who = payment.customerName ?? payment.customerEmail ?? '';
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconReceiptRefund size={14} aria-hidden />}
      onClick={() => onRefund(payment)}
      aria-label={t('admin.money.payments.refundFor', { amount: money(payment, payment.amount), name: who })}
    >
      {t('admin.money.payments.refund')}
    </Button>
  );
}

interface ListProps {
  rows: TAdminPaymentRow[];
  onRefund: (payment: TAdminPaymentRow) => void;
}

export function PaymentsTable({ rows, onRefund }: ListProps) {
  const { t } = useTranslation(ADMIN_NS);
  const providerName = useProviderName();
  return (
    <ScrollTable label={t('admin.money.payments.tableLabel')} minWidth={1040}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.money.payments.colDate')}</Table.Th>
          <Table.Th>{t('admin.money.payments.colCustomer')}</Table.Th>
          <Table.Th>{t('admin.money.payments.colFor')}</Table.Th>
          <Table.Th>{t('admin.money.payments.colOrder')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.money.payments.colAmount')}</Table.Th>
          <Table.Th>{t('admin.money.payments.colProvider')}</Table.Th>
          <Table.Th>{t('admin.money.payments.colStatus')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.money.payments.colRefunded')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('admin.money.payments.colActions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((payment) => (
          <Table.Tr key={payment._id} data-testid="payment-row" data-id={payment._id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(payment.createdAt)}</Table.Td>
            <Table.Td maw={260}>
              <Customer payment={payment} />
            </Table.Td>
            <Table.Td>
              <PaidFor payment={payment} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <OrderLink payment={payment} size="sm" />
            </Table.Td>
            <Table.Td className={classes.numeric}>
              <Text size="sm" fw={600} span data-testid="payment-amount">
                {money(payment, payment.amount)}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                {payment.currency.toUpperCase()}
              </Text>
            </Table.Td>
            <Table.Td>{providerName(payment.provider)}</Table.Td>
            <Table.Td>
              <PaymentStateBadge payment={payment} />
            </Table.Td>
            <Table.Td className={classes.numeric} data-testid="payment-refunded">
              {refundedText(payment)}
            </Table.Td>
            <Table.Td>
              <RefundButton payment={payment} onRefund={onRefund} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

export function PaymentsCards({ rows, onRefund }: ListProps) {
  const { t } = useTranslation(ADMIN_NS);
  const providerName = useProviderName();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.money.payments.tableLabel')}>
      {rows.map((payment) => (
        <Paper component="li" key={payment._id} withBorder radius="md" p="md" data-testid="payment-row" data-id={payment._id}>
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Customer payment={payment} />
              <Text fw={700} style={{ flexShrink: 0 }} data-testid="payment-amount">
                {money(payment, payment.amount)}
              </Text>
            </Group>
            <Group gap="xs">
              <PaymentStateBadge payment={payment} />
              <Text size="sm" c="dimmed">
                {dateOf(payment.createdAt)}
              </Text>
            </Group>
            <FigureGrid
              figures={[
                [t('admin.money.payments.colFor'), payment.packageName ?? t(`admin.money.payments.kinds.${payment.kind}`)],
                [t('admin.money.payments.colProvider'), providerName(payment.provider)],
                [t('admin.money.payments.colCurrency'), payment.currency.toUpperCase()],
                [t('admin.money.payments.colRefunded'), refundedText(payment)],
              ]}
            />
            <Group justify="space-between">
              {payment.orderId ? <OrderLink payment={payment} size="sm" /> : <span />}
              <RefundButton payment={payment} onRefund={onRefund} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
