import '@mantine/dropzone/styles.layer.css';
import { CRITIQUE_LIMITS } from '@draftdesk/contract';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconFileCheck, IconFileX, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';

/** Spec 03: the review reads PDF and Word (DOCX) files. */
export const RESUME_TYPES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};
const MAX_MB = CRITIQUE_LIMITS.maxBytes / (1024 * 1024);

interface ResumeDropzoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The text of a refused or missing file (already translated). */
  error: string | null;
  onError: (text: string | null) => void;
  disabled: boolean;
}

/** One resume, dropped or picked: its type and size are checked here, its bytes again on the server. */
export function ResumeDropzone({ file, onFile, error, onError, disabled }: ResumeDropzoneProps) {
  const { t } = useTranslation(REVIEW_NS);
  const errorId = 'resume-file-error';

  const rejected = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
    if (codes.includes('too-many-files')) onError(t('review.upload.oneFile'));
    else if (codes.includes('file-too-large')) onError(t('review.upload.tooLarge', { size: MAX_MB }));
    else onError(t('messages.critiqueFileType'));
  };

  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500} id="resume-file-label">
        {t('review.upload.dropzoneLabel')}
      </Text>
      <Dropzone
        onDrop={(files) => {
          onError(null);
          onFile(files[0] ?? null);
        }}
        onReject={rejected}
        accept={RESUME_TYPES}
        maxSize={CRITIQUE_LIMITS.maxBytes}
        multiple={false}
        disabled={disabled}
        radius="md"
        aria-labelledby="resume-file-label"
        aria-describedby={error ? errorId : undefined}
        inputProps={{ 'aria-label': t('review.upload.dropzoneLabel') }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        data-testid="resume-dropzone"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconFileX size={40} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text fw={500}>{t('review.upload.dropOrClick')}</Text>
            <Text size="sm" c="dimmed">
              {t('review.upload.types', { size: MAX_MB })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {file && (
        <Paper withBorder radius="md" p="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text size="sm" truncate="end" data-testid="chosen-file">
                {t('review.upload.chosen', { name: file.name })}
              </Text>
            </Group>
            <ActionIcon variant="subtle" color="gray" onClick={() => onFile(null)} disabled={disabled} aria-label={t('review.upload.remove')}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      )}
      {error && (
        <Text size="sm" c="red" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
