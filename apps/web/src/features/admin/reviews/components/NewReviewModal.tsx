import { ZCreateCritiqueFields, type TCreateCritiqueResponse } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../../lib/forms.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText, fieldErrorText } from '../../../../lib/messages.ts';
import { useCreateCritique, type CritiqueMaker } from '../../api.ts';
import { NewReviewLink } from './NewReviewLink.tsx';
import { ResumeFileField } from './ResumeFileField.tsx';

// The visitor's details, by the contract's own rules (the same as the public upload form's).
const detailsSchema = ZCreateCritiqueFields.pick({ firstName: true, lastName: true, email: true, phoneNumber: true });
const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
const EMPTY = { firstName: '', lastName: '', email: '', phoneNumber: '' };

/** 'New review': a resume and whose it is; once sent, the new review's link to copy. Writers use it too (their dashboard). */
export function NewReviewModal({ opened, onClose, maker = 'admin' }: { opened: boolean; onClose: () => void; maker?: CritiqueMaker }) {
  const { t } = useTranslation(ADMIN_NS);
  const create = useCreateCritique(maker);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<(TCreateCritiqueResponse & { email: string }) | null>(null);
  const form = useForm({ resolver: zodResolver(detailsSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const close = () => {
    if (create.isPending) return;
    form.reset(EMPTY);
    create.reset();
    setFile(null);
    setFileError(null);
    setProgress(null);
    setCreated(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(
    (fields) => {
      if (!file) {
        setFileError(t('admin.reviews.fileRequired'));
        return;
      }
      setProgress(0);
      create.mutate(
        { file, fields, onProgress: setProgress },
        {
          onSuccess: (response) => setCreated({ ...response, email: fields.email }),
          onError: (error) => void applyServerFieldErrors(error, form.setError, FIELDS),
          onSettled: () => setProgress(null),
        },
      );
    },
    () => !file && setFileError(t('admin.reviews.fileRequired')),
  );

  const busy = create.isPending;
  return (
    <Modal opened={opened} onClose={close} title={t('admin.reviews.newTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {created ? (
        <NewReviewLink link={created.link} critiqueId={created.critiqueId} email={created.email} onDone={close} withDetails={maker === 'admin'} />
      ) : (
        <form onSubmit={onSubmit} noValidate data-testid="new-review-form">
          <Stack gap="md">
            {create.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(t, create.error)}
              </Alert>
            )}
            <ResumeFileField file={file} onChange={setFile} error={fileError} onError={setFileError} progress={progress} disabled={busy} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('admin.reviews.firstName')}
                required
                autoComplete="off"
                data-autofocus
                disabled={busy}
                error={fieldErrorText(t, errors.firstName)}
                {...form.register('firstName')}
              />
              <TextInput
                label={t('admin.reviews.lastName')}
                required
                autoComplete="off"
                disabled={busy}
                error={fieldErrorText(t, errors.lastName)}
                {...form.register('lastName')}
              />
            </SimpleGrid>
            <TextInput
              label={t('admin.reviews.email')}
              description={t('admin.reviews.emailHint')}
              type="email"
              required
              autoComplete="off"
              disabled={busy}
              error={fieldErrorText(t, errors.email)}
              {...form.register('email')}
            />
            <TextInput
              label={t('admin.reviews.phone')}
              type="tel"
              autoComplete="off"
              disabled={busy}
              error={fieldErrorText(t, errors.phoneNumber)}
              {...form.register('phoneNumber')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('admin.reviews.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
