import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageLoader } from '../../components/LoadingScreen.tsx';
import { PublicPage } from '../../components/PublicPage.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/messages.ts';
import { useReview } from './api.ts';
import { PreparingReview } from './components/PreparingReview.tsx';
import { ReviewContent } from './components/ReviewContent.tsx';
import { REVIEW_NS } from './namespace.ts';
import { isWidgetMode, reportOf } from './rules.ts';
import { postToWidgetParent } from './widget.ts';

/**
 * /review/:id (spec 03 §2, §4): the free resume review. Loading, then an error or the review; while the
 * review is prepared, a wait that asks again by itself. In widget mode the page is compact, and a failure
 * is also told to the page around it.
 */
export default function ReviewPage() {
  const { t } = useTranslation(REVIEW_NS);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const widget = isWidgetMode(params);
  const review = useReview(id);
  const error = review.error;

  useEffect(() => {
    if (widget && error) postToWidgetParent({ type: 'critiqueReviewError', message: error instanceof ApiError ? error.message : String(error) });
  }, [widget, error]);

  const data = review.data?.data;
  const report = data ? reportOf(data.critique) : null;

  let body;
  if (review.isPending) body = <PageLoader />;
  else if (review.isError && !data) {
    body = (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('review.page.title')}
        </Title>
        <ErrorAlert
          title={t('review.page.loadFailed')}
          message={errorText(t, review.error)}
          // A missing review stays missing; a timeout or a server error may not.
          onRetry={review.error instanceof ApiError && review.error.status >= 400 && review.error.status < 500 ? undefined : () => void review.refetch()}
        />
      </Stack>
    );
  } else if (data && report) body = <ReviewContent key={data.critique._id} data={data} report={report} widget={widget} />;
  else body = <PreparingReview />;

  return (
    <PublicPage size="lg" embedded={widget}>
      {body}
    </PublicPage>
  );
}
