import { STAFF_ROLES, ZAdminUserCreateRequest, type TAdminUserCreateRequest } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../../lib/forms.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText, fieldErrorText } from '../../../../lib/messages.ts';
import { useInvitePerson } from '../api.ts';

const FIELDS = ['email', 'firstName', 'lastName', 'role'] as const;
const EMPTY: TAdminUserCreateRequest = { email: '', firstName: '', lastName: '', role: 'writer' };

/** 'Invite member': a writer, reviewer or admin gets an e-mail with a link to choose a password. */
export function InviteModal({ opened, onClose, onInvited }: { opened: boolean; onClose: () => void; onInvited: (email: string) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const invite = useInvitePerson();
  const form = useForm<TAdminUserCreateRequest>({ resolver: zodResolver(ZAdminUserCreateRequest), defaultValues: EMPTY });
  const { errors } = form.formState;

  const close = () => {
    if (invite.isPending) return;
    form.reset(EMPTY);
    invite.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((body) =>
    invite.mutateAsync(body).then(
      () => {
        form.reset(EMPTY);
        invite.reset();
        onInvited(body.email);
      },
      (error: unknown) => void applyServerFieldErrors(error, form.setError, FIELDS),
    ),
  );

  const busy = invite.isPending;
  return (
    <Modal opened={opened} onClose={close} title={t('admin.people.inviteTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="invite-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('admin.people.inviteIntro')}
          </Text>
          {invite.isError && !errors.email && (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, invite.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('admin.people.firstName')}
              required
              autoComplete="off"
              data-autofocus
              disabled={busy}
              error={fieldErrorText(t, errors.firstName)}
              {...form.register('firstName')}
            />
            <TextInput
              label={t('admin.people.lastName')}
              required
              autoComplete="off"
              disabled={busy}
              error={fieldErrorText(t, errors.lastName)}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('admin.people.email')}
            type="email"
            required
            autoComplete="off"
            disabled={busy}
            error={fieldErrorText(t, errors.email)}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                label={t('admin.people.role')}
                description={t(`admin.people.roleHints.${field.value}`)}
                required
                allowDeselect={false}
                disabled={busy}
                data={STAFF_ROLES.map((role) => ({ value: role, label: t(`admin.people.roles.${role}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                error={fieldErrorText(t, errors.role)}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('admin.people.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
