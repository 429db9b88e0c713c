import { MAX_EXTRA_FILES, MESSAGES, WRITER_NOTES_MAX, type TFinalUploadResponse } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../app/site.ts';
import { errorText, fieldErrorText } from '../../../lib/messages.ts';
import { useUploads } from '../../../lib/use-uploads.ts';
import { useUploadFinal } from '../api.ts';
import { finalFormSchema, type FinalFormInput, type FinalFormValues } from '../upload-forms.ts';
import { DOCX_ACCEPT, isDocxFile, isPdfFile, PDF_ACCEPT } from '../use-single-upload.ts';
import { ExtraDocumentsDropzone } from './ExtraDocumentsDropzone.tsx';
import { SingleFileField } from './SingleFileField.tsx';
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
  const { errors } = form.formState;
  const others = useUploads({ errorText: () => MESSAGES.uploadTheDocument });
  const upload = useUploadFinal();
  const [busyFields, setBusyFields] = useState<Record<string, boolean>>({});
  const busy = others.busy || Object.values(busyFields).some(Boolean);
  const busyFor = (name: string) => (value: boolean) => setBusyFields((b) => (b[name] === value ? b : { ...b, [name]: value }));

  const onSubmit = form.handleSubmit((values) => {
    upload.mutate(
      {
        order_id: orderId,
        serviceId,
        taskId: 'final_document',
        dataPdf: values.dataPdf ?? null,
        dataWord: values.dataWord ?? null,
        otherFiles: others.uploaded,
        notes: notesEnabled ? values.notes : '',
      },
      { onSuccess: onUploaded },
    );
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="final-upload">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="final-upload">
              {replaces ? t('writer.final.replaceTitle') : t('writer.final.uploadTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('writer.final.replaceHint')}
            </Text>
          </div>
          {upload.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, upload.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="dataPdf"
              render={({ field }) => (
                <SingleFileField
                  testId="final-pdf"
                  label={t('writer.final.pdfLabel')}
                  hint={t('writer.files.pdfHint')}
                  accept={PDF_ACCEPT}
                  required
                  check={(file) => (isPdfFile(file) ? null : MESSAGES.finalPdfRequired)}
                  failureText={MESSAGES.uploadTheDocument}
                  onChange={field.onChange}
                  onBusyChange={busyFor('pdf')}
                  error={fieldErrorText(t, errors.dataPdf)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="dataWord"
              render={({ field }) => (
                <SingleFileField
                  testId="final-word"
                  label={t('writer.final.wordLabel')}
                  hint={t('writer.files.docxHint')}
                  accept={DOCX_ACCEPT}
                  required
                  check={(file) => (isDocxFile(file) ? null : MESSAGES.finalWordRequired)}
                  failureText={MESSAGES.uploadTheDocument}
                  onChange={field.onChange}
                  onBusyChange={busyFor('word')}
                  error={fieldErrorText(t, errors.dataWord)}
                />
              )}
            />
          </SimpleGrid>
          <ExtraDocumentsDropzone
            label={t('writer.final.otherLabel')}
            items={others.items}
            onFiles={others.add}
            onRemove={others.remove}
            maxFiles={MAX_EXTRA_FILES}
            failureText={MESSAGES.uploadTheDocument}
          />
          {notesEnabled && (
            <Textarea
              label={t('writer.final.notesLabel')}
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
              {t('writer.final.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
