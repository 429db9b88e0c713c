import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAfterFirstPaint } from '../../lib/after-first-paint.ts';
import { useSite } from '../../lib/site.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { monthOf } from '../../lib/format.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { useCustomerOrders } from '../orders/api.ts';
import { OrderCard } from './OrderCard.tsx';
import OrdersChart from './OrdersChart.tsx';
import { OrderStatCards } from './OrderStatCards.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';

function DashboardSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={260} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={170} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /dashboard for customers (spec 01 §2): welcome, stat cards, the 6-month chart and an order card per order. */
export default function CustomerDashboardPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const site = useSite();
  const orders = useCustomerOrders();
  // The orders' arrival renders the page in slices (a transition) rather than in one task that blocks input; when
  // they came with the page's code, the welcome paints first and the orders' part just after.
  const deferred = useDeferredValue(orders.data);
  const data = useAfterFirstPaint() ? deferred : undefined;
  const newOrder = (
    <Button component={Link} to="/orders/new" leftSection={<IconPlus size={18} aria-hidden />}>
      {t('dashboard.newOrder')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('titles.dashboard')} />
      <Stack gap="lg">
        <WelcomeCard />
        {!data && !orders.isError && <DashboardSkeleton />}
        {orders.isError && <ErrorAlert message={errorText(t, orders.error)} onRetry={() => void orders.refetch()} />}
        {data && (
          <>
            <OrderStatCards stats={data.stats} />
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="orders-chart-title">
              <Title order={2} size="h4" mb="md" id="orders-chart-title">
                {t('dashboard.chartTitle')}
              </Title>
              <OrdersChart chart={data.chart} />
              <VisuallyHidden>
                {/* A plain table: it is never seen, and Mantine's Table would bring its scroll area to the page. */}
                <table>
                  <caption>{t('dashboard.chartTitle')}</caption>
                  <tbody>
                    {data.chart.map((m) => (
                      <tr key={m.month}>
                        <th scope="row">{monthOf(m.month)}</th>
                        <td>{m.orders}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </VisuallyHidden>
            </Card>
            <section aria-labelledby="your-orders-title">
              <Group justify="space-between" mb="md">
                <Title order={2} size="h4" id="your-orders-title">
                  {t('dashboard.yourOrders')}
                </Title>
                {data.orders.length > 0 && newOrder}
              </Group>
              {data.orders.length === 0 ? (
                <EmptyState message={t('dashboard.noOrders')} hint={t('dashboard.noOrdersHint')} action={newOrder} />
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {data.orders.map((order) => (
                    <OrderCard key={order._id} order={order} hidePrice={site.website_settings.hide_customer_price} />
                  ))}
                </SimpleGrid>
              )}
            </section>
          </>
        )}
      </Stack>
    </>
  );
}
