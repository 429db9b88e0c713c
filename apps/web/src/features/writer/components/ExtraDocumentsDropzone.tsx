import '@mantine/dropzone/styles.layer.css';
import { serverText } from '../../../lib/messages.ts';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconFileX, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site.ts';
import type { UploadItem } from '../../../lib/use-uploads.ts';
import { UploadStatusRow } from './UploadStatusRow.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface ExtraDocumentsDropzoneProps {
  label: string;
  items: UploadItem[];
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  maxFiles: number;
  disabled?: boolean;
  /** Shown for a failed upload (spec 02 §8: drafts 'Something went wrong, Please re-upload again!'). */
  failureText?: string;
}

/** Additional documents: drop or pick several files; each uploads with its own progress. */
export function ExtraDocumentsDropzone({ label, items, onFiles, onRemove, maxFiles, disabled, failureText }: ExtraDocumentsDropzoneProps) {
  const { t } = useTranslation(WRITER_NS);
  const hideClickText = useSite().website_settings.hide_click_to_upload;
  const room = Math.max(0, maxFiles - items.length);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Dropzone
        onDrop={(files) => onFiles(files.slice(0, room))}
        multiple
        disabled={disabled || room === 0}
        radius="md"
        p="md"
        aria-label={label}
        inputProps={{ 'aria-label': label }}
        data-testid="extra-documents-dropzone"
      >
        <Group justify="center" gap="md" mih={70} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconFileX size={36} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={36} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="sm" fw={500}>
              {hideClickText ? t('writer.files.dropOnly') : t('writer.files.dropOrClick')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('writer.files.maxFiles', { max: maxFiles })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {items.map((item) => (
        <UploadStatusRow
          key={item.id}
          name={item.name}
          size={item.size}
          status={item.status}
          progress={item.progress}
          error={item.error}
          fallbackError={failureText}
          onRemove={() => onRemove(item.id)}
        />
      ))}
    </Stack>
  );
}

/** Spec 02 §8: a failed additional document says 'Something went wrong, Please re-upload again!'. */
export const extraDocumentError = (): string => serverText('revisionExtraFailed');
