import type { TAdminWebsite } from '@draftdesk/contract';
import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { fieldErrorText } from '../../../../lib/messages.ts';
import type { WebsiteForm } from '../website-form.ts';

// What every section of the site settings is made of: its props, titled cards, text fields and field errors.

export interface SectionProps {
  form: UseFormReturn<WebsiteForm>;
  disabled: boolean;
  site: TAdminWebsite;
}

/** A titled card of a section. */
export function Card({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={hint ? 4 : 'md'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** A field's error as the form holds it (the server's text or the form's own), in the interface language. */
export function useFieldError() {
  const { t } = useTranslation(ADMIN_NS);
  return (error: FieldError | undefined) => fieldErrorText(t, error);
}

/** A plain text field of the form. */
export function Field({
  form,
  name,
  label,
  description,
  disabled,
  type,
  placeholder,
}: {
  form: UseFormReturn<WebsiteForm>;
  name: string;
  label: string;
  description?: string;
  disabled: boolean;
  type?: string;
  placeholder?: string;
}) {
  const err = useFieldError();
  return (
    <Controller
      control={form.control}
      name={name as 'companyName'}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label={label}
          description={description}
          placeholder={placeholder}
          type={type}
          error={err(fieldState.error)}
          disabled={disabled}
          data-testid={`field-${name}`}
        />
      )}
    />
  );
}
