import { TASK_IDS, asksFinalPrompt } from '@draftdesk/contract';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSite } from '../../lib/site.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { fileUrl } from '../../lib/file-url.ts';
import { absoluteTimeOf } from '../../lib/format.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText, translateText } from '../../lib/messages.ts';
import { useCustomerOrder } from '../orders/api.ts';
import { useDrafts, useFinalizeRevisions } from './api.ts';
import { DraftFiles } from './components/DraftFiles.tsx';
import { DraftHistory } from './components/DraftHistory.tsx';
import { DraftReview } from './components/DraftReview.tsx';
import { DraftStateBadge } from './components/DraftStateBadge.tsx';
import { FinalizeDialog } from './components/FinalizeDialog.tsx';
import { ReviewForm } from './components/ReviewForm.tsx';

// pdf.js is large: it loads only when a draft is shown.
const PdfViewer = lazy(() => import('./components/PdfViewer.tsx'));

/** /orders/revisions-process/:serviceId/:id (spec 01 §4, §5): read the latest draft, review it, finalize. */
export default function RevisionProcessPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const { serviceId = '', id = '' } = useParams();
  const flags = useSite().website_settings;
  const ratingDisabled = flags.disable_customer_rating;
  const drafts = useDrafts(serviceId, id);
  const finalize = useFinalizeRevisions();
  const [success, setSuccess] = useState<string | null>(null);
  const [finalizeOpened, setFinalizeOpened] = useState(false);

  const order = useCustomerOrder(id);
  // Once the final is there, the page says so instead of 'your writer is preparing them'.
  const finalReady = !!order.data?.order.completed_tasks.some((task) => task.serviceId === serviceId && task.taskId === TASK_IDS.finalDocument);

  const data = drafts.data;
  const latest = data?.data[0];
  const mayReview = !!latest && latest.state === 'under-review' && !data?.revisionFinalized;

  const onReviewed = (rating: number | null) => {
    setSuccess(t('messages.reviewSubmitted'));
    // Spec 01 §4: a rating above 3 (or rating disabled) asks whether this was the final request.
    if (asksFinalPrompt(ratingDisabled, rating)) setFinalizeOpened(true);
  };

  const doFinalize = () =>
    finalize.mutate(
      { order_id: id, serviceId, taskId: 'revision_process' },
      {
        onSuccess: (response) => {
          setFinalizeOpened(false);
          setSuccess(translateText(t, response.message));
        },
      },
    );

  return (
    <>
      <PageHeader
        title={t('titles.revisions')}
        actions={
          <Button component={Link} to={`/orders/view/${id}`} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('questionnaire.backToOrder')}
          </Button>
        }
      />
      {drafts.isPending && <Skeleton h={480} radius="md" aria-hidden />}
      {drafts.isError && <ErrorAlert message={errorText(t, drafts.error)} onRetry={() => void drafts.refetch()} />}
      {data && !latest && <EmptyState icon={IconHourglass} message={t('revisions.noDraft')} hint={t('revisions.noDraftHint')} />}
      {data && latest && (
        <Stack gap="md">
          {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
          {data.revisionFinalized && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('revisions.finalizedTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{finalReady ? t('revisions.finalReadyText') : t('revisions.finalizedText')}</Text>
                {finalReady && (
                  <Button component={Link} to={`/orders/final-document/${serviceId}/${id}`} size="xs">
                    {t('revisions.toFinal')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="latest-draft-title">
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h4" id="latest-draft-title">
                  {t('revisions.latestTitle', { number: data.data.length })}
                </Title>
                <DraftStateBadge state={latest.state} />
              </Group>
              <Text size="xs" c="dimmed">
                {t('revisions.sentOn', { date: absoluteTimeOf(latest.createdAt) })}
              </Text>
              {latest.data.notes && (
                <Paper bg="gray.0" p="sm" radius="sm">
                  <Text size="xs" fw={600} mb={2}>
                    {t('revisions.writerNotes')}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {latest.data.notes}
                  </Text>
                </Paper>
              )}
              <DraftFiles files={latest.data} hideWord={flags.hide_ms_word_document} />
              {latest.state === 'reviewed' && <DraftReview draft={latest} />}
              {latest.data.dataPdf && (
                <Paper withBorder radius="sm" mah="80vh" style={{ overflow: 'auto' }} tabIndex={0} role="region" aria-labelledby="latest-draft-title">
                  <Suspense fallback={<Skeleton h={420} />}>
                    <PdfViewer url={fileUrl(latest.data.dataPdf.key)!} title={latest.data.dataPdf.originalname} />
                  </Suspense>
                </Paper>
              )}
            </Stack>
          </Paper>
          {mayReview && <ReviewForm key={latest._id} orderId={id} draftId={latest._id} ratingDisabled={ratingDisabled} onReviewed={onReviewed} />}
          {!mayReview && data.canFinalize && !data.revisionFinalized && (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="finalize-title">
              <Group justify="space-between" gap="md">
                <div>
                  <Title order={2} size="h4" id="finalize-title">
                    {t('revisions.finalizeTitle')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('revisions.finalizeHint')}
                  </Text>
                </div>
                <Button color="teal" onClick={() => setFinalizeOpened(true)}>
                  {t('revisions.finalize')}
                </Button>
              </Group>
            </Paper>
          )}
          <DraftHistory drafts={data.data.slice(1)} total={data.data.length} hideWord={flags.hide_ms_word_document} />
        </Stack>
      )}
      <FinalizeDialog
        opened={finalizeOpened}
        pending={finalize.isPending}
        error={finalize.isError ? errorText(t, finalize.error) : undefined}
        onClose={() => {
          setFinalizeOpened(false);
          finalize.reset();
        }}
        onFinalize={doFinalize}
      />
    </>
  );
}
