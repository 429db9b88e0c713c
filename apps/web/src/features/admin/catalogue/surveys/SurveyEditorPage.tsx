import { SURVEY_QUESTIONS_MAX, ZSurveyInput, type TAdminSurvey, type TSurveyInput } from '@draftdesk/contract';
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Select, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/messages.ts';
import { useCreateSurvey, useDeleteSurvey, useSurvey, useUpdateSurvey } from '../api.ts';
import { catalogueFieldText, newSurveyQuestion, surveyToForm } from '../catalogue-form.ts';
import { CatalogueHistory } from '../components/CatalogueHistory.tsx';
import { BackToList, EditorActions, SaveFeedback } from '../components/EditorParts.tsx';
import { useCatalogueForm } from '../components/useCatalogueForm.ts';
import { catalogueListPath, editedId } from '../paths.ts';

const FIELDS = ['title', 'questions'] as const;
const TYPES = ['rating', 'text', 'textarea'] as const;

function QuestionCard({
  index,
  total,
  control,
  errors,
  disabled,
  onMove,
  onRemove,
}: {
  index: number;
  total: number;
  control: Control<TSurveyInput>;
  errors: FieldErrors<TSurveyInput>['questions'];
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const number = index + 1;
  const error = errors?.[index];
  const headingId = `survey-question-${index}`;
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId} data-testid="survey-question">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={headingId}>
            {t('admin.catalogue.surveys.question', { number })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onMove(index - 1)}
              disabled={disabled || index === 0}
              aria-label={t('admin.catalogue.surveys.moveUp', { number })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onMove(index + 1)}
              disabled={disabled || index === total - 1}
              aria-label={t('admin.catalogue.surveys.moveDown', { number })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              disabled={disabled || total === 1}
              aria-label={t('admin.catalogue.surveys.remove', { number })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Controller
          control={control}
          name={`questions.${index}.text`}
          render={({ field }) => (
            <TextInput
              {...field}
              label={t('admin.catalogue.surveys.text')}
              required
              maxLength={300}
              disabled={disabled}
              error={catalogueFieldText(t, error?.text)}
            />
          )}
        />
        <Controller
          control={control}
          name={`questions.${index}.type`}
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('admin.catalogue.surveys.type')}
              data={TYPES.map((type) => ({ value: type, label: t(`admin.catalogue.surveys.types.${type}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name={`questions.${index}.type`}
          render={({ field: type }) =>
            type.value === 'rating' ? (
              <Controller
                control={control}
                name={`questions.${index}.max`}
                render={({ field }) => (
                  <NumberInput
                    ref={field.ref}
                    label={t('admin.catalogue.surveys.max')}
                    min={2}
                    max={10}
                    allowDecimal={false}
                    allowNegative={false}
                    value={field.value ?? 5}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                    disabled={disabled}
                    maw={200}
                    error={catalogueFieldText(t, error?.max, t('admin.catalogue.validation.scaleOrder'))}
                  />
                )}
              />
            ) : (
              <></>
            )
          }
        />
        <Controller
          control={control}
          name={`questions.${index}.required`}
          render={({ field }) => (
            <Switch
              ref={field.ref}
              label={t('admin.catalogue.surveys.required')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={disabled}
            />
          )}
        />
      </Stack>
    </Paper>
  );
}

function SurveyForm({ survey, onReload }: { survey: TAdminSurvey | null; onReload: () => Promise<TAdminSurvey | undefined> }) {
  const { t } = useTranslation(ADMIN_NS);
  const remove = useDeleteSurvey();
  const { form, editor, onSubmit, busy, feedback } = useCatalogueForm({
    kind: 'surveys',
    item: survey,
    schema: ZSurveyInput,
    toForm: surveyToForm,
    empty: { title: '', questions: [newSurveyQuestion([])] },
    fields: FIELDS,
    create: useCreateSurvey(),
    update: useUpdateSurvey(survey?._id ?? ''),
    remove,
    savedItem: (response) => response.survey,
    reload: onReload,
  });
  const { errors } = form.formState;
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' });
  const listError = errors.questions?.root ?? (errors.questions as { message?: string } | undefined);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin.catalogue.surveys.formLabel')}>
      <Stack gap="md">
        {survey && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="note">
            {t('admin.catalogue.surveys.snapshotNote', { packages: survey.packageCount })}
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <TextInput
            label={t('admin.catalogue.surveys.title')}
            description={t('admin.catalogue.surveys.titleHint')}
            required
            maxLength={200}
            disabled={busy}
            error={catalogueFieldText(t, errors.title)}
            {...form.register('title')}
          />
        </Paper>
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.catalogue.surveys.questionsLabel')}>
          {questions.fields.map((question, index) => (
            <QuestionCard
              key={question.key}
              index={index}
              total={questions.fields.length}
              control={form.control}
              errors={errors.questions}
              disabled={busy}
              onMove={(to) => questions.move(index, to)}
              onRemove={() => questions.remove(index)}
            />
          ))}
        </Stack>
        {listError?.message && (
          <Text c="red" size="sm" role="alert">
            {catalogueFieldText(t, listError)}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => questions.append(newSurveyQuestion(form.getValues('questions')))}
          disabled={busy || questions.fields.length >= SURVEY_QUESTIONS_MAX}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('admin.catalogue.surveys.add')}
        </Button>
        <SaveFeedback {...feedback} />
        <EditorActions
          saving={busy}
          saveLabel={t(survey ? 'admin.catalogue.save' : 'admin.catalogue.surveys.create')}
          onDelete={survey ? () => editor.askDelete(survey._id, survey.title) : undefined}
          deleteLabel={t('admin.catalogue.surveys.delete')}
          deleting={remove.isPending}
        />
      </Stack>
    </form>
  );
}

/** /admin/catalogue/surveys/new and /admin/catalogue/surveys/:id: the feedback a completed order asks its customer. */
export default function SurveyEditorPage() {
  const { t } = useTranslation(ADMIN_NS);
  const id = editedId(useParams().id);
  const query = useSurvey(id);
  const survey = query.data?.survey ?? null;
  return (
    <>
      <PageHeader title={survey ? survey.title : id ? t('admin.catalogue.surveys.editTitle') : t('admin.catalogue.surveys.new')} />
      <Stack gap="md" maw={960}>
        <BackToList to={catalogueListPath('surveys')} label={t('admin.catalogue.surveys.back')} />
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {id && query.isPending && <Skeleton h={420} radius="md" aria-hidden />}
        {(!id || survey) && <SurveyForm key={survey?._id ?? 'new'} survey={survey} onReload={() => query.refetch().then((result) => result.data?.survey)} />}
        {survey && <CatalogueHistory entries={query.data?.history} />}
      </Stack>
    </>
  );
}
