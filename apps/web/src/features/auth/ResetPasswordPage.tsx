import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { errorText } from '../../lib/messages.ts';
import { useResetPassword } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields.tsx';

/** /reset-password/:code and /forgot-password-2/:code: choose a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useNewPasswordForm();
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
              <NewPasswordFields form={form} passwordLabel={t('auth.newPassword')} confirmLabel={t('auth.confirmPassword')} />
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
