import type { TRevisionFiles } from '@draftdesk/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileLink } from './FileLink.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** A draft's PDF, Word and other files, and its additional documents. */
export function DraftFiles({ files }: { files: TRevisionFiles }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {files.dataPdf && <FileLink file={files.dataPdf} label={t('writer.revisions.pdf')} />}
      {files.dataWord && <FileLink file={files.dataWord} label={t('writer.revisions.word')} />}
      {files.dataOther && <FileLink file={files.dataOther} label={t('writer.revisions.other')} />}
      {files.additionalFiles.map((file) => (
        <FileLink key={file.key} file={file} label={t('writer.revisions.additional')} />
      ))}
    </SimpleGrid>
  );
}
