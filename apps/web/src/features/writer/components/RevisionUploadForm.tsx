import { MAX_EXTRA_FILES, MESSAGES, WRITER_NOTES_MAX, type TRevisionUploadResponse } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../app/site.ts';
import { errorText, fieldErrorText } from '../../../lib/messages.ts';
import { useUploads } from '../../../lib/use-uploads.ts';
import { useUploadRevision } from '../api.ts';
import { revisionFormSchema, type RevisionFormInput, type RevisionFormValues } from '../upload-forms.ts';
import { isPdfFile, isWordFile, PDF_ACCEPT, WORD_ACCEPT } from '../use-single-upload.ts';
import { ExtraDocumentsDropzone, extraDocumentError } from './ExtraDocumentsDropzone.tsx';
import { SingleFileField } from './SingleFileField.tsx';
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
  const { errors } = form.formState;
  const extras = useUploads({ errorText: extraDocumentError });
  const upload = useUploadRevision();
  const [busyFields, setBusyFields] = useState<Record<string, boolean>>({});
  const busy = extras.busy || Object.values(busyFields).some(Boolean);
  const busyFor = (name: string) => (value: boolean) => setBusyFields((b) => (b[name] === value ? b : { ...b, [name]: value }));

  const onSubmit = form.handleSubmit((values) => {
    upload.mutate(
      {
        order_id: orderId,
        serviceId,
        data: {
          dataPdf: values.dataPdf ?? null,
          dataWord: values.dataWord ?? null,
          dataOther: values.dataOther ?? null,
          additionalFiles: extras.uploaded,
          notes: notesEnabled ? values.notes : '',
        },
      },
      { onSuccess: onUploaded },
    );
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="revision-upload">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="revision-upload">
            {t('writer.revisions.uploadTitle')}
          </Title>
          {upload.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, upload.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: hideWord ? 2 : 3 }} spacing="md">
            <Controller
              control={form.control}
              name="dataPdf"
              render={({ field }) => (
                <SingleFileField
                  testId="revision-pdf"
                  label={t('writer.revisions.pdfLabel')}
                  hint={t('writer.files.pdfHint')}
                  accept={PDF_ACCEPT}
                  required
                  check={(file) => (isPdfFile(file) ? null : MESSAGES.revisionPdfRequired)}
                  onChange={field.onChange}
                  onBusyChange={busyFor('pdf')}
                  error={fieldErrorText(t, errors.dataPdf)}
                />
              )}
            />
            {!hideWord && (
              <Controller
                control={form.control}
                name="dataWord"
                render={({ field }) => (
                  <SingleFileField
                    testId="revision-word"
                    label={t('writer.revisions.wordLabel')}
                    hint={t('writer.files.wordHint')}
                    accept={WORD_ACCEPT}
                    required
                    check={(file) => (isWordFile(file) ? null : MESSAGES.revisionWordRequired)}
                    onChange={field.onChange}
                    onBusyChange={busyFor('word')}
                    error={fieldErrorText(t, errors.dataWord)}
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="dataOther"
              render={({ field }) => (
                <SingleFileField
                  testId="revision-other"
                  label={t('writer.revisions.otherLabel')}
                  hint={t('writer.files.anyHint')}
                  accept="*"
                  onChange={field.onChange}
                  onBusyChange={busyFor('other')}
                />
              )}
            />
          </SimpleGrid>
          <ExtraDocumentsDropzone
            label={t('writer.revisions.additionalLabel')}
            items={extras.items}
            onFiles={extras.add}
            onRemove={extras.remove}
            maxFiles={MAX_EXTRA_FILES}
            failureText={MESSAGES.revisionExtraFailed}
          />
          {notesEnabled && (
            <Textarea
              label={t('writer.revisions.notesLabel')}
              description={t('writer.revisions.notesHint')}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={WRITER_NOTES_MAX}
              error={fieldErrorText(t, errors.notes)}
              {...form.register('notes')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={upload.isPending} disabled={busy} leftSection={<IconSend size={16} aria-hidden />}>
              {t('writer.revisions.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
