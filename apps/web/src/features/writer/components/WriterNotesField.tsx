import { WRITER_NOTES_MAX } from '@draftdesk/contract';
import { Textarea } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** The writer's notes for the customer on an upload (shown with enable_writer_notes). */
export function WriterNotesField({ label, error, ...field }: { label: string; error?: string } & UseFormRegisterReturn) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Textarea
      label={label}
      description={t('writer.revisions.notesHint')}
      autosize
      minRows={3}
      maxRows={10}
      maxLength={WRITER_NOTES_MAX}
      error={error}
      {...field}
    />
  );
}
