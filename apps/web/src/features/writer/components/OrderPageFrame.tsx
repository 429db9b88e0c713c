import type { TWriterOrderSummary } from '@draftdesk/contract';
import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { errorText } from '../../../lib/messages.ts';
import { BackToOrderButton } from './BackToOrderButton.tsx';
import { OrderDataCard } from './OrderDataCard.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface OrderPageFrameProps<T extends { orderData: TWriterOrderSummary }> {
  title: string;
  orderId: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A per-service page: its title, the way back to the order, loading and error states, and the order it is about. */
export function OrderPageFrame<T extends { orderData: TWriterOrderSummary }>({ title, orderId, query, children }: OrderPageFrameProps<T>) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <>
      <PageHeader title={title} actions={<BackToOrderButton orderId={orderId} />} />
      {query.isPending && (
        <Stack gap="md" aria-hidden>
          <Skeleton h={90} radius="md" />
          <Skeleton h={240} radius="md" />
        </Stack>
      )}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {query.data && (
        <Stack gap="md">
          <OrderDataCard orderData={query.data.orderData} />
          {children(query.data)}
        </Stack>
      )}
    </>
  );
}
