import type { TFileRef, TRevisionFiles } from '@draftdesk/contract';
import { ActionIcon, Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileText, IconFileTypePdf, IconFileWord } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl, fileUrl } from '../../../lib/file-url.ts';
import { fileSizeOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { BRAND } from '../../../lib/theme.ts';

function KindIcon({ kind }: { kind: 'pdf' | 'word' | 'other' }) {
  if (kind === 'pdf') return <IconFileTypePdf size={18} />;
  if (kind === 'word') return <IconFileWord size={18} />;
  return <IconFileText size={18} />;
}

/** One file: its kind in words (never the icon alone), its name opening it in a new tab, and a download button. */
function DraftFileLink({ file, kind, label }: { file: TFileRef; kind: 'pdf' | 'word' | 'other'; label: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Group gap="sm" wrap="nowrap" miw={0} data-testid="draft-file">
      <ThemeIcon variant="light" color={BRAND} radius="xl" aria-hidden>
        <KindIcon kind={kind} />
      </ThemeIcon>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Anchor href={fileUrl(file.key)} target="_blank" rel="noopener" size="sm" truncate="end">
            {file.originalname || label}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {fileSizeOf(file.size)}
          </Text>
        </Group>
      </div>
      <ActionIcon
        component="a"
        href={fileDownloadUrl(file.key)}
        download={file.originalname}
        variant="subtle"
        color="gray"
        aria-label={t('admin.approvals.download', { name: file.originalname })}
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** A draft's PDF, Word and other files, then its additional documents. */
export function DraftFileLinks({ files }: { files: TRevisionFiles }) {
  const { t } = useTranslation(ADMIN_NS);
  const list = [
    files.dataPdf && { file: files.dataPdf, kind: 'pdf' as const, label: t('admin.approvals.pdf') },
    files.dataWord && { file: files.dataWord, kind: 'word' as const, label: t('admin.approvals.word') },
    files.dataOther && { file: files.dataOther, kind: 'other' as const, label: t('admin.approvals.other') },
    ...files.additionalFiles.map((file) => ({ file, kind: 'other' as const, label: t('admin.approvals.additional') })),
  ].filter((entry) => !!entry);
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.approvals.noFiles')}
      </Text>
    );
  return (
    <Stack gap="xs" maw={560}>
      {list.map((entry) => (
        <DraftFileLink key={entry.file.key} {...entry} />
      ))}
    </Stack>
  );
}
