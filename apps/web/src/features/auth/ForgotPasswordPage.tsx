import { ZEmail } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText } from '../../lib/messages.ts';
import { useRequestPasswordReset } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';

const ZForgotPasswordForm = z.object({ email: ZEmail });
type ForgotPasswordForm = z.input<typeof ZForgotPasswordForm>;

/** /forgot-password: whatever the server says, the page confirms (no account probing). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordForm, unknown, z.output<typeof ZForgotPasswordForm>>({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '' },
  });
  const sent = request.isSuccess || request.isError;

  const onSubmit = form.handleSubmit(({ email }) => request.mutate(email));

  return (
    <AuthLayout title={t('auth.forgotTitle')} subtitle={sent ? undefined : t('auth.forgotSubtitle')}>
      <Stack gap="md">
        {sent ? (
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {t('messages.resetEmailSent')}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                aria-required
                error={fieldErrorText(t, form.formState.errors.email)}
                {...form.register('email')}
              />
              <Button type="submit" fullWidth loading={request.isPending}>
                {t('auth.sendResetLink')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
