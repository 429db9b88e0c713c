import type { TUploadedFile } from '@draftdesk/contract';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../lib/messages.ts';
import { useSingleUpload } from '../use-single-upload.ts';
import { UploadStatusRow } from './UploadStatusRow.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

export interface SingleFileFieldProps {
  label: string;
  hint?: string;
  accept: string;
  required?: boolean;
  /** Refuses a wrong file before it is sent: returns the (untranslated) text to show. */
  check?: (file: File) => string | null;
  onChange: (file: TUploadedFile | null) => void;
  /** The form's error for this field (already translated). */
  error?: string;
  disabled?: boolean;
  /** Shown when the upload itself fails (spec 02 §8: finals say 'Please upload the document'). */
  failureText?: string;
  /** Told while the file is on its way up (the form waits for it). */
  onBusyChange?: (busy: boolean) => void;
  testId: string;
}

/** One labelled file: choose it, it uploads at once with its progress; it can be removed or replaced. */
export function SingleFileField({ label, hint, accept, required, check, onChange, error, disabled, failureText, onBusyChange, testId }: SingleFileFieldProps) {
  const { t } = useTranslation(WRITER_NS);
  const upload = useSingleUpload(onChange, check);
  const resetRef = useRef<() => void>(null);
  const labelId = useId();
  const { state } = upload;
  const busy = state.status === 'uploading';
  const busyRef = useRef(onBusyChange);
  busyRef.current = onBusyChange;
  useEffect(() => busyRef.current?.(busy), [busy]);
  const rowError = state.status === 'error' ? (state.refused ?? failureText ?? state.error) : undefined;
  // The file's own row already says why it is missing: the form's error would repeat it.
  const fieldError = error && (!rowError || error !== translateText(t, rowError)) ? error : undefined;
  return (
    <Stack gap={4} data-testid={testId} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
        {required && (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {state.status === 'idle' ? (
        <FileButton accept={accept} onChange={upload.start} resetRef={resetRef} disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-label={t('writer.files.chooseFor', { label })}
              style={{ alignSelf: 'flex-start' }}
              disabled={disabled}
            >
              {t('writer.files.choose')}
            </Button>
          )}
        </FileButton>
      ) : (
        <UploadStatusRow
          name={state.name}
          size={state.size}
          status={state.status}
          progress={state.progress}
          error={rowError}
          onRemove={() => {
            resetRef.current?.();
            upload.clear();
          }}
        />
      )}
      {fieldError && (
        <Text size="xs" c="red" role="alert">
          {fieldError}
        </Text>
      )}
    </Stack>
  );
}
