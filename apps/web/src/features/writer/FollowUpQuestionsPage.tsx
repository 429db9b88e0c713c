import type { TFollowupResponse } from '@draftdesk/contract';
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { flashState } from '../../lib/flash.ts';
import { translateText } from '../../lib/messages.ts';
import { ItemsPreview } from '../templates/editor/ItemsPreview.tsx';
import { DraftActions, DraftItemsSection } from '../templates/editor/DraftItemsSection.tsx';
import { useItemsDraft } from '../templates/editor/useItemsDraft.ts';
import { useCopyTemplate, useFollowup, usePublishFollowup, useSaveFollowup } from './api.ts';
import { CopyTemplateCard } from './components/CopyTemplateCard.tsx';
import { FollowUpStateAlert } from './components/FollowUpStateAlert.tsx';
import { OrderPageFrame } from './components/OrderPageFrame.tsx';
import { useReadOnlyStaff } from './staff.ts';
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
      <DraftItemsSection headingId="follow-up-items" draft={draft} />
      <DraftActions
        message={saved}
        onMessageClose={() => setSaved(null)}
        failed={failed}
        saveLabel={t('writer.followUp.saveDraft')}
        onSave={onSave}
        onPublish={() => void onPublish()}
        saving={save.isPending}
        publishing={publish.isPending}
      />
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
  const reviewer = useReadOnlyStaff();
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
