import { ZAdminUserEraseRequest, eraseConfirmed, type TAdminUser, type TAdminUserEraseRequest } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, TextInput, getDefaultZIndex } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../../lib/forms.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText, fieldErrorText } from '../../../../lib/messages.ts';
import { exportUrl, useErasePerson } from '../api.ts';
import { personName } from './PeopleList.tsx';

const EMPTY: TAdminUserEraseRequest = { confirm: '' };

/**
 * 'Erase personal data': says what goes and what stays, offers the export first, and asks for the customer's e-mail
 * typed out (the server checks it too) before the button works.
 */
export function EraseModal({ person, onClose, onErased }: { person: TAdminUser | null; onClose: () => void; onErased: (message: string) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const erase = useErasePerson();
  const form = useForm<TAdminUserEraseRequest>({ resolver: zodResolver(ZAdminUserEraseRequest), defaultValues: EMPTY });
  const typed = form.watch('confirm');
  const busy = erase.isPending;

  const close = () => {
    if (busy) return;
    form.reset(EMPTY);
    erase.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(({ confirm }) => {
    if (!person) return;
    return erase.mutateAsync({ id: person._id, confirm }).then(
      (response) => {
        form.reset(EMPTY);
        erase.reset();
        onErased(response.message);
      },
      (error: unknown) => void applyServerFieldErrors(error, form.setError, ['confirm']),
    );
  });

  const fieldError = form.formState.errors.confirm;
  return (
    <Modal
      opened={person !== null}
      onClose={close}
      title={person ? t('admin.people.eraseTitle', { name: personName(person) }) : ''}
      centered
      size="lg"
      // Above the account's drawer it may be opened from, overlay included.
      zIndex={getDefaultZIndex('modal') + 10}
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: busy }}
    >
      {person && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="erase-form">
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('admin.people.eraseWarningTitle')}>
              <Stack gap="xs">
                <Text size="sm">{t('admin.people.eraseWarning')}</Text>
                <List size="sm" spacing={2}>
                  <List.Item>{t('admin.people.eraseGoes')}</List.Item>
                  <List.Item>{t('admin.people.eraseStays')}</List.Item>
                </List>
              </Stack>
            </Alert>
            <Text size="sm">
              {t('admin.people.eraseExportFirst')}{' '}
              <Anchor href={exportUrl(person._id)} download>
                {t('admin.people.downloadData')}
              </Anchor>
            </Text>
            {erase.isError && !fieldError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(t, erase.error)}
              </Alert>
            )}
            <TextInput
              label={t('admin.people.eraseConfirmLabel', { email: person.email })}
              description={t('admin.people.eraseConfirmHint')}
              // A long e-mail wraps on a phone rather than running off the dialog.
              styles={{ label: { overflowWrap: 'anywhere' } }}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
              disabled={busy}
              error={fieldErrorText(t, fieldError)}
              {...form.register('confirm')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={busy} disabled={!eraseConfirmed(typed, person.email)}>
                {t('admin.people.erase')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
