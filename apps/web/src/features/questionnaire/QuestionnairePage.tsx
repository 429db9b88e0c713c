import { checkAnswers, type TQuestionnaireResponse } from '@draftdesk/contract';
import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ApiError } from '../../lib/api.ts';
import { flashState } from '../../lib/flash.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { useCompleteTask, useQuestionnaire, type QuestionnaireRef } from './api.ts';
import { QuestionField } from './QuestionField.tsx';
import {
  checkSection,
  clearProgress,
  fieldName,
  loadProgress,
  progressKey,
  saveProgress,
  sectionOfErrors,
  splitSections,
  toAnswers,
  toValues,
  type WizardValues,
} from './wizard.ts';

function answersPath({ orderId, qid, service }: QuestionnaireRef) {
  return `/orders/questionnaire-answers/${orderId}/${qid}${service ? `/${service}` : ''}`;
}

function AlreadyAnswered({ refs }: { refs: QuestionnaireRef }) {
  const { t } = useTranslation(CUSTOMER_NS);
  // Answered (maybe from another device): progress kept on this one is of no use any more.
  useEffect(() => clearProgress(progressKey(refs.orderId, refs.qid, refs.service)), [refs.orderId, refs.qid, refs.service]);
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('questionnaire.completedTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('questionnaire.completedText')}</Text>
        <Group gap="sm">
          <Button component={Link} to={answersPath(refs)} variant="light">
            {t('questionnaire.viewAnswers')}
          </Button>
          <Button component={Link} to={`/orders/view/${refs.orderId}`} variant="default">
            {t('questionnaire.backToOrder')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The wizard itself, mounted once the questionnaire is loaded (its saved progress sets the start). */
function QuestionnaireWizard({ refs, data }: { refs: QuestionnaireRef; data: TQuestionnaireResponse }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const navigate = useNavigate();
  const items = data.questionnaire.items;
  const sections = useMemo(() => splitSections(items), [items]);
  const storageKey = progressKey(refs.orderId, refs.qid, refs.service);
  const [initial] = useState(() => loadProgress(storageKey));
  const [step, setStep] = useState(() => Math.min(Math.max(0, initial?.step ?? 0), Math.max(0, sections.length - 1)));
  const [restored, setRestored] = useState(!!initial);
  const top = useRef<HTMLDivElement>(null);
  const complete = useCompleteTask(refs.orderId);
  const form = useForm<WizardValues>({ defaultValues: toValues(items, initial?.answers ?? data.answers) });

  const section = sections[step];
  const last = step === sections.length - 1;

  // An answer that changes drops its error; the next Next or Submit checks it again.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const showErrors = (errors: Record<string, string>) => {
    let first = true;
    for (const [index, message] of Object.entries(errors)) {
      form.setError(fieldName(Number(index)), { type: 'validate', message }, { shouldFocus: first });
      first = false;
    }
  };

  const validateSection = () => {
    form.clearErrors();
    const checked = checkSection(items, section, form.getValues());
    if (!checked.ok) showErrors(checked.errors);
    return checked.ok;
  };

  const goTo = (next: number) => {
    setStep(next);
    setRestored(false);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const next = () => {
    if (!validateSection()) return;
    // Spec 01 §4: progress is kept in the browser after each section.
    saveProgress(storageKey, { step: step + 1, answers: toAnswers(form.getValues()) });
    goTo(step + 1);
  };

  const submit = () => {
    if (!validateSection()) return;
    const checked = checkAnswers(items, toAnswers(form.getValues()));
    if (!checked.ok) {
      goTo(sectionOfErrors(sections, checked.errors));
      showErrors(checked.errors);
      return;
    }
    complete.mutate(
      { taskId: refs.qid, serviceId: data.serviceId, serviceType: data.serviceName, data: checked.answers },
      {
        onSuccess: (response) => {
          clearProgress(storageKey);
          // 'Completed Successfully' alone reads as if the order were complete: name what was.
          const done = data.questionnaire.name ? t('questionnaire.submittedFlash', { name: data.questionnaire.name }) : response.message;
          void navigate(`/orders/view/${refs.orderId}`, { state: flashState(done) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) {
            setStep(sectionOfErrors(sections, error.errors));
            // The fields of that step mount first, then take their errors.
            setTimeout(() => showErrors(error.errors!), 0);
          }
        },
      },
    );
  };

  if (!section) return <Alert color="gray">{t('questionnaire.empty')}</Alert>;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} ref={top} style={{ scrollMarginTop: 80 }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (last) submit();
          else next();
        }}
      >
        <Stack gap="lg">
          <div>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={500} aria-live="polite">
                {t('questionnaire.stepOf', { current: step + 1, total: sections.length })}
              </Text>
              <Text size="xs" c="dimmed">
                <IconDeviceFloppy size={14} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {t('questionnaire.savedHint')}
              </Text>
            </Group>
            <Progress value={((step + 1) / sections.length) * 100} size="sm" aria-hidden />
          </div>
          {restored && (
            <Alert color="blue" variant="light" withCloseButton onClose={() => setRestored(false)} closeButtonLabel={t('common.close')}>
              {t('questionnaire.restored')}
            </Alert>
          )}
          <Title order={2} size="h3">
            {section.title ?? data.questionnaire.name}
          </Title>
          <Stack gap="md">
            {section.items.map((index) => (
              <QuestionField key={index} item={items[index]} index={index} control={form.control} />
            ))}
          </Stack>
          {complete.isError && <ErrorAlert message={errorText(t, complete.error)} />}
          <Group justify="space-between">
            {step > 0 ? (
              <Button variant="default" onClick={() => goTo(step - 1)} disabled={complete.isPending}>
                {t('questionnaire.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={complete.isPending}>
              {last ? t('questionnaire.submit') : t('questionnaire.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /orders/questionnaire/:id/:questionnaire_id/:service? (spec 01 §4, §5): the multi-section wizard. */
export default function QuestionnairePage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const params = useParams();
  const refs: QuestionnaireRef = { orderId: params.id ?? '', qid: params.questionnaire_id ?? '', service: params.service };
  const questionnaire = useQuestionnaire(refs);
  const data = questionnaire.data;

  return (
    <>
      <PageHeader
        title={data?.questionnaire.name ?? t('titles.questionnaire')}
        actions={
          <Button component={Link} to={`/orders/view/${refs.orderId}`} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('questionnaire.backToOrder')}
          </Button>
        }
      />
      {data?.serviceName && (
        <Text c="dimmed" mt={-12} mb="md">
          {data.serviceName}
        </Text>
      )}
      {questionnaire.isPending && <Skeleton h={420} radius="md" aria-hidden />}
      {questionnaire.isError && <ErrorAlert message={errorText(t, questionnaire.error)} onRetry={() => void questionnaire.refetch()} />}
      {data &&
        (data.completed ? (
          <AlreadyAnswered refs={refs} />
        ) : (
          <QuestionnaireWizard key={`${refs.orderId}/${refs.qid}/${refs.service}`} refs={refs} data={data} />
        ))}
    </>
  );
}
