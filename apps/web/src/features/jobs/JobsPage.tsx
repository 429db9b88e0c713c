import type { TJob } from '@draftdesk/contract';
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconBriefcase, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/messages.ts';
import { useSite } from '../../lib/site.ts';
import { saveSearchClick, useJobSearch, type JobSearch } from './api.ts';
import { JOBS_NS, JobCard } from './JobCard.tsx';
import { SaveSearchButton, SavedSearches } from './SavedSearches.tsx';

function NotAvailable() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.jobs')} />
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('app.pageNotAvailable')}
      </Alert>
    </>
  );
}

/** /jobs: job search, only with enable_customer_job_search (spec 03 §2). */
export default function JobsPage() {
  const site = useSite();
  if (!site.website_settings.enable_customer_job_search) return <NotAvailable />;
  return <JobSearchPage />;
}

function JobSearchPage() {
  const { t } = useTranslation(JOBS_NS);
  const { t: tApp } = useTranslation();
  // A saved search's digest e-mail links to /jobs?what=…&where=…: that search runs; otherwise the last one comes back.
  const [params] = useSearchParams();
  const [linked] = useState(() =>
    params.has('what') || params.has('where')
      ? { what: (params.get('what') ?? '').trim().slice(0, 200), where: (params.get('where') ?? '').trim().slice(0, 120) }
      : null,
  );
  const [search, setSearch] = useState<JobSearch>(() => (linked ? { ...linked, pageNumber: 1, newSearch: true } : { pageLoad: true }));
  const [what, setWhat] = useState(linked?.what ?? '');
  const [where, setWhere] = useState(linked?.where ?? '');
  // Whether the customer has typed in the form: what they typed is never replaced by the last search arriving late.
  const [typed, setTyped] = useState(false);
  const query = useJobSearch(search);
  const data = query.data;

  // The last search comes back on arrival: its words fill the form, unless the customer has started typing.
  useEffect(() => {
    if ('pageLoad' in search && data && !typed) {
      setWhat(data.searchKeywords);
      setWhere(data.searchLocation);
    }
  }, [search, data, typed]);

  if (query.error instanceof ApiError && query.error.code === 'pageNotAvailable') return <NotAvailable />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ what: what.trim(), where: where.trim(), pageNumber: 1, newSearch: true });
  };
  const goTo = (pageNumber: number) => {
    if (!data) return;
    setSearch({ what: data.searchKeywords, where: data.searchLocation, pageNumber, newSearch: false });
    window.scrollTo({ top: 0 });
  };
  const open = (job: TJob) => void saveSearchClick(data?.searchKeywords ?? '', data?.searchLocation ?? '', job);
  const page = data?.pageNumber ?? 1;
  const pages = data?.totalPagesNumber ?? 0;

  return (
    <>
      <PageHeader title={tApp('titles.jobs')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} role="search" aria-label={t('jobs.searchLabel')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('jobs.what')}
              placeholder={t('jobs.whatPlaceholder')}
              value={what}
              onChange={(e) => {
                setTyped(true);
                setWhat(e.currentTarget.value);
              }}
              maxLength={200}
              style={{ flex: '1 1 16rem' }}
            />
            <TextInput
              label={t('jobs.where')}
              placeholder={t('jobs.wherePlaceholder')}
              value={where}
              onChange={(e) => {
                setTyped(true);
                setWhere(e.currentTarget.value);
              }}
              maxLength={120}
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={query.isFetching && !query.isPlaceholderData}>
              {t('jobs.search')}
            </Button>
            <SaveSearchButton what={what} where={where} />
          </Group>
        </Paper>
        <SavedSearches
          onRun={(saved) => {
            setWhat(saved.what);
            setWhere(saved.where);
            setSearch({ what: saved.what, where: saved.where, pageNumber: 1, newSearch: true });
          }}
        />

        {query.isError && <ErrorAlert message={errorText(tApp, query.error)} onRetry={() => void query.refetch()} />}
        {query.isPending && (
          <Stack gap="sm" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={150} radius="md" />
            ))}
          </Stack>
        )}

        {data && (
          <>
            <Group justify="space-between" gap="xs" aria-live="polite">
              <Text fw={600} data-testid="jobs-found">
                {t('jobs.found', { count: data.searchCount })}
              </Text>
              <Group gap="xs">
                {query.isFetching && <Loader size="xs" aria-label={t('jobs.loading')} />}
                <Text c="dimmed" data-testid="jobs-page">
                  {t('jobs.page', { page })}
                </Text>
              </Group>
            </Group>
            {data.jobsResults.length === 0 ? (
              <EmptyState icon={IconBriefcase} message={t('jobs.none')} hint={t('jobs.noneHint')} />
            ) : (
              <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                {data.jobsResults.map((job) => (
                  <JobCard key={job.id} job={job} currency={data.salaryCurrency} onOpen={open} />
                ))}
              </Stack>
            )}
            <Group justify="center" gap="xs" component="nav" aria-label={t('jobs.pages')}>
              <Button variant="default" size="sm" disabled={page <= 1} onClick={() => goTo(1)}>
                {t('jobs.first')}
              </Button>
              <Button variant="default" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('jobs.previous')}
              </Button>
              <Button variant="default" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('jobs.next')}
              </Button>
              <Button variant="default" size="sm" disabled={page >= pages} onClick={() => goTo(pages)}>
                {t('jobs.last')}
              </Button>
            </Group>
            {data.provider === 'catalogue' && (
              <Text size="xs" c="dimmed" component="footer" data-testid="onet-attribution">
                {t('jobs.catalogueNote')} {ONET_WEB_SERVICES} {ONET_DATABASE}
              </Text>
            )}
          </>
        )}
      </Stack>
    </>
  );
}

// O*NET's licence (CC BY 4.0) asks for these texts, word for word, wherever its data shows (../shared/data/README.md).
const ONET_WEB_SERVICES =
  'This site incorporates information from O*NET Web Services by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). O*NET® is a trademark of USDOL/ETA.';
const ONET_DATABASE =
  'O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.';
