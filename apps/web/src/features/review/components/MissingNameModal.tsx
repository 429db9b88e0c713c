import { ZReviewNameRequest, type TCritique } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { applyServerFieldErrors } from '../../../lib/forms.ts';
import { errorText, fieldErrorText } from '../../../lib/messages.ts';
import { useUpdateName } from '../api.ts';
import { REVIEW_NS } from '../namespace.ts';
import { NAME_FIELDS, isMissingDetail, type NameField } from '../rules.ts';

type NameInput = z.input<typeof ZReviewNameRequest>;
type NameOutput = z.output<typeof ZReviewNameRequest>;
const resolver = zodResolver(ZReviewNameRequest);

const INPUTS: Record<NameField, { label: string; autoComplete: string; type: string }> = {
  firstName: { label: 'review.nameModal.firstName', autoComplete: 'given-name', type: 'text' },
  lastName: { label: 'review.nameModal.lastName', autoComplete: 'family-name', type: 'text' },
  email: { label: 'review.nameModal.email', autoComplete: 'email', type: 'email' },
};

interface MissingNameModalProps {
  critique: Pick<TCritique, '_id' | NameField>;
  /** The fields to ask for (missingNameFields); the modal is open while there are any. */
  missing: readonly NameField[];
  opened: boolean;
  onSaved: () => void;
}

/** Spec 03 §4, §5: asks for the visitor's missing first name, last name or e-mail, only those; required. */
export function MissingNameModal({ critique, missing, opened, onSaved }: MissingNameModalProps) {
  const { t } = useTranslation(REVIEW_NS);
  const update = useUpdateName(critique._id);
  const form = useForm<NameInput, unknown, NameOutput>({
    resolver,
    // The details the review has stay as they are: only the missing ones are shown and typed.
    defaultValues: Object.fromEntries(NAME_FIELDS.map((field) => [field, isMissingDetail(critique[field]) ? '' : critique[field]])) as NameInput,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => void applyServerFieldErrors(error, form.setError, [...NAME_FIELDS]),
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={t('review.nameModal.title')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="missing-name-modal"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text>{t('review.nameModal.text')}</Text>
          {missing.map((field, index) => (
            <TextInput
              key={field}
              label={t(INPUTS[field].label)}
              type={INPUTS[field].type}
              autoComplete={INPUTS[field].autoComplete}
              required
              maxLength={field === 'email' ? 254 : 255}
              data-autofocus={index === 0 || undefined}
              error={fieldErrorText(t, errors[field])}
              {...form.register(field)}
            />
          ))}
          {update.isError && !(update.error instanceof ApiError && update.error.errors) && (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, update.error)}
            </Alert>
          )}
          <Button type="submit" loading={update.isPending}>
            {t('review.nameModal.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
