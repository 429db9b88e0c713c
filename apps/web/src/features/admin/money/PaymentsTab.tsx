import type { TAdminPaymentRow } from '@draftdesk/contract';
import { Stack } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { errorText, translateText } from '../../../lib/messages.ts';
import { ListSkeleton } from '../components/ListParts.tsx';
import { PagedFooter } from '../components/PagedFooter.tsx';
import { usePayments } from './api.ts';
import { PaymentsCards, PaymentsTable } from './PaymentParts.tsx';
import { RefundModal } from './RefundModal.tsx';

const NO_FILTERS = [] as const;

/** The ledger, newest first: payments, tips, paid invoices and refunds; a payment with something left opens the Refund dialog. */
export function PaymentsTab({ compact }: { compact: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const { page, update } = useListParams(NO_FILTERS);
  const query = usePayments(page);
  const [refundingId, setRefundingId] = useState<string | null>(null);
  // The row as it was opened; the list's fresh copy replaces it once reloaded.
  const [opened, setOpened] = useState<TAdminPaymentRow | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const rows = query.data?.payments ?? [];
  const refunding = refundingId ? (rows.find((row) => row._id === refundingId) ?? opened) : null;

  const open = (payment: TAdminPaymentRow) => {
    setSuccess(null);
    setOpened(payment);
    setRefundingId(payment._id);
  };
  const close = () => setRefundingId(null);

  return (
    <Stack gap="md">
      {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
      {query.isPending && <ListSkeleton />}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && rows.length === 0 && (
        <EmptyState icon={IconCash} message={t('admin.money.payments.empty')} hint={t('admin.money.payments.emptyHint')} />
      )}
      {rows.length > 0 && (compact ? <PaymentsCards rows={rows} onRefund={open} /> : <PaymentsTable rows={rows} onRefund={open} />)}
      <PagedFooter
        list="money.payments"
        page={page}
        pageSize={query.data?.pageSize ?? 1}
        total={query.data?.total ?? 0}
        shown={rows.length}
        onPage={(value) => update({ page: value })}
      />
      <RefundModal
        payment={refunding}
        onClose={close}
        onReload={() => query.refetch()}
        onRefunded={(message) => {
          close();
          setSuccess(translateText(t, message));
        }}
      />
    </Stack>
  );
}
