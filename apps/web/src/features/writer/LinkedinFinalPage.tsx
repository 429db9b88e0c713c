import { type TUploadedFile } from '@draftdesk/contract';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { relativeTimeOf } from '../../lib/format.ts';
import { serverText, translateText } from '../../lib/messages.ts';
import { useUploadLinkedin, useWriterLinkedin } from './api.ts';
import { FileLink } from './components/FileLink.tsx';
import { OrderPageFrame } from './components/OrderPageFrame.tsx';
import { SingleFileField } from './components/SingleFileField.tsx';
import { UploadFormFrame } from './components/UploadFormFrame.tsx';
import { useReadOnlyStaff } from './staff.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

/** The single file of the professional-profile final, uploaded at once; 'Please upload the document' without one. */
function LinkedinUploadForm({ orderId, onUploaded }: { orderId: string; onUploaded: (message: string) => void }) {
  const { t } = useTranslation(WRITER_NS);
  const upload = useUploadLinkedin();
  const [file, setFile] = useState<TUploadedFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate({ order_id: orderId, data: file, taskId: 'final_linkedin' }, { onSuccess: (response) => onUploaded(response.message) });
  };

  return (
    <UploadFormFrame
      headingId="linkedin-upload"
      title={t('writer.linkedin.uploadTitle')}
      onSubmit={submit}
      upload={upload}
      busy={busy}
      submitLabel={t('writer.final.submit')}
    >
      <SingleFileField
        testId="linkedin-file"
        label={t('writer.linkedin.fileLabel')}
        hint={t('writer.files.anyHint')}
        accept="*"
        required
        failureText={serverText('uploadTheDocument')}
        onChange={(uploaded) => {
          setFile(uploaded);
          if (uploaded) setMissing(false);
        }}
        onBusyChange={setBusy}
        error={missing ? t('messages.uploadTheDocument') : undefined}
      />
    </UploadFormFrame>
  );
}

/** /orders/linkedin/:serviceType/:id (spec 02 "Professional-profile final upload"); reviewers read only. */
export default function LinkedinFinalPage() {
  const { t } = useTranslation(WRITER_NS);
  const { id = '' } = useParams();
  const reviewer = useReadOnlyStaff();
  const query = useWriterLinkedin(id);
  const [success, setSuccess] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <OrderPageFrame title={t('titles.linkedinFinal')} orderId={id} query={query}>
      {({ data, completed }) => (
        <Stack gap="md">
          {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
          {data ? (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="linkedin-current">
              <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
                <div>
                  <Title order={2} size="h4" id="linkedin-current">
                    {t('writer.linkedin.current')}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {t('writer.final.updated', { when: relativeTimeOf(data.file.updatedAt) })}
                  </Text>
                </div>
                {completed && (
                  <Badge color="teal" variant="light">
                    {t('writer.state.completed')}
                  </Badge>
                )}
              </Group>
              <FileLink file={data.file.file} />
            </Paper>
          ) : (
            <EmptyState message={t('writer.linkedin.none')} hint={reviewer ? undefined : t('writer.final.noneHint')} />
          )}
          {!reviewer && (
            <LinkedinUploadForm
              key={formKey}
              orderId={id}
              onUploaded={(message) => {
                setSuccess(translateText(t, message));
                setFormKey((key) => key + 1);
              }}
            />
          )}
        </Stack>
      )}
    </OrderPageFrame>
  );
}
