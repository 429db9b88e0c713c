import { Button, Group, Pagination, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFileSearch, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';
import { useAdminCritiques } from '../api.ts';
import { NewReviewModal } from './components/NewReviewModal.tsx';
import { ReviewCards, ReviewsTable } from './components/ReviewsList.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** The search and page live in the address, so the way back from a review finds the list as it was. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const update = useCallback(
    (change: { search?: string; page?: number }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (change.search !== undefined) {
            if (change.search) next.set('search', change.search);
            else next.delete('search');
            next.delete('page');
          }
          if (change.page !== undefined) {
            if (change.page > 1) next.set('page', String(change.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: change.page === undefined },
      ),
    [setParams],
  );
  return { search, page, update };
}

/** /admin/reviews: the site's free reviews with how far each visitor went, newest first; staff can make one for anyone. */
export function ReviewListPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { search, page, update } = useListParams();
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
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
        {total > 0 && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('admin.reviews.range', { from: (page - 1) * pageSize + 1, to: (page - 1) * pageSize + rows.length, total })}
            </Text>
            {pages > 1 && (
              <nav aria-label={t('admin.reviews.pagination')}>
                <Pagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(value) => update({ page: value })}
                  size="sm"
                  getItemProps={(number) => ({ 'aria-label': t('admin.reviews.pageN', { number }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`admin.reviews.pageControl.${control}`) })}
                />
              </nav>
            )}
          </Group>
        )}
      </Stack>
      <NewReviewModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
