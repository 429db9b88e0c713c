import { Alert, Anchor, Button, Loader, Center, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { errorText } from '../../lib/messages.ts';
import { isDeadResetLink, useResetCodeCheck, useResetPassword } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields.tsx';

/**
 * /reset-password/:code and /forgot-password-2/:code: choose a new password.
 * The link is checked when the page opens: a used or expired one says so at
 * once and offers a new link, instead of failing only after the form is filled.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const check = useResetCodeCheck(code);
  const reset = useResetPassword();
  const form = useNewPasswordForm();
  const toLogin = useCallback(() => navigate('/login', { replace: true }), [navigate]);

  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ code, password }));
  const dead = isDeadResetLink(check.error) ? check.error : isDeadResetLink(reset.error) ? reset.error : null;

  return (
    <AuthLayout title={t('auth.resetTitle')} subtitle={reset.isSuccess || dead ? undefined : t('auth.resetSubtitle')}>
      <Stack gap="md">
        {reset.isSuccess ? (
          // Spec 01: the alert stays 3 s, then the login page opens.
          <TimedAlert message={t('messages.passwordResetSuccessfully')} onClose={toLogin} />
        ) : dead ? (
          <>
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errorText(t, dead)}
            </Alert>
            <Button component={Link} to="/forgot-password" fullWidth>
              {t('auth.requestNewLink')}
            </Button>
          </>
        ) : check.isPending ? (
          <Center py="md">
            <Loader aria-label={t('app.loading')} />
          </Center>
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
