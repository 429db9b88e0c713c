import { MAX_PREVIOUS_FILES, type TFileRef } from '@draftdesk/contract';
import { Alert, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSite } from '../../lib/site.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { ApiError } from '../../lib/api.ts';
import { absoluteTimeOf } from '../../lib/format.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText, messageKeyOf, serverText, translateText } from '../../lib/messages.ts';
import { useUploads } from '../../lib/use-uploads.ts';
import { useCustomerOrder, usePreviousFiles, useSavePreviousFiles } from './api.ts';
import { DocumentDropzone } from './components/DocumentDropzone.tsx';
import { FileRow } from './components/FileRow.tsx';

/** Spec 01 §8: a failed save shows 'Something went wrong, try again later', unless the server named the rule. */
function saveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && messageKeyOf(error.message)) return error.message;
  return serverText('previousDocsError');
}

/** /orders/previous-document/:serviceId/:id for customers (spec 01 §2, §5): multi-file upload of previous documents. */
export default function PreviousDocumentUploadPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const { serviceId = '', id = '' } = useParams();
  const site = useSite();
  const previous = usePreviousFiles(serviceId, id);
  const order = useCustomerOrder(id);
  const save = useSavePreviousFiles(serviceId, id);
  const uploads = useUploads();
  const [deleted, setDeleted] = useState<string[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  const data = previous.data?.data;
  const saved = useMemo<TFileRef[]>(
    () => (data ? [...(data.file ? [data.file] : []), ...data.otherFiles].filter((f) => !deleted.includes(f.key)) : []),
    [data, deleted],
  );
  const remaining = saved.length + uploads.uploaded.length;
  // Spec 01 §5: a file may be deleted only when more than one file exists.
  const mayRemove = remaining > 1;
  const readOnly = (order.data?.order.statusPercentage ?? 0) >= 100;
  const room = MAX_PREVIOUS_FILES - saved.length - uploads.items.filter((u) => u.status !== 'error').length;

  const addFiles = (files: File[]) => {
    setProblem(null);
    setRejected([]);
    uploads.add(files.slice(0, Math.max(0, room)));
    if (files.length > room) setProblem(t('documents.tooMany', { max: MAX_PREVIOUS_FILES }));
  };

  const submit = () => {
    setSavedMessage(null);
    if (remaining === 0) {
      setProblem(t('messages.uploadAtLeastOne'));
      return;
    }
    setProblem(null);
    save.mutate(
      { uploadedFiles: uploads.uploaded, deletedFiles: deleted },
      {
        onSuccess: (response) => {
          uploads.reset();
          setDeleted([]);
          setSavedMessage(translateText(t, response.message));
        },
        onError: (error) => setProblem(translateText(t, saveErrorText(error))),
      },
    );
  };

  const rows = [
    ...saved.map((file) => (
      <FileRow
        key={file.key}
        name={file.originalname}
        size={file.size}
        fileKey={file.key}
        onRemove={!readOnly && mayRemove ? () => setDeleted((list) => [...list, file.key]) : undefined}
      />
    )),
    ...uploads.items.map((item) => (
      <FileRow
        key={item.id}
        name={item.name}
        size={item.size}
        status={item.status}
        progress={item.progress}
        error={item.error ? translateText(t, item.error) : undefined}
        onRemove={item.status !== 'done' || mayRemove ? () => uploads.remove(item.id) : undefined}
      />
    )),
  ];

  return (
    <>
      <PageHeader
        title={t('titles.previousDocument')}
        actions={
          <Button component={Link} to={`/orders/view/${id}`} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('questionnaire.backToOrder')}
          </Button>
        }
      />
      {previous.isPending && <Skeleton h={320} radius="md" aria-hidden />}
      {previous.isError && <ErrorAlert message={errorText(t, previous.error)} onRetry={() => void previous.refetch()} />}
      {previous.data && (
        <Stack gap="md">
          {savedMessage && <TimedAlert message={savedMessage} onClose={() => setSavedMessage(null)} />}
          {readOnly && (
            <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t('messages.orderCompletedNoChanges')}
            </Alert>
          )}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <div>
                <Title order={2} size="h4">
                  {t('documents.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('documents.hint')}
                </Text>
              </div>
              {!readOnly && (
                <DocumentDropzone
                  onFiles={addFiles}
                  onRejected={setRejected}
                  hideClickText={site.website_settings.hide_click_to_upload}
                  disabled={save.isPending || room <= 0}
                />
              )}
              {rejected.length > 0 && (
                <Alert color="red" variant="light" role="alert">
                  {t('documents.rejected', { names: rejected.join(', ') })}
                </Alert>
              )}
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              )}
              <div>
                <Text fw={600} size="sm" mb={4}>
                  {t('documents.listTitle', { total: rows.length })}
                </Text>
                {rows.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('documents.none')}
                  </Text>
                ) : (
                  rows.map((row, index) => (
                    <Fragment key={row.key}>
                      {index > 0 && <Divider />}
                      {row}
                    </Fragment>
                  ))
                )}
              </div>
              {data?.updatedAt && (
                <Text size="xs" c="dimmed">
                  {t('documents.lastSaved', { date: absoluteTimeOf(data.updatedAt) })}
                </Text>
              )}
              {!readOnly && (
                <Group justify="flex-end">
                  <Button onClick={submit} loading={save.isPending} disabled={uploads.busy}>
                    {t('documents.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        </Stack>
      )}
    </>
  );
}
