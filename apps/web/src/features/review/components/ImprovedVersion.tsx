import { Alert, Button, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/messages.ts';
import { createVersion, reviewKey } from '../api.ts';
import { REVIEW_NS } from '../namespace.ts';
import { ResumeDropzone } from './ResumeDropzone.tsx';

/**
 * Beyond the spec: the visitor uploads an improved version of the resume from its review. It is read as a review of
 * its own (the visitor's details are this one's) and the page moves to it; the score history lists every version.
 */
export function ImprovedVersion({ critiqueId, widget }: { critiqueId: string; widget: boolean }) {
  const { t } = useTranslation(REVIEW_NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = progress !== null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('review.upload.fileRequired'));
      return;
    }
    setServerError(null);
    setProgress(0);
    try {
      const created = await createVersion(critiqueId, file, { onProgress: setProgress });
      // The reviews read so far list the versions as they were: each is read again when it is next opened.
      await client.invalidateQueries({ queryKey: reviewKey(critiqueId).slice(0, 1), refetchType: 'none' });
      setFile(null);
      setProgress(null);
      await navigate(`/review/${encodeURIComponent(created.critiqueId)}${widget ? '?fromWidget=1' : ''}`);
    } catch (error) {
      setProgress(null);
      setServerError(errorText(t, error));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="improved-version-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="improved-version-title">
            {t('review.versions.uploadTitle')}
          </Title>
          <Text size="sm">{t('review.versions.uploadIntro')}</Text>
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
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
            {t('review.versions.uploadSubmit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
