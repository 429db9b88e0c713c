import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/messages.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface UploadFormFrameProps {
  /** The heading's id: it names the section. */
  headingId: string;
  title: string;
  hint?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The upload request: its error shows above the fields, the button spins while it runs. */
  upload: { isError: boolean; error: unknown; isPending: boolean };
  /** A file is still on its way up: the form waits for it. */
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A writer's upload form: a titled section, the upload's error, the fields, and the send button. */
export function UploadFormFrame({ headingId, title, hint, onSubmit, upload, busy, submitLabel, children }: UploadFormFrameProps) {
  const { t } = useTranslation(WRITER_NS);
  const heading = (
    <Title order={2} size="h4" id={headingId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {hint ? (
            <div>
              {heading}
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            </div>
          ) : (
            heading
          )}
          {upload.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, upload.error)}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={upload.isPending} disabled={busy} leftSection={<IconSend size={16} aria-hidden />}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
