import type { TTemplate } from '@draftdesk/contract';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { useFlash } from '../../lib/flash.ts';
import { dateOf } from '../../lib/format.ts';
import { errorText, translateText } from '../../lib/messages.ts';
import { useIsReviewer } from '../writer/staff.ts';
import { usePublishTemplate, useSaveTemplate, useTemplate } from './api.ts';
import { ItemsPreview } from './editor/ItemsPreview.tsx';
import { QuestionItemsEditor } from './editor/QuestionItemsEditor.tsx';
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
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="template-items">
        <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="template-items">
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
      {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {errorText(t, failed)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={onSave} loading={save.isPending && !publish.isPending}>
          {t('writer.templates.save')}
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => void onPublish()} loading={publish.isPending}>
          {t('writer.followUp.publish')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /questionnaire-template/template?key=: view and edit a template; reviewers read it only. */
export default function TemplatePage() {
  const { t } = useTranslation(WRITER_NS);
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const reviewer = useIsReviewer();
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
