import type { TTemplate } from '@draftdesk/contract';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { useFlash } from '../../lib/flash.ts';
import { dateOf } from '../../lib/format.ts';
import { errorText, translateText } from '../../lib/messages.ts';
import { useReadOnlyStaff } from '../writer/staff.ts';
import { usePublishTemplate, useSaveTemplate, useTemplate } from './api.ts';
import { ItemsPreview } from './editor/ItemsPreview.tsx';
import { DraftActions, DraftItemsSection } from './editor/DraftItemsSection.tsx';
import { useItemsDraft } from './editor/useItemsDraft.ts';
import { TemplateStatusBadge } from './TemplateStatusBadge.tsx';
import { WRITER_NS } from '../../lib/i18n.ts';

/** The writer's template editor: name, items, Save and Publish. */
function TemplateEditor({ template }: { template: TTemplate }) {
  const { t } = useTranslation(WRITER_NS);
  const draft = useItemsDraft(template.draft_data);
  const save = useSaveTemplate(template._id);
  const publish = usePublishTemplate(template._id);
  const [name, setName] = useState(template.name);
  const [nameMissing, setNameMissing] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const failed = save.error ?? publish.error;

  const onSave = () => {
    const items = draft.validItems();
    if (!items) return;
    save.mutate(items, {
      onSuccess: (response) => {
        draft.markSaved();
        setSuccess(translateText(t, response.message));
      },
    });
  };
  const onPublish = async () => {
    const items = draft.validItems();
    setNameMissing(name.trim() === '');
    if (!items || name.trim() === '') return;
    try {
      // Publishing takes the saved draft: save what is on screen first.
      if (draft.dirty) {
        await save.mutateAsync(items);
        draft.markSaved();
      }
      const response = await publish.mutateAsync(name.trim());
      setSuccess(translateText(t, response.message));
    } catch {
      // The error shows from the mutation state.
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <TextInput
          label={t('writer.templates.name')}
          description={t('writer.templates.nameHint')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          withAsterisk
          maxLength={200}
          error={nameMissing ? t('messages.templateNameRequired') : undefined}
        />
      </Paper>
      <DraftItemsSection headingId="template-items" draft={draft} />
      <DraftActions
        message={success}
        onMessageClose={() => setSuccess(null)}
        failed={failed}
        saveLabel={t('writer.templates.save')}
        onSave={onSave}
        onPublish={() => void onPublish()}
        saving={save.isPending}
        publishing={publish.isPending}
      />
    </Stack>
  );
}

/** /questionnaire-template/template?key=: view and edit a template; reviewers read it only. */
export default function TemplatePage() {
  const { t } = useTranslation(WRITER_NS);
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const reviewer = useReadOnlyStaff();
  const query = useTemplate(key);
  const flash = useFlash();
  const template = query.data?.template;
  return (
    <>
      <PageHeader
        title={template ? template.name : t('titles.template')}
        actions={
          !reviewer && (
            <Button component={Link} to="/questionnaire-template/list" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
              {t('writer.templates.backToList')}
            </Button>
          )
        }
      />
      <Stack gap="md">
        {flash.message && <TimedAlert message={flash.message} onClose={flash.clear} />}
        {!key && <ErrorAlert message={t('messages.templateNotFound')} />}
        {key && query.isPending && <Skeleton h={260} radius="md" aria-hidden />}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {template && (
          <>
            <Group gap="sm">
              <TemplateStatusBadge status={template.status} />
              <Text size="sm" c="dimmed">
                {template.publishedAt ? t('writer.templates.publishedOn', { date: dateOf(template.publishedAt) }) : t('writer.templates.neverPublished')}
              </Text>
            </Group>
            {reviewer ? (
              <Paper withBorder radius="md" p="md">
                <ItemsPreview items={template.data ?? template.draft_data} empty={t('writer.followUp.noQuestions')} />
              </Paper>
            ) : (
              <TemplateEditor template={template} />
            )}
          </>
        )}
      </Stack>
    </>
  );
}
