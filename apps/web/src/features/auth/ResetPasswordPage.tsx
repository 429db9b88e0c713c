import { ZPasswordForm } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { errorText, fieldErrorText } from '../../lib/messages.ts';
import { useResetPassword } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';

type ResetForm = z.input<typeof ZPasswordForm>;

/** /reset-password/:code and /forgot-password-2/:code: choose a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetForm, unknown, z.output<typeof ZPasswordForm>>({
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const toLogin = useCallback(() => navigate('/login', { replace: true }), [navigate]);

  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ code, password }));

  return (
    <AuthLayout title={t('auth.resetTitle')} subtitle={reset.isSuccess ? undefined : t('auth.resetSubtitle')}>
      <Stack gap="md">
        {reset.isSuccess ? (
          // Spec 01: the alert stays 3 s, then the login page opens.
          <TimedAlert message={t('messages.passwordResetSuccessfully')} onClose={toLogin} />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              {reset.isError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {errorText(t, reset.error)}
                </Alert>
              )}
              <PasswordInput
                label={t('auth.newPassword')}
                autoComplete="new-password"
                aria-required
                error={fieldErrorText(t, errors.password)}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
                {...form.register('password')}
              />
              <PasswordInput
                label={t('auth.confirmPassword')}
                autoComplete="new-password"
                aria-required
                error={fieldErrorText(t, errors.confirmPassword)}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
                {...form.register('confirmPassword')}
              />
              <Button type="submit" fullWidth loading={reset.isPending}>
                {t('auth.resetSubmit')}
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
