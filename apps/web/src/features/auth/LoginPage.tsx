import type { TLoginRequest, ZLoginRequest } from '@draftdesk/contract';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signIn } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { fieldErrorText } from '../../lib/messages.ts';
import { destinationAfterLogin } from './after-login.ts';
import { loginErrorText, useLogin } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';

type LoginForm = z.input<typeof ZLoginRequest>;

// zodResolver(ZLoginRequest), loaded with the first validation: keeps /login light.
const resolver = lazyResolver(() => import('./login-resolver.ts').then((m) => m.loginResolver));

/** /login (spec 01 §2): email, password, Remember me, link to forgot-password. */
export default function LoginPage() {
  const { t } = useTranslation();
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useForm<LoginForm, unknown, TLoginRequest>({
    resolver,
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  useEffect(() => () => signIn.end(), []);

  const onSubmit = form.handleSubmit((values) => {
    signIn.begin();
    login.mutate(values, {
      onSuccess: (response) => void navigate(destinationAfterLogin(location.state, response), { replace: true }),
      onError: () => signIn.end(),
    });
  });

  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle', { company: site.companyName })}>
      <form onSubmit={onSubmit} noValidate aria-busy={login.isPending}>
        <Stack gap="md">
          {login.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {loginErrorText(t, login.error)}
            </Alert>
          )}
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            aria-required
            error={fieldErrorText(t, errors.email)}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            aria-required
            error={fieldErrorText(t, errors.password)}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
            {...form.register('password')}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox label={t('auth.rememberMe')} {...form.register('rememberMe')} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('auth.login')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
