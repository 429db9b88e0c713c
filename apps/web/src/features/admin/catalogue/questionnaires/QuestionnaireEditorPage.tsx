import { ZQuestionnaireInput, type TAdminQuestionnaire } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Group, Paper, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { ADMIN_NS, WRITER_NS } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/messages.ts';
import { ItemsPreview } from '../../../templates/editor/ItemsPreview.tsx';
import { QuestionItemsEditor } from '../../../templates/editor/QuestionItemsEditor.tsx';
import { useItemsDraft } from '../../../templates/editor/useItemsDraft.ts';
import { toWireItems } from '../../../templates/items.ts';
import { useCreateQuestionnaire, useDeleteQuestionnaire, useQuestionnaire, useUpdateQuestionnaire } from '../api.ts';
import { catalogueFieldText, serverFieldErrors } from '../catalogue-form.ts';
import { CatalogueHistory } from '../components/CatalogueHistory.tsx';
import { BackToList, EditorActions, SaveFeedback } from '../components/EditorParts.tsx';
import { useCatalogueEditor } from '../components/useCatalogueEditor.tsx';
import { catalogueListPath, editedId } from '../paths.ts';

const ZName = ZQuestionnaireInput.pick({ name: true });
type NameForm = { name: string };

/** The questionnaire's name and items; the items editor is the writers' follow-up questions editor. */
function QuestionnaireForm({ questionnaire, onReload }: { questionnaire: TAdminQuestionnaire | null; onReload: () => Promise<void> }) {
  const { t } = useTranslation(ADMIN_NS);
  const create = useCreateQuestionnaire();
  const update = useUpdateQuestionnaire(questionnaire?._id ?? '');
  const remove = useDeleteQuestionnaire();
  const draft = useItemsDraft(questionnaire?.items ?? []);
  const [version, setVersion] = useState(questionnaire?.updatedAt ?? '');
  const [itemsMissing, setItemsMissing] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useForm<NameForm>({ resolver: zodResolver(ZName), defaultValues: { name: questionnaire?.name ?? '' } });
  const { errors, isDirty } = form.formState;
  const editor = useCatalogueEditor('questionnaires', remove, draft.dirty || isDirty);

  const refused = (error: unknown) => {
    const fields = serverFieldErrors(error, ['name'], (code) => t(`messages.${code}`)).filter((field) => field.path === 'name');
    fields.forEach((field) => form.setError('name', { type: 'server', message: field.message }, { shouldFocus: true }));
    editor.failed(fields.length ? null : error);
  };

  const onSubmit = form.handleSubmit(({ name }) => {
    editor.clearFailure();
    const items = draft.validItems();
    setItemsMissing(draft.items.length === 0);
    if (!items || items.length === 0) return;
    if (!questionnaire) {
      return create.mutateAsync({ name, items }).then((response) => editor.leave(response.message), refused);
    }
    return update.mutateAsync({ name, items, updatedAt: version }).then((response) => {
      setVersion(response.questionnaire.updatedAt);
      form.reset({ name: response.questionnaire.name });
      draft.markSaved();
      editor.saved(response.message);
    }, refused);
  });

  const busy = create.isPending || update.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin.catalogue.questionnaires.formLabel')}>
      <Stack gap="md">
        {questionnaire && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="note">
            {t('admin.catalogue.questionnaires.snapshotNote', { packages: questionnaire.packageCount })}
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <TextInput
            label={t('admin.catalogue.questionnaires.name')}
            description={t('admin.catalogue.questionnaires.nameHint')}
            required
            maxLength={200}
            disabled={busy}
            error={catalogueFieldText(t, errors.name)}
            {...form.register('name')}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="questionnaire-items">
          <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
            <Text fw={700} size="lg" id="questionnaire-items" component="h2" m={0}>
              {t('admin.catalogue.questionnaires.items')}
            </Text>
            {(draft.dirty || isDirty) && (
              <Text size="sm" c="orange.9">
                {t('admin.catalogue.unsaved')}
              </Text>
            )}
          </Group>
          <Tabs defaultValue="edit" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="edit">{t('admin.catalogue.questionnaires.editTab')}</Tabs.Tab>
              <Tabs.Tab value="preview">{t('admin.catalogue.questionnaires.previewTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="edit">
              <QuestionItemsEditor items={draft.items} onChange={draft.onChange} errors={draft.errors} disabled={busy} />
            </Tabs.Panel>
            <Tabs.Panel value="preview">
              <ItemsPreview items={toWireItems(draft.items)} empty={t('admin.catalogue.questionnaires.previewEmpty')} />
            </Tabs.Panel>
          </Tabs>
          {itemsMissing && draft.items.length === 0 && (
            <Text size="sm" c="red.8" role="alert" mt="sm">
              {t('admin.catalogue.validation.addQuestion')}
            </Text>
          )}
        </Paper>
        <SaveFeedback
          success={editor.success}
          onSuccessClose={editor.clearSuccess}
          failure={editor.failure}
          onReload={() => {
            setReloading(true);
            void onReload().finally(() => setReloading(false));
          }}
          reloading={reloading}
        />
        <EditorActions
          saving={busy}
          saveLabel={t(questionnaire ? 'admin.catalogue.save' : 'admin.catalogue.questionnaires.create')}
          onDelete={questionnaire ? () => editor.askDelete(questionnaire._id, questionnaire.name) : undefined}
          deleteLabel={t('admin.catalogue.questionnaires.delete')}
          deleting={remove.isPending}
        />
      </Stack>
    </form>
  );
}

/** /admin/catalogue/questionnaires/new and /admin/catalogue/questionnaires/:id: what a package's questionnaire module asks. */
export default function QuestionnaireEditorPage() {
  // The items editor is the writers' one, with its texts: they load with the page's own.
  const { t } = useTranslation([ADMIN_NS, WRITER_NS]);
  const id = editedId(useParams().id);
  const query = useQuestionnaire(id);
  // A reload (after someone else saved) starts the form again from what the server has now.
  const [loads, setLoads] = useState(0);
  const questionnaire = query.data?.questionnaire ?? null;
  return (
    <>
      <PageHeader title={questionnaire ? questionnaire.name : id ? t('admin.catalogue.questionnaires.editTitle') : t('admin.catalogue.questionnaires.new')} />
      <Stack gap="md" maw={960}>
        <BackToList to={catalogueListPath('questionnaires')} label={t('admin.catalogue.questionnaires.back')} />
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {id && query.isPending && <Skeleton h={420} radius="md" aria-hidden />}
        {(!id || questionnaire) && (
          <QuestionnaireForm
            key={`${questionnaire?._id ?? 'new'}-${loads}`}
            questionnaire={questionnaire}
            onReload={() => query.refetch().then(() => setLoads((n) => n + 1))}
          />
        )}
        {questionnaire && <CatalogueHistory entries={query.data?.history} />}
      </Stack>
    </>
  );
}
