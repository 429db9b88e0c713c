import type { TFileRef } from '@draftdesk/contract';
import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconFileWord, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl } from '../../../lib/file-url.ts';
import { fileSizeOf } from '../../../lib/format.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';
import { BRAND } from '../../../lib/theme.ts';

function FileIcon({ mimetype }: { mimetype: string }) {
  if (mimetype === 'application/pdf') return <IconFileTypePdf size={18} />;
  if (mimetype.includes('word')) return <IconFileWord size={18} />;
  return <IconFileText size={18} />;
}

/** A stored file: its name downloads it; an optional label says which file it is ("PDF", "Word"). */
export function FileLink({ file, label }: { file: TFileRef; label?: string }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Group gap="sm" wrap="nowrap" miw={0} data-testid="file-link">
      <ThemeIcon variant="light" color={BRAND} radius="xl" aria-hidden>
        <FileIcon mimetype={file.mimetype} />
      </ThemeIcon>
      <div style={{ minWidth: 0, flex: 1 }}>
        {label && (
          <Text size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
        )}
        <Group gap={6} wrap="nowrap" miw={0}>
          <Anchor
            href={fileDownloadUrl(file.key)}
            download={file.originalname}
            size="sm"
            truncate="end"
            aria-label={t('writer.files.download', { name: file.originalname })}
          >
            {file.originalname}
          </Anchor>
          <IconDownload size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {fileSizeOf(file.size)}
          </Text>
        </Group>
      </div>
    </Group>
  );
}
