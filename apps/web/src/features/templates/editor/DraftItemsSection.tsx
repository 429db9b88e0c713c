import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { errorText } from '../../../lib/messages.ts';
import { QuestionItemsEditor } from './QuestionItemsEditor.tsx';
import type { useItemsDraft } from './useItemsDraft.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** The follow-up questions being edited, under their heading, with a note while they are not saved. */
export function DraftItemsSection({ headingId, draft }: { headingId: string; draft: ReturnType<typeof useItemsDraft> }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('writer.followUp.questions')}
        </Title>
        {draft.dirty && (
          <Text size="sm" c="orange.8">
            {t('writer.editor.unsaved')}
          </Text>
        )}
      </Group>
      <QuestionItemsEditor items={draft.items} onChange={draft.onChange} errors={draft.errors} />
    </Paper>
  );
}

interface DraftActionsProps {
  /** What the last save said, shown for a while. */
  message: string | null;
  onMessageClose: () => void;
  /** The failed request's error, if any. */
  failed: unknown;
  saveLabel: string;
  onSave: () => void;
  onPublish: () => void;
  saving: boolean;
  publishing: boolean;
}

/** Below the items: what a save said or why a request failed, then Save and Publish. */
export function DraftActions({ message, onMessageClose, failed, saveLabel, onSave, onPublish, saving, publishing }: DraftActionsProps) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <>
      {message && <TimedAlert message={message} onClose={onMessageClose} />}
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(t, failed)}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={onSave} loading={saving && !publishing}>
          {saveLabel}
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={onPublish} loading={publishing}>
          {t('writer.followUp.publish')}
        </Button>
      </Group>
    </>
  );
}
