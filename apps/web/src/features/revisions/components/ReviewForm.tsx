import { DOCX_MIME, FILE_NAME_RULE_MESSAGE, PDF_MIME, REVIEW_TEXT_MAX, isAllowedFileName, reviewError } from '@draftdesk/contract';
import { Alert, Button, FileInput, Group, Input, Paper, Progress, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { errorText, translateText } from '../../../lib/messages.ts';
import { useUploads } from '../../../lib/use-uploads.ts';
import { useRateReview } from '../api.ts';

interface ReviewValues {
  rating: number;
  review: string;
}

/** Spec 01 §5: the revised file may only be a PDF or a DOCX. */
function isReviewFileType(file: File): boolean {
  return [PDF_MIME, DOCX_MIME].includes(file.type) || /\.(pdf|docx)$/i.test(file.name);
}

interface ReviewFormProps {
  orderId: string;
  draftId: string;
  ratingDisabled: boolean;
  onReviewed: (rating: number | null) => void;
}

/** The customer's rating (1-5, unless the site disables it), revision request and optional revised file. */
export function ReviewForm({ orderId, draftId, ratingDisabled, onReviewed }: ReviewFormProps) {
  const { t } = useTranslation(CUSTOMER_NS);
  const rate = useRateReview();
  const upload = useUploads();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReviewValues>({ defaultValues: { rating: 0, review: '' } });
  const current = upload.items[0];

  const pickFile = (file: File | null) => {
    upload.reset();
    setFileProblem(null);
    if (!file) return;
    if (!isAllowedFileName(file.name)) setFileProblem(translateText(t, FILE_NAME_RULE_MESSAGE));
    else if (!isReviewFileType(file)) setFileProblem(t('messages.reviewFileType'));
    else upload.add([file]);
  };

  const submit = form.handleSubmit((values) => {
    const rating = ratingDisabled ? null : values.rating || null;
    const problem = reviewError(ratingDisabled, { rating, review: values.review });
    if (problem) {
      setFormError(translateText(t, problem));
      return;
    }
    setFormError(null);
    // The promise, not mutate's callbacks: the refreshed drafts unmount this form before those would run,
    // and the page must still say the review was sent and ask whether it was the final request.
    rate
      .mutateAsync({
        order_id: orderId,
        draft_id: draftId,
        data: { reviewedByUser: true, ...(ratingDisabled ? {} : { rating }), review: values.review.trim(), reviewFile: upload.uploaded[0] ?? null },
      })
      .then(
        () => onReviewed(rating),
        (error: unknown) => setFormError(errorText(t, error)),
      );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="review-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="review-form-title">
              {t('revisions.reviewTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('revisions.reviewHint')}
            </Text>
          </div>
          {!ratingDisabled && (
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <Input.Wrapper label={t('revisions.ratingLabel')} withAsterisk labelProps={{ id: 'review-rating-label' }}>
                  <Rating
                    value={field.value}
                    onChange={field.onChange}
                    size="lg"
                    count={5}
                    aria-labelledby="review-rating-label"
                    getSymbolLabel={(value) => t('revisions.ratingValue', { value })}
                  />
                </Input.Wrapper>
              )}
            />
          )}
          <Textarea
            label={t('revisions.reviewLabel')}
            placeholder={t('revisions.reviewPlaceholder')}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            maxLength={REVIEW_TEXT_MAX}
            {...form.register('review')}
          />
          <Stack gap={6}>
            <FileInput
              label={t('revisions.fileLabel')}
              description={t('revisions.fileHint')}
              placeholder={t('revisions.filePlaceholder')}
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              clearable
              leftSection={<IconPaperclip size={16} aria-hidden />}
              onChange={pickFile}
              error={fileProblem ?? (current?.status === 'error' ? t('revisions.uploadError') : undefined)}
              disabled={rate.isPending}
            />
            {current?.status === 'uploading' && (
              <Progress
                value={current.progress}
                size="sm"
                animated
                aria-label={t('documents.uploadProgress', { name: current.name, percent: current.progress })}
              />
            )}
          </Stack>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={rate.isPending} disabled={upload.busy}>
              {t('revisions.submitReview')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
