import type { TCustomerOrder } from '@draftdesk/contract';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOf } from '../../../lib/format.ts';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { OrderPrice } from './OrderPrice.tsx';
import { OrderProgressRing } from './OrderProgressRing.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** The order at a glance: progress, product, purchase and due dates, writer and price. */
export function OrderSummaryCard({ order, hidePrice }: { order: TCustomerOrder; hidePrice: boolean }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-summary-title">
      <Group wrap="nowrap" gap="md" mb="md">
        <OrderProgressRing percent={order.statusPercentage} size={76} />
        <div>
          <Title order={2} size="h4" id="order-summary-title">
            {order.package.packageName}
          </Title>
          <Text size="sm" c="dimmed">
            {order.statusPercentage >= 100 ? t('orders.statusCompleted') : t('orders.statusPending')}
          </Text>
        </div>
      </Group>
      <Stack gap={8}>
        <Fact label={t('orders.facts.orderNumber')}>{t('orders.orderNumber', { number: order.orderNumber })}</Fact>
        <Fact label={t('orders.facts.purchased')}>{dateOf(order.createdAt)}</Fact>
        <Fact label={t('orders.facts.writer')}>{order.writerName ?? t('orders.noWriter')}</Fact>
        {(order.dueDate || !order.completedAt) && (
          <Fact label={t('orders.facts.dueDate')}>{order.dueDate ? dateOf(order.dueDate) : t('orders.noDueDate')}</Fact>
        )}
        {order.completedAt && <Fact label={t('orders.facts.completed')}>{dateOf(order.completedAt)}</Fact>}
        {!hidePrice && (
          <Fact label={t('orders.facts.price')}>
            <OrderPrice price={order.invoicePrice} listPrice={order.listPrice} currency={order.invoiceCurrency || order.package.currency} />
          </Fact>
        )}
      </Stack>
    </Card>
  );
}
