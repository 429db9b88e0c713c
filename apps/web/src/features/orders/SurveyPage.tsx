import { checkSurveyAnswers, type TSurveyAnswers, type TSurveyQuestion, type TSurveyResponse } from '@draftdesk/contract';
import { Alert, Button, Group, Input, Paper, Rating, Skeleton, Stack, Text, TextInput, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHeartHandshake, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText, fieldErrorText } from '../../lib/messages.ts';
import { useSubmitSurvey, useSurvey } from './api.ts';

type SurveyValues = Record<string, number | string>;

function SurveyQuestionField({ question, control }: { question: TSurveyQuestion; control: ReturnType<typeof useForm<SurveyValues>>['control'] }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Controller
      control={control}
      name={question.id}
      render={({ field, fieldState }) => {
        const error = fieldErrorText(t, fieldState.error);
        if (question.type === 'rating') {
          const labelId = `survey-${question.id}-label`;
          return (
            <Input.Wrapper label={question.text} withAsterisk={!!question.required} error={error} labelProps={{ id: labelId }}>
              <Rating
                value={typeof field.value === 'number' ? field.value : 0}
                onChange={field.onChange}
                count={question.max ?? 5}
                size="xl"
                mt={4}
                aria-labelledby={labelId}
                getSymbolLabel={(value) => t('revisions.ratingValue', { value })}
              />
            </Input.Wrapper>
          );
        }
        const Field = question.type === 'textarea' ? Textarea : TextInput;
        return (
          <Field
            label={question.text}
            withAsterisk={!!question.required}
            error={error}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(e) => field.onChange(e.currentTarget.value)}
            {...(question.type === 'textarea' ? { autosize: true, minRows: 3 } : {})}
          />
        );
      }}
    />
  );
}

function ThankYou({ survey, answers }: { survey: TSurveyResponse['survey']; answers: TSurveyAnswers | null }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
          <IconHeartHandshake size={36} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('messages.surveyThanks')}
        </Title>
        {answers &&
          survey.questions.map((q) =>
            answers[q.id] === undefined ? null : (
              <Stack key={q.id} gap={2} align="center">
                <Text size="sm" fw={600}>
                  {q.text}
                </Text>
                {q.type === 'rating' ? (
                  <Rating
                    value={Number(answers[q.id])}
                    count={q.max ?? 5}
                    readOnly
                    role="img"
                    aria-label={t('revisions.ratedLabel', { rating: answers[q.id] })}
                  />
                ) : (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {String(answers[q.id])}
                  </Text>
                )}
              </Stack>
            ),
          )}
      </Stack>
    </Paper>
  );
}

/** /orders/:orderId/survey/:surveyId (spec 01 §2): the feedback survey of a completed order, answered once. */
export default function SurveyPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const { orderId = '', surveyId = '' } = useParams();
  const survey = useSurvey(orderId, surveyId);
  const submit = useSubmitSurvey(orderId, surveyId);
  const [thanked, setThanked] = useState<TSurveyAnswers | null>(null);
  const form = useForm<SurveyValues>({ defaultValues: {} });
  const data = survey.data;

  const onSubmit = form.handleSubmit((values) => {
    if (!data) return;
    const answers: TSurveyAnswers = {};
    for (const q of data.survey.questions) {
      const value = values[q.id];
      if (q.type === 'rating' ? typeof value === 'number' && value > 0 : typeof value === 'string' && value.trim()) answers[q.id] = value;
    }
    const checked = checkSurveyAnswers(data.survey, answers);
    if (!checked.ok) {
      for (const [id, message] of Object.entries(checked.errors)) form.setError(id, { type: 'validate', message });
      return;
    }
    submit.mutate({ survey: checked.answers }, { onSuccess: () => setThanked(checked.answers) });
  });

  return (
    <>
      <PageHeader
        title={data?.survey.title ?? t('titles.survey')}
        actions={
          <Button component={Link} to={`/orders/view/${orderId}`} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('questionnaire.backToOrder')}
          </Button>
        }
      />
      {survey.isPending && <Skeleton h={320} radius="md" aria-hidden />}
      {survey.isError && <ErrorAlert message={errorText(t, survey.error)} onRetry={() => void survey.refetch()} />}
      {data && (thanked || data.surveySubmitted) && <ThankYou survey={data.survey} answers={thanked ?? data.answers} />}
      {data && !thanked && !data.surveySubmitted && !data.orderCompleted && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('messages.surveyNotOpen')}
        </Alert>
      )}
      {data && !thanked && !data.surveySubmitted && data.orderCompleted && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="lg">
              <Text c="dimmed">{t('survey.intro')}</Text>
              {data.survey.questions.map((question) => (
                <SurveyQuestionField key={question.id} question={question} control={form.control} />
              ))}
              {submit.isError && <ErrorAlert message={errorText(t, submit.error)} />}
              <Group justify="flex-end">
                <Button type="submit" loading={submit.isPending}>
                  {t('survey.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </>
  );
}
