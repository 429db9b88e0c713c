import type { TWriterOrderSummary } from '@draftdesk/contract';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dueDateText } from '../dates.ts';
import { Fact } from './Fact.tsx';
import { StatusProgress } from './StatusProgress.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** Which order and service a per-service page is about: number, product, service, customer, due date, status. */
export function OrderDataCard({ orderData }: { orderData: TWriterOrderSummary }) {
  const { t } = useTranslation(WRITER_NS);
  const { customer } = orderData;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('writer.order.summaryLabel')}>
      <SimpleGrid component="dl" m={0} cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" verticalSpacing="sm">
        <Fact label={t('writer.order.order')}>
          <Anchor component={Link} to={`/orders/view/${orderData._id}`} fz="sm" fw={600}>
            {t('writer.order.number', { number: orderData.orderNumber })}
          </Anchor>
        </Fact>
        <Fact label={t('writer.order.product')}>{orderData.packageName}</Fact>
        {orderData.service && <Fact label={t('writer.order.service')}>{orderData.service.serviceName}</Fact>}
        <Fact label={t('writer.order.customer')}>
          {`${customer.firstName} ${customer.lastName}`.trim()}
          <Text size="xs" c="dimmed">
            {customer.email}
          </Text>
        </Fact>
        <Fact label={t('writer.order.dueDate')}>{dueDateText(orderData.dueDate) || t('writer.order.noDueDate')}</Fact>
        <Fact label={t('writer.order.status')}>
          <StatusProgress value={orderData.statusPercentage} w="100%" />
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
