import { MAX_EXTRA_FILES, type TFinalUploadResponse } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site.ts';
import { fieldErrorText, serverText } from '../../../lib/messages.ts';
import { useUploads } from '../../../lib/use-uploads.ts';
import { useUploadFinal } from '../api.ts';
import { finalFormSchema, type FinalFormInput, type FinalFormValues } from '../upload-forms.ts';
import { useBusyFields } from '../use-busy-fields.ts';
import { DOCX_ACCEPT, isDocxFile, isPdfFile, PDF_ACCEPT } from '../use-single-upload.ts';
import { ExtraDocumentsDropzone } from './ExtraDocumentsDropzone.tsx';
import { FormFileField } from './FormFileField.tsx';
import { UploadFormFrame } from './UploadFormFrame.tsx';
import { WriterNotesField } from './WriterNotesField.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface FinalUploadFormProps {
  orderId: string;
  serviceId: string;
  /** A final exists: this upload replaces it. */
  replaces: boolean;
  onUploaded: (response: TFinalUploadResponse) => void;
}

/** Upload of the final document (spec 02 "Final files"): PDF and DOCX required, other files, notes with enable_writer_notes. */
export function FinalUploadForm({ orderId, serviceId, replaces, onUploaded }: FinalUploadFormProps) {
  const { t } = useTranslation(WRITER_NS);
  const notesEnabled = useSite().website_settings.enable_writer_notes;
  const schema = useMemo(() => finalFormSchema(), []);
  const form = useForm<FinalFormInput, unknown, FinalFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { dataPdf: null, dataWord: null, notes: '' },
  });
  const others = useUploads({ errorText: () => serverText('uploadTheDocument') });
  const upload = useUploadFinal();
  const fields = useBusyFields();

  const onSubmit = form.handleSubmit((values) => {
    // The promise, not mutate's callbacks: the refreshed order may unmount this form before those would run.
    // A failure is shown by the frame from the mutation's state.
    upload
      .mutateAsync({
        order_id: orderId,
        serviceId,
        taskId: 'final_document',
        dataPdf: values.dataPdf ?? null,
        dataWord: values.dataWord ?? null,
        otherFiles: others.uploaded,
        notes: notesEnabled ? values.notes : '',
      })
      .then(onUploaded, () => undefined);
  });

  return (
    <UploadFormFrame
      headingId="final-upload"
      title={replaces ? t('writer.final.replaceTitle') : t('writer.final.uploadTitle')}
      hint={t('writer.final.replaceHint')}
      onSubmit={onSubmit}
      upload={upload}
      busy={others.busy || fields.busy}
      submitLabel={t('writer.final.submit')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormFileField
          control={form.control}
          name="dataPdf"
          testId="final-pdf"
          label={t('writer.final.pdfLabel')}
          hint={t('writer.files.pdfHint')}
          accept={PDF_ACCEPT}
          required
          check={(file) => (isPdfFile(file) ? null : serverText('finalPdfRequired'))}
          failureText={serverText('uploadTheDocument')}
          onBusyChange={fields.busyFor('pdf')}
        />
        <FormFileField
          control={form.control}
          name="dataWord"
          testId="final-word"
          label={t('writer.final.wordLabel')}
          hint={t('writer.files.docxHint')}
          accept={DOCX_ACCEPT}
          required
          check={(file) => (isDocxFile(file) ? null : serverText('finalWordRequired'))}
          failureText={serverText('uploadTheDocument')}
          onBusyChange={fields.busyFor('word')}
        />
      </SimpleGrid>
      <ExtraDocumentsDropzone
        label={t('writer.final.otherLabel')}
        items={others.items}
        onFiles={others.add}
        onRemove={others.remove}
        maxFiles={MAX_EXTRA_FILES}
        failureText={serverText('uploadTheDocument')}
      />
      {notesEnabled && (
        <WriterNotesField label={t('writer.final.notesLabel')} error={fieldErrorText(t, form.formState.errors.notes)} {...form.register('notes')} />
      )}
    </UploadFormFrame>
  );
}
