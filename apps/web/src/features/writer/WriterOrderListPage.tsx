import type { TWriterOrderListItem } from '@draftdesk/contract';
import { Skeleton, Stack, Switch } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArchive } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { errorText, translateText } from '../../lib/messages.ts';
import { useArchiveOrder, useWriterOrders } from './api.ts';
import { LazyDueDateModal } from './components/LazyDueDateModal.tsx';
import { WriterOrdersTable } from './components/WriterOrdersTable.tsx';
import { WRITER_NS } from '../../lib/i18n.ts';
import { BRAND } from '../../lib/theme.ts';
import { openConfirm } from '../../lib/confirm.ts';

/** /orders/list for writers: the assigned orders, due dates, archive (spec 02 "Writer order list"). */
export default function WriterOrderListPage() {
  const { t } = useTranslation(WRITER_NS);
  const [showArchived, setShowArchived] = useState(false);
  const query = useWriterOrders(showArchived);
  const archive = useArchiveOrder();
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [dateFor, setDateFor] = useState<TWriterOrderListItem | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const confirmArchive = (order: TWriterOrderListItem) => {
    const restoring = order.writerArchived;
    openConfirm({
      title: restoring ? t('writer.orders.restoreTitle', { number: order.orderNumber }) : t('writer.orders.archiveTitle', { number: order.orderNumber }),
      children: restoring ? t('writer.orders.restoreText') : t('writer.orders.archiveText'),
      labels: { confirm: restoring ? t('writer.orders.restore') : t('writer.orders.archive'), cancel: t('common.cancel') },
      confirmProps: { color: restoring ? BRAND : 'red' },
      onConfirm: () =>
        archive.mutate({ orderId: order._id, archived: !restoring }, { onSuccess: (response) => setSuccess(translateText(t, response.message)) }),
    });
  };

  const orders = query.data?.orders ?? [];
  return (
    <>
      <PageHeader
        title={t('titles.orders')}
        actions={<Switch checked={showArchived} onChange={(event) => setShowArchived(event.currentTarget.checked)} label={t('writer.orders.showArchived')} />}
      />
      <Stack gap="md">
        {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
        {archive.isError && <ErrorAlert message={errorText(t, archive.error)} />}
        {query.isPending && <Skeleton h={280} radius="md" aria-hidden />}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {query.isSuccess && orders.length === 0 && (
          <EmptyState
            message={t('messages.noRecordFound')}
            hint={showArchived ? t('writer.orders.noArchived') : t('writer.orders.noOrders')}
            icon={showArchived ? IconArchive : undefined}
          />
        )}
        {orders.length > 0 && (
          <WriterOrdersTable
            orders={orders}
            compact={compact}
            onSetDate={setDateFor}
            onArchive={confirmArchive}
            archivingId={archive.isPending ? (archive.variables?.orderId ?? null) : null}
          />
        )}
      </Stack>
      <LazyDueDateModal order={dateFor} onClose={() => setDateFor(null)} onSaved={(message) => setSuccess(translateText(t, message))} />
    </>
  );
}
