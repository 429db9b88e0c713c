import { ADMIN_REPORT_DEFAULT_MONTHS, ADMIN_REPORT_LIST_SIZE, type TAdminReportsResponse, type TOrderState } from '@draftdesk/contract';
import { Anchor, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BarChart } from '../../../components/BarChart.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { monthOf } from '../../../lib/format.ts';
import { ADMIN_NS, currentLanguage } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useAdminReports } from './api.ts';
import { reportTables } from './report-csv.ts';
import { FigureCard, FigureCards, NumberTable, OrderQueue, ReportSection } from './ReportParts.tsx';

const PERIODS = [3, 6, 12, 24] as const;

function periodOf(value: string | null): number {
  const months = Number(value);
  return (PERIODS as readonly number[]).includes(months) ? months : ADMIN_REPORT_DEFAULT_MONTHS;
}

function ReportsSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={300} radius="md" />
      <Skeleton h={200} radius="md" />
    </Stack>
  );
}

function Reports({ r, compact }: { r: TAdminReportsResponse; compact: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const number = new Intl.NumberFormat(currentLanguage());
  const percent = new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 });
  const compactNumber = new Intl.NumberFormat(currentLanguage(), { notation: 'compact', maximumFractionDigits: 1 });
  const money = (amount: number) => (amount < 0 ? `−${formatPrice(-amount, r.currency)}` : formatPrice(amount, r.currency));
  const stateLabel = (state: string) => t(`admin.reports.states.${state as TOrderState}`);
  const tables = reportTables(t, r, stateLabel);
  const nothingYet = r.counts.orders === 0 && r.revenueTotal.paid === 0 && r.revenueTotal.refunded === 0 && r.funnel.created === 0;
  const unassignedLink = '/admin/orders?filter=unassigned';
  const overdueLink = '/admin/orders?filter=overdue';

  return (
    <Stack gap="lg">
      <FigureCards>
        <FigureCard
          testId="figure-revenue"
          label={t('admin.reports.figures.revenue')}
          value={money(r.revenueTotal.net)}
          hint={t('admin.reports.figures.refunded', { amount: money(r.revenueTotal.refunded) })}
        />
        <FigureCard
          testId="figure-new"
          label={t('admin.reports.figures.newOrders')}
          value={number.format(r.counts.newInPeriod)}
          hint={t('admin.reports.figures.allOrders', { total: number.format(r.counts.orders) })}
        />
        <FigureCard
          testId="figure-open"
          label={t('admin.reports.figures.open')}
          value={number.format(r.counts.open)}
          hint={t('admin.reports.figures.seeAll')}
          to="/admin/orders?filter=open"
        />
        <FigureCard
          testId="figure-unassigned"
          label={t('admin.reports.figures.unassigned')}
          value={number.format(r.counts.unassigned)}
          tone={r.counts.unassigned > 0 ? 'alert' : undefined}
          hint={t('admin.reports.figures.seeAll')}
          to={unassignedLink}
        />
        <FigureCard
          testId="figure-overdue"
          label={t('admin.reports.figures.overdue')}
          value={number.format(r.counts.overdue)}
          tone={r.counts.overdue > 0 ? 'alert' : undefined}
          hint={t('admin.reports.figures.seeAll')}
          to={overdueLink}
        />
        <FigureCard
          testId="figure-rating"
          label={t('admin.reports.figures.rating')}
          value={r.rating.average === null ? '—' : t('admin.reports.figures.ratingValue', { rating: r.rating.average.toLocaleString(currentLanguage()) })}
          hint={t('admin.reports.figures.surveys', { total: number.format(r.rating.responses) })}
        />
      </FigureCards>

      {nothingYet && <EmptyState icon={IconChartBar} message={t('admin.reports.empty')} hint={t('admin.reports.emptyHint')} />}

      {!nothingYet && (
        <ReportSection id="revenue-title" title={t('admin.reports.revenueTitle', { currency: r.currency.toUpperCase() })} table={tables.revenue}>
          <Text size="sm" c="dimmed">
            {t('admin.reports.revenueHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <BarChart
              testId="revenue-chart"
              bars={r.revenue.map((m) => ({ key: m.month, label: monthOf(m.month), value: m.net }))}
              format={(v) => compactNumber.format(v)}
              labelEvery={compact && r.revenue.length > 4 ? Math.ceil(r.revenue.length / 4) : 1}
              negativeLabel={t('admin.reports.revenueBelowZero')}
            />
            <NumberTable
              label={t('admin.reports.revenueTable')}
              header={tables.revenue.header.filter((_, i) => i !== 1)}
              rows={[...r.revenue].reverse().map((m) => [monthOf(m.month), money(m.paid), m.refunded ? `−${money(m.refunded)}` : money(0), money(m.net)])}
            />
          </SimpleGrid>
        </ReportSection>
      )}

      <ReportSection
        id="unassigned-title"
        title={t('admin.reports.unassignedTitle', { total: number.format(r.counts.unassigned) })}
        table={r.unassigned.length > 0 ? tables.unassigned : undefined}
        extra={
          <Anchor component={Link} to={unassignedLink} size="sm">
            {t('admin.reports.seeAllOrders')}
          </Anchor>
        }
      >
        {r.unassigned.length === 0 ? (
          <Text c="dimmed">{t('admin.reports.noUnassigned')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('admin.reports.unassignedHint')}
            </Text>
            <OrderQueue orders={r.unassigned} label={t('admin.reports.unassignedTable')} compact={compact} testId="unassigned-order" />
          </>
        )}
        {r.counts.unassigned > ADMIN_REPORT_LIST_SIZE && <Text size="sm">{t('admin.reports.firstN', { size: ADMIN_REPORT_LIST_SIZE })}</Text>}
      </ReportSection>

      <ReportSection
        id="overdue-title"
        title={t('admin.reports.overdueTitle', { total: number.format(r.counts.overdue) })}
        table={r.overdue.length > 0 ? tables.overdue : undefined}
        extra={
          <Anchor component={Link} to={overdueLink} size="sm">
            {t('admin.reports.seeAllOrders')}
          </Anchor>
        }
      >
        {r.overdue.length === 0 ? (
          <Text c="dimmed">{t('admin.reports.noOverdue')}</Text>
        ) : (
          <OrderQueue orders={r.overdue} label={t('admin.reports.overdueTable')} compact={compact} testId="overdue-order" />
        )}
        {r.counts.overdue > ADMIN_REPORT_LIST_SIZE && <Text size="sm">{t('admin.reports.firstN', { size: ADMIN_REPORT_LIST_SIZE })}</Text>}
      </ReportSection>

      <SimpleGrid cols={{ base: 1, lg: nothingYet ? 1 : 2 }} spacing="lg">
        {!nothingYet && (
          <ReportSection id="states-title" title={t('admin.reports.statesTitle')} table={tables.states}>
            <BarChart testId="states-chart" bars={r.ordersByState.map((s) => ({ key: s.state, label: stateLabel(s.state), value: s.count }))} />
            <NumberTable
              label={t('admin.reports.statesTitle')}
              header={tables.states.header}
              rows={r.ordersByState.map((s) => [stateLabel(s.state), number.format(s.count)])}
            />
          </ReportSection>
        )}
        <ReportSection id="funnel-title" title={t('admin.reports.funnelTitle')} table={r.funnel.created > 0 ? tables.funnel : undefined}>
          {r.funnel.created === 0 ? (
            <Text c="dimmed">{t('admin.reports.noReviews')}</Text>
          ) : (
            <>
              <BarChart
                testId="funnel-chart"
                bars={(['created', 'viewed', 'checkoutClicks', 'purchases'] as const).map((step) => ({
                  key: step,
                  label: t(`admin.reports.funnel.${step}`),
                  value: r.funnel[step],
                }))}
              />
              <NumberTable
                label={t('admin.reports.funnelTitle')}
                header={[...tables.funnel.header, t('admin.reports.col.share')]}
                rows={(['created', 'viewed', 'checkoutClicks', 'purchases'] as const).map((step) => [
                  t(`admin.reports.funnel.${step}`),
                  number.format(r.funnel[step]),
                  percent.format(r.funnel[step] / r.funnel.created),
                ])}
              />
            </>
          )}
        </ReportSection>
      </SimpleGrid>

      <ReportSection id="writers-title" title={t('admin.reports.writersTitle')} table={r.writers.length > 0 ? tables.writers : undefined}>
        {r.writers.length === 0 ? (
          <Text c="dimmed">{t('admin.reports.noWriters')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('admin.reports.writersHint')}
            </Text>
            <NumberTable
              label={t('admin.reports.writersTitle')}
              minWidth={compact ? 0 : 480}
              header={[tables.writers.header[0], tables.writers.header[1], tables.writers.header[2], tables.writers.header[5]]}
              rows={r.writers.map((w) => [
                w.active ? w.name : t('admin.reports.inactiveWriter', { name: w.name }),
                number.format(w.open),
                number.format(w.completed),
                w.onTimeRate === null ? '—' : `${percent.format(w.onTimeRate)} (${w.onTime}/${w.completedWithDue})`,
              ])}
            />
          </>
        )}
      </ReportSection>
    </Stack>
  );
}

/** /admin: the business at a glance (issue 12 item 7): key figures, revenue, orders, the queues, writers, reviews. */
export default function AdminReportsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const months = periodOf(params.get('months'));
  const query = useAdminReports(months);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  return (
    <>
      <PageHeader title={t('titles.reports')} />
      <Stack gap="md">
        <Text c="dimmed">{t('admin.reports.intro')}</Text>
        <div>
          <Text size="sm" fw={500} mb={4} id="period-label">
            {t('admin.reports.period')}
          </Text>
          <SegmentedControl
            aria-labelledby="period-label"
            value={String(months)}
            onChange={(value) =>
              setParams(
                (previous) => {
                  const next = new URLSearchParams(previous);
                  if (Number(value) === ADMIN_REPORT_DEFAULT_MONTHS) next.delete('months');
                  else next.set('months', value);
                  return next;
                },
                { replace: true },
              )
            }
            data={PERIODS.map((value) => ({ value: String(value), label: t(`admin.reports.periods.m${value}`) }))}
          />
        </div>
        {query.isPending && <ReportsSkeleton />}
        {query.isPending && <VisuallyHidden role="status">{t('admin.reports.loading')}</VisuallyHidden>}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {query.data && <Reports r={query.data} compact={compact} />}
      </Stack>
    </>
  );
}
