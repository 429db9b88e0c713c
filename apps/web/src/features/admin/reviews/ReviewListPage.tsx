import { Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFileSearch, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { errorText } from '../../../lib/messages.ts';
import { useAdminCritiques } from '../api.ts';
import { PagedFooter } from '../components/PagedFooter.tsx';
import { NewReviewModal } from './components/NewReviewModal.tsx';
import { ReviewCards, ReviewsTable } from './components/ReviewsList.tsx';

const SEARCH_DEBOUNCE_MS = 300;

const FILTERS = ['search'] as const;

/** /admin/reviews: the site's free reviews with how far each visitor went, newest first; staff can make one for anyone. */
export function ReviewListPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { values, page, update } = useListParams(FILTERS);
  const { search } = values;
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const query = useAdminCritiques(search, page);

  // Only the debounced text reaches the address (and the server).
  useEffect(() => {
    if (debounced !== search) update({ search: debounced });
  }, [debounced, search, update]);

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
        <TextInput
          type="search"
          label={t('admin.reviews.searchLabel')}
          placeholder={t('admin.reviews.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={420}
          maxLength={200}
        />
        {query.isPending && (
          <Stack gap="xs" aria-hidden data-testid="reviews-loading">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h={52} radius="sm" />
            ))}
          </Stack>
        )}
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
