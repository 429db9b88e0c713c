import type { TFollowupResponse } from '@draftdesk/contract';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { flashState } from '../../lib/flash.ts';
import { errorText, translateText } from '../../lib/messages.ts';
import { ItemsPreview } from '../templates/editor/ItemsPreview.tsx';
import { QuestionItemsEditor } from '../templates/editor/QuestionItemsEditor.tsx';
import { useItemsDraft } from '../templates/editor/useItemsDraft.ts';
import { useCopyTemplate, useFollowup, usePublishFollowup, useSaveFollowup } from './api.ts';
import { CopyTemplateCard } from './components/CopyTemplateCard.tsx';
import { FollowUpStateAlert } from './components/FollowUpStateAlert.tsx';
import { OrderPageFrame } from './components/OrderPageFrame.tsx';
import { useIsReviewer } from './staff.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

/** The writer's editor: Copy Template, the items, Save draft and Publish (then back to the order). */
interface FollowUpEditorProps {
  orderId: string;
  service: string;
  data: TFollowupResponse['data'];
  /** A template replaced the draft: start again from the server's items. */
  onCopied: () => void;
}

function FollowUpEditor({ orderId, service, data, onCopied }: FollowUpEditorProps) {
  const { t } = useTranslation(WRITER_NS);
  const navigate = useNavigate();
  const draft = useItemsDraft(data.draft_data);
  const save = useSaveFollowup(orderId, service);
  const publish = usePublishFollowup(orderId, service);
  const copy = useCopyTemplate(orderId, service);
  const [saved, setSaved] = useState<string | null>(null);
  const failed = save.error ?? publish.error ?? copy.error;

  const onSave = () => {
    const items = draft.validItems();
    if (!items) return;
    save.mutate(items, {
      onSuccess: (response) => {
        draft.markSaved();
        setSaved(translateText(t, response.message));
      },
    });
  };
  const onPublish = async () => {
    const items = draft.validItems();
    if (!items) return;
    try {
      // The server publishes the saved draft: save what is on screen first.
      if (draft.dirty || data.draft_data.length === 0) {
        await save.mutateAsync(items);
        draft.markSaved();
      }
      const response = await publish.mutateAsync(undefined);
      void navigate(`/orders/view/${orderId}`, { state: flashState(response.message ?? '') });
    } catch {
      // The error shows from the mutation state.
    }
  };

  return (
    <Stack gap="md">
      <CopyTemplateCard onCopy={(template) => copy.mutate(template, { onSuccess: onCopied })} copying={copy.isPending} hasDraft={draft.items.length > 0} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="follow-up-items">
        <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="follow-up-items">
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
      {saved && <TimedAlert message={saved} onClose={() => setSaved(null)} />}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {errorText(t, failed)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={onSave} loading={save.isPending && !publish.isPending}>
          {t('writer.followUp.saveDraft')}
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => void onPublish()} loading={publish.isPending}>
          {t('writer.followUp.publish')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /orders/additional_questionnaire/:id/:service (spec 02 "Follow-up question
 * editor"). Reviewers, and everyone once the customer answered, see the items read-only.
 */
export default function FollowUpQuestionsPage() {
  const { t } = useTranslation(WRITER_NS);
  const { id = '', service = '' } = useParams();
  const reviewer = useIsReviewer();
  const query = useFollowup(id, service);
  // The editor keeps its own items; it starts again from the server's only after a copy.
  const [version, setVersion] = useState(0);
  return (
    <OrderPageFrame title={t('titles.followUpQuestions')} orderId={id} query={query}>
      {({ data }) => (
        <Stack gap="md">
          <FollowUpStateAlert orderId={id} followup={data} />
          {reviewer || data.state === 'answered' ? (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="follow-up-items">
              <Title order={2} size="h4" id="follow-up-items" mb="sm">
                {data.publishedItems ? t('writer.followUp.publishedQuestions') : t('writer.followUp.draftQuestions')}
              </Title>
              <ItemsPreview items={data.publishedItems ?? data.draft_data} empty={t('writer.followUp.noQuestions')} />
            </Paper>
          ) : (
            <FollowUpEditor key={version} orderId={id} service={service} data={data} onCopied={() => setVersion((v) => v + 1)} />
          )}
        </Stack>
      )}
    </OrderPageFrame>
  );
}
