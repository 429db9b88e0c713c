import { ZCreateCritiqueFields } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PublicPage } from '../../components/PublicPage.tsx';
import { applyServerFieldErrors } from '../../lib/forms.ts';
import { errorText, fieldErrorText } from '../../lib/messages.ts';
import { createCritique } from './api.ts';
import { ResumeDropzone } from './components/ResumeDropzone.tsx';
import { REVIEW_NS } from './namespace.ts';
import { isWidgetMode } from './rules.ts';
import { postToWidgetParent } from './widget.ts';

type FieldsInput = z.input<typeof ZCreateCritiqueFields>;
type FieldsOutput = z.output<typeof ZCreateCritiqueFields>;
const resolver = zodResolver(ZCreateCritiqueFields);

/**
 * /free-review: the visitor uploads a resume with their details and lands on
 * its review at once (it is prepared while the review page waits). In widget
 * mode (`?fromWidget=1`) the page is compact and tells the parent page.
 */
export default function FreeReviewPage() {
  const { t } = useTranslation(REVIEW_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const widget = isWidgetMode(params);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FieldsInput, unknown, FieldsOutput>({ resolver, defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '' } });
  const { errors } = form.formState;
  const busy = progress !== null;

  const send = form.handleSubmit(async (values) => {
    if (!file) return;
    setServerError(null);
    setProgress(0);
    try {
      const uniqueCustomerId = params.get('uniqueCustomerId') ?? undefined;
      const created = await createCritique(file, { ...values, uniqueCustomerId }, { onProgress: setProgress });
      if (widget) postToWidgetParent({ type: 'critiqueCreated', critiqueId: created.critiqueId, link: created.link });
      await navigate(`/review/${encodeURIComponent(created.critiqueId)}${widget ? '?fromWidget=1' : ''}`);
    } catch (error) {
      setProgress(null);
      if (!applyServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'email', 'phoneNumber'])) setServerError(errorText(t, error));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!file) setFileError(t('review.upload.fileRequired'));
    void send(event);
  };

  return (
    <PublicPage size="sm" embedded={widget}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate aria-labelledby="free-review-title">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} size={widget ? 'h3' : 'h2'} id="free-review-title">
                {t('review.upload.title')}
              </Title>
              {!widget && <Text>{t('review.upload.intro')}</Text>}
            </Stack>
            <ResumeDropzone
              file={file}
              onFile={(next) => {
                setFile(next);
                if (next) setFileError(null);
              }}
              error={fileError}
              onError={setFileError}
              disabled={busy}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('review.upload.firstName')}
                autoComplete="given-name"
                required
                maxLength={255}
                disabled={busy}
                error={fieldErrorText(t, errors.firstName)}
                {...form.register('firstName')}
              />
              <TextInput
                label={t('review.upload.lastName')}
                autoComplete="family-name"
                required
                maxLength={255}
                disabled={busy}
                error={fieldErrorText(t, errors.lastName)}
                {...form.register('lastName')}
              />
            </SimpleGrid>
            <TextInput
              label={t('review.upload.email')}
              description={t('review.upload.emailHint')}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              disabled={busy}
              error={fieldErrorText(t, errors.email)}
              {...form.register('email')}
            />
            <TextInput
              label={t('review.upload.phone')}
              type="tel"
              autoComplete="tel"
              maxLength={40}
              disabled={busy}
              error={fieldErrorText(t, errors.phoneNumber)}
              {...form.register('phoneNumber')}
            />
            {serverError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {serverError}
              </Alert>
            )}
            {busy && (
              <Stack gap={4} role="status" aria-live="polite">
                <Progress value={progress} animated size="md" aria-label={t('review.upload.uploadingLabel')} />
                <Text size="sm">{t('review.upload.uploading', { percent: progress })}</Text>
              </Stack>
            )}
            <Button type="submit" size="md" loading={busy}>
              {t('review.upload.submit')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('review.upload.privacy')}
            </Text>
          </Stack>
        </form>
      </Paper>
    </PublicPage>
  );
}
