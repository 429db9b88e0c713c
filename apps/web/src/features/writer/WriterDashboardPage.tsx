import { Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { useFlash } from '../../lib/flash.ts';
import { errorText } from '../../lib/messages.ts';
import { useWriterDashboard } from './api.ts';
import { DashboardCounts } from './components/DashboardCounts.tsx';
import { DashboardOrderList } from './components/DashboardOrderList.tsx';
import { NewFreeReviewButton } from './components/NewFreeReviewButton.tsx';
import { RecentNotifications } from './components/RecentNotifications.tsx';
import { WRITER_NS } from '../../lib/i18n.ts';
import { BRAND } from '../../lib/theme.ts';

function DashboardSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <Skeleton h={90} radius="md" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /dashboard for writers: orders by state, what is due soon or overdue, drafts with the customer, latest notifications. */
export default function WriterDashboardPage() {
  const { t } = useTranslation(WRITER_NS);
  const user = useCurrentUser();
  const query = useWriterDashboard();
  const flash = useFlash();
  const data = query.data;
  return (
    <>
      <PageHeader title={t('titles.dashboard')} actions={<NewFreeReviewButton />} />
      <Text c="dimmed" mt={-12} mb="lg">
        {t('writer.dashboard.welcome', { name: user.firstName })}
      </Text>
      {flash.message && <TimedAlert message={flash.message} onClose={flash.clear} mb="md" />}
      {query.isPending && <DashboardSkeleton />}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {data && (
        <Stack gap="md">
          <DashboardCounts counts={data.counts} />
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <DashboardOrderList
                  id="dashboard-overdue"
                  title={t('writer.dashboard.overdue')}
                  empty={t('writer.dashboard.overdueEmpty')}
                  orders={data.overdue}
                  dueColor="red"
                />
                <DashboardOrderList
                  id="dashboard-due-soon"
                  title={t('writer.dashboard.dueSoon')}
                  empty={t('writer.dashboard.dueSoonEmpty')}
                  orders={data.dueSoon}
                  dueColor="orange"
                />
                <DashboardOrderList
                  id="dashboard-awaiting"
                  title={t('writer.dashboard.awaitingCustomer')}
                  empty={t('writer.dashboard.awaitingCustomerEmpty')}
                  orders={data.awaitingCustomer}
                  dueColor={BRAND}
                  extra={(order) => (
                    <Text size="xs" c={`${BRAND}.7`}>
                      {t('writer.dashboard.draftsWaiting', { number: order.serviceIds.length })}
                    </Text>
                  )}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <RecentNotifications notifications={data.notifications} />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </>
  );
}
