import { ZRevisionRejectRequest, type TUploadedFile } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, FileButton, Group, Modal, Progress, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../lib/forms.ts';
import { fileSizeOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText, fieldErrorText, translateText } from '../../../lib/messages.ts';
import { useSingleUpload } from '../../writer/use-single-upload.ts';
import { useRejectDraft } from '../api.ts';
import type { PendingDraft } from './PendingDraftCard.tsx';

// The reason is validated by the contract's own rule; the file is kept beside the form.
const reasonSchema = ZRevisionRejectRequest.pick({ rejectionReason: true });
type ReasonForm = { rejectionReason: string };

/** The optional file for the writer: uploaded at once through POST /api/file/upload, with its progress. */
interface RejectionFileFieldProps {
  onChange: (file: TUploadedFile | null) => void;
  /** Told while the file is on its way up: the rejection waits for it. */
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
}

function RejectionFileField({ onChange, onBusyChange, disabled }: RejectionFileFieldProps) {
  const { t } = useTranslation(ADMIN_NS);
  const upload = useSingleUpload(onChange);
  const resetRef = useRef<() => void>(null);
  const { state } = upload;
  const uploading = state.status === 'uploading';
  useEffect(() => onBusyChange(uploading), [uploading, onBusyChange]);
  return (
    <Stack gap={6} role="group" aria-label={t('admin.approvals.fileLabel')}>
      <Text size="sm" fw={500}>
        {t('admin.approvals.fileLabel')}
      </Text>
      {state.status === 'idle' ? (
        <FileButton onChange={upload.start} resetRef={resetRef} disabled={disabled}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }} disabled={disabled}>
              {t('admin.approvals.chooseFile')}
            </Button>
          )}
        </FileButton>
      ) : (
        <Group wrap="nowrap" gap="sm" data-testid="rejection-file" data-status={state.status}>
          <ThemeIcon variant="light" radius="xl" color={state.status === 'error' ? 'red' : state.status === 'done' ? 'teal' : 'gray'} aria-hidden>
            {state.status === 'error' ? <IconAlertCircle size={18} /> : state.status === 'done' ? <IconCheck size={18} /> : <IconPaperclip size={18} />}
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1 }} miw={0}>
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text size="sm" truncate="end">
                {state.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {fileSizeOf(state.size)}
              </Text>
            </Group>
            {state.status === 'uploading' && (
              <Progress value={state.progress} size="sm" animated aria-label={t('admin.approvals.uploading', { name: state.name, percent: state.progress })} />
            )}
            {state.status === 'error' && (
              <Text size="xs" c="red" role="alert">
                {(state.refused ?? state.error) ? translateText(t, state.refused ?? state.error) : t('admin.approvals.uploadFailed')}
              </Text>
            )}
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={disabled}
            onClick={() => {
              resetRef.current?.();
              upload.clear();
            }}
            aria-label={t('admin.approvals.removeFile', { name: state.name })}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}

interface RejectDraftModalProps {
  draft: PendingDraft | null;
  onClose: () => void;
  /** The server's (untranslated) success text. */
  onRejected: (message: string) => void;
}

/** Reject a draft: a required reason for the writer and an optional file. */
export function RejectDraftModal({ draft, onClose, onRejected }: RejectDraftModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const reject = useRejectDraft();
  const [file, setFile] = useState<TUploadedFile | null>(null);
  const [fileBusy, setFileBusy] = useState(false);
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { rejectionReason: '' } });

  const close = () => {
    if (reject.isPending) return;
    form.reset();
    reject.reset();
    setFile(null);
    setFileBusy(false);
    onClose();
  };

  const onSubmit = form.handleSubmit(({ rejectionReason }) => {
    if (!draft) return;
    reject.mutate(
      { id: draft._id, rejectionReason, rejectionFile: file },
      {
        onSuccess: (response) => {
          onRejected(response.message);
          form.reset();
          setFile(null);
          reject.reset();
        },
        onError: (error) => void applyServerFieldErrors(error, form.setError, ['rejectionReason']),
      },
    );
  });

  return (
    <Modal
      opened={!!draft}
      onClose={close}
      title={draft ? t('admin.approvals.rejectTitle', { number: draft.orderNumber }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {draft && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {reject.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(t, reject.error)}
              </Alert>
            )}
            <Textarea
              label={t('admin.approvals.reasonLabel')}
              description={t('admin.approvals.reasonHint')}
              required
              autosize
              minRows={4}
              maxRows={10}
              data-autofocus
              error={fieldErrorText(t, form.formState.errors.rejectionReason)}
              {...form.register('rejectionReason')}
            />
            <RejectionFileField disabled={reject.isPending} onChange={setFile} onBusyChange={setFileBusy} key={draft._id} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={reject.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={reject.isPending} disabled={fileBusy}>
                {t('admin.approvals.submitReject')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
