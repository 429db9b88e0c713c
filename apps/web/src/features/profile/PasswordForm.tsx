import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { applyServerFieldErrors } from '../../lib/forms.ts';
import { errorText, translateText } from '../../lib/messages.ts';
import { NewPasswordFields, useNewPasswordForm } from '../auth/NewPasswordFields.tsx';
import { passwordErrorOf, useUpdatePassword } from './api.ts';

/** Password and confirmation; 'Please make sure both passwords match.' */
export function PasswordForm() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const update = useUpdatePassword();
  const [saved, setSaved] = useState(false);
  const form = useNewPasswordForm();
  const passwordError = passwordErrorOf(update.error);

  const onSubmit = form.handleSubmit(({ password }) => {
    setSaved(false);
    update.mutate(
      { _id: user._id, password },
      {
        onSuccess: () => {
          setSaved(true);
          form.reset({ password: '', confirmPassword: '' });
        },
        onError: (error) => {
          const text = passwordErrorOf(error);
          if (text) form.setError('password', { type: 'server', message: text }, { shouldFocus: true });
          else applyServerFieldErrors(error, form.setError, ['password']);
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-password-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-password-title">
            {t('profile.passwordTitle')}
          </Title>
          {update.isError && (
            <Alert color="red" variant="light" role="alert">
              {passwordError ? translateText(t, passwordError) : errorText(t, update.error)}
            </Alert>
          )}
          {saved && <TimedAlert message={t('messages.passwordSaved')} onClose={() => setSaved(false)} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordFields form={form} passwordLabel={t('profile.password')} confirmLabel={t('profile.confirmPassword')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('profile.savePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
