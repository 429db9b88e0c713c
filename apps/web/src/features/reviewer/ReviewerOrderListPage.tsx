import { Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorText } from '../../lib/messages.ts';
import { useReviewerOrders } from './api.ts';
import { ReviewerOrdersTable } from './ReviewerOrdersTable.tsx';
import { WRITER_NS } from '../../lib/i18n.ts';

/** /orders/list for reviewers: every order, read-only, with the writer's and the customer's e-mail. */
export default function ReviewerOrderListPage() {
  const { t } = useTranslation(WRITER_NS);
  const query = useReviewerOrders();
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const orders = query.data?.orders ?? [];
  return (
    <>
      <PageHeader title={t('titles.orders')} />
      <Text c="dimmed" mt={-12} mb="lg">
        {t('writer.reviewer.intro')}
      </Text>
      <Stack gap="md">
        {query.isPending && <Skeleton h={280} radius="md" aria-hidden />}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {query.isSuccess && orders.length === 0 && <EmptyState message={t('messages.noRecordFound')} />}
        {orders.length > 0 && <ReviewerOrdersTable orders={orders} compact={compact} />}
      </Stack>
    </>
  );
}
