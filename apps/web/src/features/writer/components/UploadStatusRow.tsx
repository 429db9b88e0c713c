import { ActionIcon, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconFileText, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileSizeOf } from '../../../lib/format.ts';
import { translateText } from '../../../lib/messages.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface UploadStatusRowProps {
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  /** Untranslated text (a spec message); translated here. */
  error?: string;
  /** Untranslated too: shown for a failed upload without an error text. */
  fallbackError?: string;
  onRemove: () => void;
}

/** A file on its way up: name, size, progress, done or the error, and a remove button. */
export function UploadStatusRow({ name, size, status, progress, error, fallbackError, onRemove }: UploadStatusRowProps) {
  const { t } = useTranslation(WRITER_NS);
  const color = status === 'error' ? 'red' : status === 'done' ? 'teal' : 'gray';
  return (
    <Group wrap="nowrap" gap="sm" py={4} data-testid="upload-row" data-status={status}>
      <ThemeIcon color={color} variant="light" radius="xl" aria-hidden>
        {status === 'error' ? <IconAlertCircle size={18} /> : status === 'done' ? <IconCheck size={18} /> : <IconFileText size={18} />}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1 }} miw={0}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text size="sm" truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {fileSizeOf(size)}
          </Text>
        </Group>
        {status === 'uploading' && <Progress value={progress} size="sm" animated aria-label={t('writer.files.uploading', { name, percent: progress })} />}
        {status === 'done' && (
          <Text size="xs" c="teal.8">
            {t('writer.files.uploaded')}
          </Text>
        )}
        {status === 'error' && (
          <Text size="xs" c="red" role="alert">
            {translateText(t, error ?? fallbackError)}
          </Text>
        )}
      </Stack>
      <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={t('writer.files.remove', { name })}>
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
