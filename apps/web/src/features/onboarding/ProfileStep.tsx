import {
  RESUME_LEVELS,
  WRITER_EXPERIENCE,
  WRITER_EXPERTISE,
  WRITER_LANGUAGES,
  WRITER_SERVICES,
  type TWriterProfile,
  type TWriterProfileInput,
} from '@draftdesk/contract';
import { MultiSelect, Radio, Stack, Textarea, TextInput, Group } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/messages.ts';
import { ChoiceChips } from './ChoiceChips.tsx';
import { CERTIFICATES, EXPERIENCE_LABELS, EXPERTISE_LABELS, LANGUAGE_LABELS, LEVEL_LABELS, SERVICE_LABELS } from './options.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

type Form = UseFormReturn<TWriterProfileInput, unknown, TWriterProfile>;
type ChoiceField = 'levels' | 'services' | 'languages' | 'certificates';

/** Step 2: title and summary (required), experience, levels, services, languages, certificates, expertise. */
export function ProfileStep({ form }: { form: Form }) {
  const { t } = useTranslation(WRITER_NS);
  const { errors } = form.formState;
  const chips = (name: ChoiceField, label: string, options: readonly string[], labels?: Record<string, string>) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceChips
          label={label}
          options={options}
          labels={labels}
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldErrorText(t, fieldState.error)}
        />
      )}
    />
  );
  return (
    <Stack gap="md">
      <TextInput
        label={t('writer.profile.title')}
        withAsterisk
        aria-required
        maxLength={200}
        error={fieldErrorText(t, errors.profileTitle)}
        {...form.register('profileTitle')}
      />
      <Textarea
        label={t('writer.profile.summary')}
        withAsterisk
        aria-required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={5000}
        error={fieldErrorText(t, errors.profileSummary)}
        {...form.register('profileSummary')}
      />
      <Controller
        control={form.control}
        name="experience"
        render={({ field }) => (
          <Radio.Group label={t('writer.profile.experienceLabel')} value={field.value ?? ''} onChange={(value) => field.onChange(value || null)}>
            <Group gap="md" mt={6}>
              {WRITER_EXPERIENCE.map((option) => (
                <Radio key={option} value={option} label={t(EXPERIENCE_LABELS[option])} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {chips('levels', t('writer.profile.levelsLabel'), RESUME_LEVELS, LEVEL_LABELS)}
      {chips('services', t('writer.profile.servicesLabel'), WRITER_SERVICES, SERVICE_LABELS)}
      {chips('languages', t('writer.profile.languagesLabel'), WRITER_LANGUAGES, LANGUAGE_LABELS)}
      {chips('certificates', t('writer.profile.certificatesLabel'), CERTIFICATES)}
      <Controller
        control={form.control}
        name="experties"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('writer.profile.expertiseLabel')}
            placeholder={t('writer.profile.expertisePlaceholder')}
            data={WRITER_EXPERTISE.map((option) => ({ value: option, label: t(EXPERTISE_LABELS[option]) }))}
            value={field.value ?? []}
            onChange={field.onChange}
            searchable
            clearable
            nothingFoundMessage={t('messages.noRecordFound')}
            error={fieldErrorText(t, fieldState.error)}
          />
        )}
      />
    </Stack>
  );
}
