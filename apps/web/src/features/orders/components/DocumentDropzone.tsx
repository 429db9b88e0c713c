import '@mantine/dropzone/styles.layer.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconFileX, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

export const DOCUMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

interface DocumentDropzoneProps {
  onFiles: (files: File[]) => void;
  onRejected: (names: string[]) => void;
  /** Site flag hide_click_to_upload: the text offers dropping only (the zone still opens the picker). */
  hideClickText: boolean;
  disabled?: boolean;
  maxFiles?: number;
}

/** Drop or pick PDF and Word files (spec 01 §2: previous documents). */
export function DocumentDropzone({ onFiles, onRejected, hideClickText, disabled, maxFiles }: DocumentDropzoneProps) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={(rejections) => onRejected(rejections.map((r) => r.file.name))}
      accept={DOCUMENT_TYPES}
      multiple
      maxFiles={maxFiles}
      disabled={disabled}
      radius="md"
      aria-label={t('documents.dropzoneLabel')}
      inputProps={{ 'aria-label': t('documents.dropzoneLabel') }}
      data-testid="documents-dropzone"
    >
      <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconFileX size={44} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconCloudUpload size={44} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size="md" fw={500}>
            {hideClickText ? t('documents.dropOnly') : t('documents.dropOrClick')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('documents.types')}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
