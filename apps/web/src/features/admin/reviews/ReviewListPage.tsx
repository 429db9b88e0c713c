import { Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSearch, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { errorText } from '../../../lib/messages.ts';
import { useAdminCritiques } from '../api.ts';
import { ListSearch, ListSkeleton } from '../components/ListParts.tsx';
import { PagedFooter } from '../components/PagedFooter.tsx';
import { NewReviewModal } from './components/NewReviewModal.tsx';
import { ReviewCards, ReviewsTable } from './components/ReviewsList.tsx';

const FILTERS = ['search'] as const;

/** /admin/reviews: the site's free reviews with how far each visitor went, newest first; staff can make one for anyone. */
export function ReviewListPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { values, page, update } = useListParams(FILTERS);
  const { search } = values;
  const [creating, setCreating] = useState(false);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const query = useAdminCritiques(search, page);

  const onSearch = useCallback((text: string) => update({ search: text }), [update]);

  const rows = query.data?.critiques ?? [];
  const total = query.data?.total ?? 0;
  const pageSize = query.data?.pageSize ?? 1;
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('admin.reviews.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('titles.freeReviews')} actions={newButton} />
      <Stack gap="md">
        <Text c="dimmed">{t('admin.reviews.intro')}</Text>
        <ListSearch label={t('admin.reviews.searchLabel')} placeholder={t('admin.reviews.searchPlaceholder')} value={search} onSearch={onSearch} />
        {query.isPending && <ListSkeleton />}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {query.isSuccess && rows.length === 0 && (
          <EmptyState icon={IconFileSearch} message={t('messages.noRecordsFound')} hint={search ? t('admin.reviews.noMatch') : t('admin.reviews.emptyHint')} />
        )}
        {rows.length > 0 && (compact ? <ReviewCards rows={rows} /> : <ReviewsTable rows={rows} />)}
        <PagedFooter list="reviews" page={page} pageSize={pageSize} total={total} shown={rows.length} onPage={(value) => update({ page: value })} />
      </Stack>
      <NewReviewModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
