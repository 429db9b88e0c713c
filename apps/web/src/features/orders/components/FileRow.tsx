import { ActionIcon, Anchor, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconFileText, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl } from '../../../lib/file-url.ts';
import { fileSizeOf } from '../../../lib/format.ts';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

interface FileRowProps {
  name: string;
  size?: number;
  /** A stored file: its name links to the download. */
  fileKey?: string;
  status?: 'saved' | 'uploading' | 'done' | 'error';
  progress?: number;
  error?: string;
  /** Absent: the file cannot be removed (spec: only while more than one file exists). */
  onRemove?: () => void;
}

/** A file in a list: name and size, upload progress or error, and an optional remove button. */
export function FileRow({ name, size, fileKey, status = 'saved', progress = 0, error, onRemove }: FileRowProps) {
  const { t } = useTranslation(CUSTOMER_NS);
  const icon =
    status === 'error' ? (
      <ThemeIcon color="red" variant="light" radius="xl" aria-hidden>
        <IconAlertCircle size={18} />
      </ThemeIcon>
    ) : status === 'done' ? (
      <ThemeIcon color="teal" variant="light" radius="xl" aria-hidden>
        <IconCheck size={18} />
      </ThemeIcon>
    ) : (
      <ThemeIcon color="gray" variant="light" radius="xl" aria-hidden>
        <IconFileText size={18} />
      </ThemeIcon>
    );
  return (
    <Group wrap="nowrap" gap="sm" py={6} data-testid="file-row" data-status={status}>
      {icon}
      <Stack gap={2} style={{ flex: 1 }} miw={0}>
        <Group gap={6} wrap="nowrap" miw={0}>
          {fileKey ? (
            <Anchor href={fileDownloadUrl(fileKey)} download={name} size="sm" truncate="end">
              {name}
            </Anchor>
          ) : (
            <Text size="sm" truncate="end">
              {name}
            </Text>
          )}
          {size !== undefined && (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {fileSizeOf(size)}
            </Text>
          )}
        </Group>
        {status === 'uploading' && <Progress value={progress} size="sm" animated aria-label={t('documents.uploadProgress', { name, percent: progress })} />}
        {status === 'done' && (
          <Text size="xs" c="teal.8">
            {t('documents.uploadedNotSaved')}
          </Text>
        )}
        {status === 'error' && error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      {onRemove && (
        <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('documents.remove', { name })}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
