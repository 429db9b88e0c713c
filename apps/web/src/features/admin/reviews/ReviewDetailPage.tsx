import { Alert, Button, Group, Loader, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';
import { useAdminCritique } from '../api.ts';
import { FunnelStats } from './components/FunnelStats.tsx';
import { ReportTextsForm } from './components/ReportTextsForm.tsx';
import { ReviewBadges } from './components/ReviewBadges.tsx';
import { VisitorCard } from './components/VisitorCard.tsx';

/** /admin/reviews/:id: one review's visitor, resume and funnel, and its report texts to rewrite once it is ready. */
export function ReviewDetailPage({ id }: { id: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const query = useAdminCritique(id);
  const data = query.data;
  const critique = data?.critique;
  const name = critique ? `${critique.firstName} ${critique.lastName}`.trim() || critique.email : '';

  const actions = (
    <Group gap="sm">
      <Button component={Link} to="/admin/reviews" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {t('admin.reviews.back')}
      </Button>
      <Button component="a" href={`/review/${encodeURIComponent(id)}`} target="_blank" rel="noopener" rightSection={<IconExternalLink size={16} aria-hidden />}>
        {t('admin.reviews.openPublic')}
        <VisuallyHidden>{t('admin.reviews.newTab')}</VisuallyHidden>
      </Button>
    </Group>
  );

  return (
    <>
      <PageHeader title={critique ? t('admin.reviews.detailTitle', { name }) : t('titles.freeReviews')} actions={actions} />
      <Stack gap="lg" maw={1100}>
        {query.isPending && (
          <Stack gap="md" aria-hidden>
            <Skeleton h={180} radius="md" />
            <Skeleton h={120} radius="md" />
            <Skeleton h={360} radius="md" />
          </Stack>
        )}
        {query.isError && !data && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {data && critique && (
          <>
            <ReviewBadges ready={!!critique.processedAt} writtenByWriter={critique.writtenByWriter} />
            {!critique.processedAt && (
              <Alert color="blue" variant="light" icon={<Loader size={18} aria-hidden role={undefined} />} role="status" data-testid="review-preparing">
                {t('admin.reviews.preparingText')}
              </Alert>
            )}
            {critique.unreadable && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                {t(`admin.reviews.unreadable.${critique.unreadable}`)}
              </Alert>
            )}
            <VisitorCard critique={critique} fileKey={data.fileKey} />
            <FunnelStats funnel={data.funnel} />
            <ReportTextsForm critique={critique} />
          </>
        )}
      </Stack>
    </>
  );
}
