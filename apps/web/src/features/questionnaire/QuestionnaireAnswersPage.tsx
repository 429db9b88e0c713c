import type { TAnswerSection } from '@draftdesk/contract';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { absoluteTimeOf } from '../../lib/format.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { useQuestionnaireAnswers, type QuestionnaireRef } from './api.ts';
import './print.css';

function AnswerSection({ section, fallbackTitle }: { section: TAnswerSection; fallbackTitle: string }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" data-print-section>
      <Title order={2} size="h4" mb="sm">
        {section.title || fallbackTitle}
      </Title>
      <Stack gap="md" component="dl" m={0}>
        {section.items.map((row, index) => (
          <div key={index}>
            <Text component="dt" fw={600} size="sm">
              {row.question}
            </Text>
            <Text component="dd" m={0} size="sm" c={row.answer ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
              {row.answer || t('questionnaire.noAnswer')}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/** /orders/questionnaire-answers/:id/:questionnaire_id/:service?: the submitted answers by section, printable. */
export default function QuestionnaireAnswersPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const params = useParams();
  const refs: QuestionnaireRef = { orderId: params.id ?? '', qid: params.questionnaire_id ?? '', service: params.service };
  const answers = useQuestionnaireAnswers(refs);
  const data = answers.data?.data;
  const questionnairePath = `/orders/questionnaire/${refs.orderId}/${refs.qid}${refs.service ? `/${refs.service}` : ''}`;

  return (
    <div data-printable>
      <PageHeader
        title={data?.name ?? t('titles.questionnaireAnswers')}
        actions={
          <Group gap="xs" data-print-hide>
            <Button component={Link} to={`/orders/view/${refs.orderId}`} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
              {t('questionnaire.backToOrder')}
            </Button>
            {data && (
              <Button variant="light" onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
                {t('questionnaire.print')}
              </Button>
            )}
          </Group>
        }
      />
      {answers.isPending && <Skeleton h={360} radius="md" aria-hidden />}
      {answers.isError && <ErrorAlert message={errorText(t, answers.error)} onRetry={() => void answers.refetch()} />}
      {answers.data && !data && (
        <EmptyState
          message={t('questionnaire.noAnswersYet')}
          action={
            <Button component={Link} to={questionnairePath}>
              {t('questionnaire.answerNow')}
            </Button>
          }
        />
      )}
      {data && (
        <Stack gap="md">
          <Text c="dimmed" size="sm" mt={-12}>
            {t('questionnaire.submittedOn', { date: absoluteTimeOf(data.submittedAt) })}
          </Text>
          {data.sections.map((section, index) => (
            <AnswerSection key={index} section={section} fallbackTitle={data.name} />
          ))}
        </Stack>
      )}
    </div>
  );
}
