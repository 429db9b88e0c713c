import { WEEK_DAYS, type TWriterProfile, type TWriterProfileInput } from '@draftdesk/contract';
import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/messages.ts';
import { ChoiceChips } from './ChoiceChips.tsx';
import { DAY_LABELS } from './options.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

type Form = UseFormReturn<TWriterProfileInput, unknown, TWriterProfile>;

/** Step 3: available days, and the optional maximum jobs per week and open jobs. */
export function AvailabilityStep({ form }: { form: Form }) {
  const { t } = useTranslation(WRITER_NS);
  const number = (name: 'maxJobsPerWeek' | 'maxOpenJobs', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={t('writer.profile.optional')}
          min={0}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          error={fieldErrorText(t, fieldState.error)}
        />
      )}
    />
  );
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="availableDays"
        render={({ field, fieldState }) => (
          <ChoiceChips
            label={t('writer.profile.daysLabel')}
            options={WEEK_DAYS}
            labels={DAY_LABELS}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldErrorText(t, fieldState.error)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {number('maxJobsPerWeek', t('writer.profile.maxJobsPerWeek'))}
        {number('maxOpenJobs', t('writer.profile.maxOpenJobs'))}
      </SimpleGrid>
    </Stack>
  );
}
