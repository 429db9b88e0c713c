import { MAX_EXTRA_FILES, type TRevisionUploadResponse } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site.ts';
import { fieldErrorText, serverText } from '../../../lib/messages.ts';
import { useUploads } from '../../../lib/use-uploads.ts';
import { useUploadRevision } from '../api.ts';
import { revisionFormSchema, type RevisionFormInput, type RevisionFormValues } from '../upload-forms.ts';
import { useBusyFields } from '../use-busy-fields.ts';
import { isPdfFile, isWordFile, PDF_ACCEPT, WORD_ACCEPT } from '../use-single-upload.ts';
import { ExtraDocumentsDropzone, extraDocumentError } from './ExtraDocumentsDropzone.tsx';
import { FormFileField } from './FormFileField.tsx';
import { UploadFormFrame } from './UploadFormFrame.tsx';
import { WriterNotesField } from './WriterNotesField.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface RevisionUploadFormProps {
  orderId: string;
  serviceId: string;
  onUploaded: (response: TRevisionUploadResponse) => void;
}

/**
 * Upload of a draft (spec 02 "Revision files"): PDF, Word unless
 * hide_ms_word_document, another file, additional documents, and notes when
 * enable_writer_notes is on.
 */
export function RevisionUploadForm({ orderId, serviceId, onUploaded }: RevisionUploadFormProps) {
  const { t } = useTranslation(WRITER_NS);
  const flags = useSite().website_settings;
  const hideWord = flags.hide_ms_word_document;
  const notesEnabled = flags.enable_writer_notes;
  const schema = useMemo(() => revisionFormSchema(hideWord), [hideWord]);
  const form = useForm<RevisionFormInput, unknown, RevisionFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { dataPdf: null, dataWord: null, dataOther: null, notes: '' },
  });
  const extras = useUploads({ errorText: extraDocumentError });
  const upload = useUploadRevision();
  const fields = useBusyFields();

  const onSubmit = form.handleSubmit((values) => {
    // The promise, not mutate's callbacks: the refreshed order may unmount this form before those would run.
    // A failure is shown by the frame from the mutation's state.
    upload
      .mutateAsync({
        order_id: orderId,
        serviceId,
        data: {
          dataPdf: values.dataPdf ?? null,
          dataWord: values.dataWord ?? null,
          dataOther: values.dataOther ?? null,
          additionalFiles: extras.uploaded,
          notes: notesEnabled ? values.notes : '',
        },
      })
      .then(onUploaded, () => undefined);
  });

  return (
    <UploadFormFrame
      headingId="revision-upload"
      title={t('writer.revisions.uploadTitle')}
      onSubmit={onSubmit}
      upload={upload}
      busy={extras.busy || fields.busy}
      submitLabel={t('writer.revisions.submit')}
    >
      <SimpleGrid cols={{ base: 1, sm: hideWord ? 2 : 3 }} spacing="md">
        <FormFileField
          control={form.control}
          name="dataPdf"
          testId="revision-pdf"
          label={t('writer.revisions.pdfLabel')}
          hint={t('writer.files.pdfHint')}
          accept={PDF_ACCEPT}
          required
          check={(file) => (isPdfFile(file) ? null : serverText('revisionPdfRequired'))}
          onBusyChange={fields.busyFor('pdf')}
        />
        {!hideWord && (
          <FormFileField
            control={form.control}
            name="dataWord"
            testId="revision-word"
            label={t('writer.revisions.wordLabel')}
            hint={t('writer.files.wordHint')}
            accept={WORD_ACCEPT}
            required
            check={(file) => (isWordFile(file) ? null : serverText('revisionWordRequired'))}
            onBusyChange={fields.busyFor('word')}
          />
        )}
        <FormFileField
          control={form.control}
          name="dataOther"
          testId="revision-other"
          label={t('writer.revisions.otherLabel')}
          hint={t('writer.files.anyHint')}
          accept="*"
          onBusyChange={fields.busyFor('other')}
        />
      </SimpleGrid>
      <ExtraDocumentsDropzone
        label={t('writer.revisions.additionalLabel')}
        items={extras.items}
        onFiles={extras.add}
        onRemove={extras.remove}
        maxFiles={MAX_EXTRA_FILES}
        failureText={serverText('revisionExtraFailed')}
      />
      {notesEnabled && (
        <WriterNotesField label={t('writer.revisions.notesLabel')} error={fieldErrorText(t, form.formState.errors.notes)} {...form.register('notes')} />
      )}
    </UploadFormFrame>
  );
}
