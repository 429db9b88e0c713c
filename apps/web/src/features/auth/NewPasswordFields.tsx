import { ZPasswordForm } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput } from '@mantine/core';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText } from '../../lib/messages.ts';

type NewPasswordInput = z.input<typeof ZPasswordForm>;
type NewPasswordForm = UseFormReturn<NewPasswordInput, unknown, z.output<typeof ZPasswordForm>>;

/** A form for a new password and its confirmation ('Please make sure both passwords match.'), both empty. */
export function useNewPasswordForm(): NewPasswordForm {
  return useForm({ resolver: zodResolver(ZPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
}

/** The new password and its confirmation, each with its error and a named show/hide toggle. */
export function NewPasswordFields({ form, passwordLabel, confirmLabel }: { form: NewPasswordForm; passwordLabel: string; confirmLabel: string }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const field = (name: keyof NewPasswordInput, label: string) => (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      aria-required
      error={fieldErrorText(t, errors[name])}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
      {...form.register(name)}
    />
  );
  return (
    <>
      {field('password', passwordLabel)}
      {field('confirmPassword', confirmLabel)}
    </>
  );
}
