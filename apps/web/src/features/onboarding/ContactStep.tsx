import type { TWriterProfile, TWriterProfileInput } from '@draftdesk/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/messages.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

/** Step 1: work phone (required), personal phone, Skype, Zoom, LinkedIn. */
export function ContactStep({ form }: { form: UseFormReturn<TWriterProfileInput, unknown, TWriterProfile> }) {
  const { t } = useTranslation(WRITER_NS);
  const { errors } = form.formState;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('writer.profile.workPhone')}
        type="tel"
        autoComplete="tel-national"
        withAsterisk
        aria-required
        error={fieldErrorText(t, errors.workPhone)}
        {...form.register('workPhone')}
      />
      <TextInput
        label={t('writer.profile.personalPhone')}
        type="tel"
        autoComplete="tel"
        error={fieldErrorText(t, errors.personalPhone)}
        {...form.register('personalPhone')}
      />
      <TextInput label={t('writer.profile.skype')} error={fieldErrorText(t, errors.skype)} {...form.register('skype')} />
      <TextInput label={t('writer.profile.zoom')} error={fieldErrorText(t, errors.zoom)} {...form.register('zoom')} />
      <TextInput
        label={t('writer.profile.linkedin')}
        type="url"
        placeholder="https://www.linkedin.com/in/…"
        error={fieldErrorText(t, errors.linkedin)}
        {...form.register('linkedin')}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}
