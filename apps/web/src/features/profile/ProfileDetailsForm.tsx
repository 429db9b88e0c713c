import { ZProfileUpdateRequest } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCurrentUser } from '../../lib/session.ts';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { applyServerFieldErrors } from '../../lib/forms.ts';
import { errorText, fieldErrorText } from '../../lib/messages.ts';
import { useUpdateProfile } from './api.ts';

const ZProfileDetails = ZProfileUpdateRequest.pick({ firstName: true, lastName: true, email: true });
type ProfileDetails = z.input<typeof ZProfileDetails>;
const FIELDS = ['firstName', 'lastName', 'email'] as const;

/** First name, last name and email (spec 02 "Account profile"). */
export function ProfileDetailsForm() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileDetails, unknown, z.output<typeof ZProfileDetails>>({
    resolver: zodResolver(ZProfileDetails),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    update.mutate(
      { _id: user._id, ...values },
      {
        onSuccess: () => {
          setSaved(true);
          form.reset(values);
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-details-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-details-title">
            {t('profile.detailsTitle')}
          </Title>
          {update.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, update.error)}
            </Alert>
          )}
          {saved && <TimedAlert message={t('messages.profileUpdated')} onClose={() => setSaved(false)} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.firstName')}
              autoComplete="given-name"
              aria-required
              error={fieldErrorText(t, errors.firstName)}
              {...form.register('firstName')}
            />
            <TextInput
              label={t('profile.lastName')}
              autoComplete="family-name"
              aria-required
              error={fieldErrorText(t, errors.lastName)}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('profile.email')}
            type="email"
            autoComplete="email"
            aria-required
            error={fieldErrorText(t, errors.email)}
            {...form.register('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('profile.saveDetails')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
