import { EXPERIENCE_LEVELS, MAX_INDUSTRIES, ZInitialQuestionRequest, type TIndustry } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { ApiError } from '../../lib/api.ts';
import { applyServerFieldErrors } from '../../lib/forms.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText, fieldErrorText } from '../../lib/messages.ts';
import { useAnswerInitialQuestion, useCustomerOrder } from './api.ts';
import { IndustryGrid } from './components/IndustryGrid.tsx';
import gridClasses from './components/IndustryGrid.module.css';
import { experienceKey } from './labels.ts';

type InitialQuestion = z.input<typeof ZInitialQuestionRequest>;

function FieldError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" py="xs">
      {message}
    </Alert>
  );
}

/** /order/:orderId/initial-question (spec 03 §2, §5): 1-3 industries, then one experience level; then the contract. */
export default function InitialQuestionPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [showCreated, setShowCreated] = useState(() => params.has('showSuccess'));
  const [step, setStep] = useState(0);
  const [maxError, setMaxError] = useState(false);
  const order = useCustomerOrder(orderId);
  const answer = useAnswerInitialQuestion(orderId);
  const form = useForm<InitialQuestion, unknown, z.output<typeof ZInitialQuestionRequest>>({
    resolver: zodResolver(ZInitialQuestionRequest),
    defaultValues: { customer_industries: [], years_of_experience: undefined },
  });
  const { errors } = form.formState;
  const industries = form.watch('customer_industries') ?? [];

  // ?showSuccess (after checkout): show 'Order created successfully.' once, then drop the parameter.
  useEffect(() => {
    if (!params.has('showSuccess')) return;
    const next = new URLSearchParams(params);
    next.delete('showSuccess');
    setParams(next, { replace: true });
  }, [params, setParams]);

  // Answering again later starts from the saved answers.
  const saved = order.data?.order;
  useEffect(() => {
    if (!saved || form.formState.isDirty) return;
    form.reset({
      customer_industries: saved.customer_industries as TIndustry[],
      years_of_experience: (saved.years_of_experience ?? undefined) as InitialQuestion['years_of_experience'],
    });
  }, [saved, form]);

  const toggle = (name: TIndustry) => {
    const current = form.getValues('customer_industries') ?? [];
    if (current.includes(name)) {
      setMaxError(false);
      form.setValue(
        'customer_industries',
        current.filter((n) => n !== name),
        { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
      );
      return;
    }
    if (current.length >= MAX_INDUSTRIES) {
      setMaxError(true);
      return;
    }
    setMaxError(false);
    form.clearErrors('customer_industries');
    form.setValue('customer_industries', [...current, name], { shouldDirty: true });
  };

  const next = async () => {
    if (await form.trigger('customer_industries')) setStep(1);
  };

  const submit = form.handleSubmit(
    (values) =>
      answer.mutate(values, {
        onSuccess: () => void navigate(`/contract/fill/${orderId}`),
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ['customer_industries', 'years_of_experience']);
          if (form.getFieldState('customer_industries').error) setStep(0);
        },
      }),
    (invalid) => {
      if (invalid.customer_industries) setStep(0);
    },
  );

  const industriesError = maxError ? t('messages.industriesMax') : fieldErrorText(t, errors.customer_industries);

  return (
    <>
      <PageHeader title={t('titles.initialQuestion')} />
      {showCreated && <TimedAlert message={t('messages.orderCreatedSuccessfully')} onClose={() => setShowCreated(false)} mb="md" />}
      {order.isError && <ErrorAlert message={errorText(t, order.error)} onRetry={() => void order.refetch()} />}
      {order.isPending && <Skeleton h={420} radius="md" aria-hidden />}
      {order.data && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate>
            <Stepper active={step} size="sm" mb="xl" allowNextStepsSelect={false} onStepClick={setStep}>
              <Stepper.Step label={t('initial.step1')} description={t('initial.step1Hint')} />
              <Stepper.Step label={t('initial.step2')} description={t('initial.step2Hint')} />
            </Stepper>

            {step === 0 && (
              <Stack gap="md">
                <div>
                  <Title order={2} size="h3">
                    {t('initial.industriesTitle')}
                  </Title>
                  <Text c="dimmed">{t('initial.industriesHint', { max: MAX_INDUSTRIES })}</Text>
                </div>
                <FieldError message={industriesError} />
                <IndustryGrid selected={industries} onToggle={toggle} />
                <Group justify="space-between" className={gridClasses.stickyActions}>
                  <Text size="sm" fw={500} aria-live="polite">
                    {t('initial.selectedCount', { selected: industries.length, max: MAX_INDUSTRIES })}
                  </Text>
                  <Button onClick={() => void next()}>{t('initial.next')}</Button>
                </Group>
              </Stack>
            )}

            {step === 1 && (
              <Stack gap="md">
                <Controller
                  control={form.control}
                  name="years_of_experience"
                  render={({ field }) => (
                    <Radio.Group
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value)}
                      name={field.name}
                      label={
                        <Title order={2} size="h3" component="span">
                          {t('initial.experienceTitle')}
                        </Title>
                      }
                      description={t('initial.experienceHint')}
                    >
                      <Stack gap="md" mt="md">
                        <FieldError message={fieldErrorText(t, errors.years_of_experience)} />
                        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                          {EXPERIENCE_LEVELS.map((level) => (
                            <Radio.Card key={level} value={level} radius="md" p="md" withBorder>
                              <Group wrap="nowrap" gap="sm">
                                <Radio.Indicator />
                                <Text fw={500}>{t(experienceKey(level))}</Text>
                              </Group>
                            </Radio.Card>
                          ))}
                        </SimpleGrid>
                      </Stack>
                    </Radio.Group>
                  )}
                />
                {answer.isError && !(answer.error instanceof ApiError && answer.error.errors) && <ErrorAlert message={errorText(t, answer.error)} />}
                <Group justify="space-between">
                  <Button variant="default" onClick={() => setStep(0)} disabled={answer.isPending}>
                    {t('initial.back')}
                  </Button>
                  <Button type="submit" disabled={answer.isPending}>
                    {answer.isPending ? t('initial.submitting') : t('initial.submit')}
                  </Button>
                </Group>
              </Stack>
            )}
          </form>
        </Paper>
      )}
    </>
  );
}
