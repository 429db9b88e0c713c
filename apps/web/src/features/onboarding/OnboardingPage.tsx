import { PROFILE_WIZARD_STEPS, ZWriterProfile, type TWriterProfile, type TWriterProfileInput } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { flashState } from '../../lib/flash.ts';
import { applyServerFieldErrors } from '../../lib/forms.ts';
import { errorText } from '../../lib/messages.ts';
import { useSaveWriterProfile } from './api.ts';
import { AvailabilityStep } from './AvailabilityStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { profileDefaults, STEP_FIELDS, stepOfField } from './profile-form.ts';
import { ProfileStep } from './ProfileStep.tsx';
import { WRITER_NS } from '../../lib/i18n.ts';

const LAST = PROFILE_WIZARD_STEPS.length - 1;
const ALL_FIELDS = PROFILE_WIZARD_STEPS.flatMap((step) => STEP_FIELDS[step.id]);

/** /onboarding, the writing profile wizard (spec 02): contact, profile, availability at 25, 50, 75; then /dashboard. */
export default function OnboardingPage() {
  const { t } = useTranslation(WRITER_NS);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const save = useSaveWriterProfile();
  const [step, setStep] = useState(0);
  const form = useForm<TWriterProfileInput, unknown, TWriterProfile>({
    resolver: zodResolver(ZWriterProfile),
    defaultValues: profileDefaults(user.writer_data),
    mode: 'onTouched',
  });
  const current = PROFILE_WIZARD_STEPS[step];

  const next = async () => {
    if (await form.trigger(STEP_FIELDS[current.id], { shouldFocus: true })) setStep(step + 1);
  };
  const onInvalid = (errors: FieldErrors<TWriterProfileInput>) => {
    const first = Object.keys(errors)[0];
    if (first) setStep(stepOfField(first));
  };
  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (response) => void navigate('/dashboard', { state: flashState(response.message) }),
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, ALL_FIELDS)) {
            const field = ALL_FIELDS.find((f) => form.getFieldState(f).error);
            if (field) setStep(stepOfField(field));
          }
        },
      }),
    onInvalid,
  );

  return (
    <>
      <PageHeader title={t('titles.onboarding')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={860}>
        <form onSubmit={step === LAST ? onSubmit : (event) => (event.preventDefault(), void next())} noValidate>
          <Stack gap="lg">
            <div>
              <Group justify="space-between" mb={6} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {t('writer.profile.stepOf', { number: step + 1, total: PROFILE_WIZARD_STEPS.length })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('writer.order.percent', { percent: current.progress })}
                </Text>
              </Group>
              <Progress value={current.progress} aria-label={t('writer.profile.progress', { percent: current.progress })} data-testid="wizard-progress" />
            </div>
            <div>
              <Title order={2} size="h3">
                {t(`writer.profile.steps.${current.id}`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`writer.profile.stepHints.${current.id}`)}
              </Text>
            </div>
            {save.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(t, save.error)}
              </Alert>
            )}
            {current.id === 'contact' && <ContactStep form={form} />}
            {current.id === 'profile' && <ProfileStep form={form} />}
            {current.id === 'availability' && <AvailabilityStep form={form} />}
            <Group justify="space-between">
              {step > 0 ? (
                <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => setStep(step - 1)}>
                  {t('writer.profile.back')}
                </Button>
              ) : (
                <span />
              )}
              {step < LAST ? (
                <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
                  {t('writer.profile.next')}
                </Button>
              ) : (
                <Button type="submit" loading={save.isPending} leftSection={<IconCheck size={16} aria-hidden />}>
                  {t('writer.profile.submit')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
