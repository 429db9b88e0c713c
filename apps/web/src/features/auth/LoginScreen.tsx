import type { TLoginResponse } from '@draftdesk/contract';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/app-link.tsx';
import { signIn } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { fieldErrorText } from '../../lib/messages.ts';
import { loginErrorText, useLogin } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import type { LoginField } from './login-check.ts';

// The contract's check (zod) loads with the first submit, and the form is a plain one: /login stays light.
const loadCheck = () => import('./login-check.ts').then((m) => m.checkLogin);

/**
 * /login (spec 01 §2): email, password, Remember me, link to forgot-password. Shown by the app's /login route
 * (LoginPage.tsx) and by /login's first load (src/login.tsx), each saying where a signed-in user goes next.
 */
export function LoginScreen({ onSignedIn }: { onSignedIn: (response: TLoginResponse) => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const login = useLogin();
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});

  useEffect(() => () => signIn.end(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const checkLogin = await loadCheck();
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const checked = checkLogin({ email: text('email'), password: text('password'), rememberMe: data.get('rememberMe') === 'on' });
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (['email', 'password'] as const).find((field) => checked.errors[field]);
      if (first) formElement.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    signIn.begin();
    login.mutate(checked.request, { onSuccess: onSignedIn, onError: () => signIn.end() });
  };
  /** A field's error goes once the user changes it; the next submit checks again. */
  const edited = (field: LoginField) => () => errors[field] && setErrors((current) => ({ ...current, [field]: undefined }));

  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle', { company: site.companyName })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={login.isPending}>
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
            name="email"
            error={fieldErrorText(t, { message: errors.email })}
            onChange={edited('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            aria-required
            name="password"
            error={fieldErrorText(t, { message: errors.password })}
            onChange={edited('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox label={t('auth.rememberMe')} name="rememberMe" />
            <Anchor component={AppLink} to="/forgot-password" size="sm">
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
