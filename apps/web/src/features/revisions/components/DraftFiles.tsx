import type { TFileRef, TRevisionFiles } from '@draftdesk/contract';
import { Button, Group } from '@mantine/core';
import { IconExternalLink, IconFileTypeDocx, IconFileTypePdf, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl, fileUrl } from '../../../lib/file-url.ts';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

function DownloadButton({ file, label, icon }: { file: TFileRef; label: string; icon: React.ReactNode }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Button
      component="a"
      href={fileDownloadUrl(file.key)}
      download={file.originalname}
      variant="light"
      size="xs"
      leftSection={icon}
      aria-label={t('revisions.downloadNamed', { label, name: file.originalname })}
    >
      {label}
    </Button>
  );
}

/** A draft's downloads: PDF (also opened in a tab), Word unless the site hides it, other and additional files. */
export function DraftFiles({ files, hideWord }: { files: TRevisionFiles; hideWord: boolean }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const extra = [...(files.dataOther ? [files.dataOther] : []), ...files.additionalFiles];
  return (
    <Group gap="xs">
      {files.dataPdf && (
        <>
          <DownloadButton file={files.dataPdf} label={t('revisions.downloadPdf')} icon={<IconFileTypePdf size={16} aria-hidden />} />
          <Button
            component="a"
            href={fileUrl(files.dataPdf.key)}
            target="_blank"
            rel="noopener"
            variant="subtle"
            size="xs"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('revisions.openPdf')}
          </Button>
        </>
      )}
      {files.dataWord && !hideWord && (
        <DownloadButton file={files.dataWord} label={t('revisions.downloadWord')} icon={<IconFileTypeDocx size={16} aria-hidden />} />
      )}
      {extra.map((file) => (
        <DownloadButton key={file.key} file={file} label={file.originalname} icon={<IconPaperclip size={16} aria-hidden />} />
      ))}
    </Group>
  );
}
