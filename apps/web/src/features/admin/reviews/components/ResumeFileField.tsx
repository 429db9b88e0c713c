import '@mantine/dropzone/styles.layer.css';
import { CRITIQUE_LIMITS, MESSAGES } from '@draftdesk/contract';
import { ActionIcon, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconFileText, IconFileX, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileSizeOf } from '../../../../lib/format.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { translateText } from '../../../../lib/messages.ts';
import { useSite } from '../../../../lib/site.ts';

const ACCEPT = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

interface ResumeFileFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Already translated. */
  error: string | null;
  onError: (error: string | null) => void;
  /** 0..100 while the file is on its way up, else null. */
  progress: number | null;
  disabled: boolean;
}

/** The resume: dropped or picked (PDF or DOCX, at most 10 MB), then its name, size and upload progress. */
export function ResumeFileField({ file, onChange, error, onError, progress, disabled }: ResumeFileFieldProps) {
  const { t } = useTranslation(ADMIN_NS);
  const hideClickText = useSite().website_settings.hide_click_to_upload;
  const label = t('admin.reviews.fileLabel');
  const refuse = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((e) => e.code === 'file-too-large');
    onError(tooLarge ? t('admin.reviews.fileTooLarge', { size: fileSizeOf(CRITIQUE_LIMITS.maxBytes) }) : translateText(t, MESSAGES.critiqueFileType));
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="resume-file-label">
        {label}{' '}
        <Text component="span" c="red" aria-hidden>
          *
        </Text>
      </Text>
      {file ? (
        <Group wrap="nowrap" gap="sm" py={4} data-testid="resume-file">
          <ThemeIcon color="gray" variant="light" radius="xl" aria-hidden>
            <IconFileText size={18} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1 }} miw={0}>
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text size="sm" truncate="end">
                {file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {fileSizeOf(file.size)}
              </Text>
            </Group>
            {progress !== null && (
              <Progress value={progress} size="sm" animated aria-label={t('admin.reviews.uploading', { name: file.name, percent: progress })} />
            )}
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={disabled}
            onClick={() => onChange(null)}
            aria-label={t('admin.reviews.removeFile', { name: file.name })}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Dropzone
          onDrop={(files) => {
            onError(null);
            onChange(files[0] ?? null);
          }}
          onReject={refuse}
          accept={ACCEPT}
          maxSize={CRITIQUE_LIMITS.maxBytes}
          multiple={false}
          disabled={disabled}
          radius="md"
          p="md"
          aria-labelledby="resume-file-label"
          inputProps={{ 'aria-label': label }}
          data-testid="resume-dropzone"
        >
          <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={32} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconFileX size={32} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconCloudUpload size={32} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                {hideClickText ? t('admin.reviews.dropOnly') : t('admin.reviews.dropOrClick')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin.reviews.fileHint', { size: fileSizeOf(CRITIQUE_LIMITS.maxBytes) })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
