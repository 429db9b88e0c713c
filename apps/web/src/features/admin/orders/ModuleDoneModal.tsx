import { ADMIN_REASON_MAX, ZAdminTaskRequest } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../lib/forms.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { fieldErrorText } from '../../../lib/messages.ts';
import { useSetModuleDone } from './api.ts';
import { WriteError } from './WriteError.tsx';

// The reason follows the contract's own rule (3 to 500 characters).
const reasonSchema = ZAdminTaskRequest.pick({ reason: true });
type ReasonForm = { reason: string };

/** The module an admin is about to mark, and which way. */
export interface ModuleChoice {
  serviceId: string;
  serviceName: string;
  taskId: string;
  title: string;
  done: boolean;
}

interface ModuleDoneModalProps {
  orderId: string;
  /** The order's `updatedAt` as the page loaded it. */
  updatedAt: string;
  choice: ModuleChoice | null;
  onClose: () => void;
  /** The server's (untranslated) success text. */
  onSaved: (message: string) => void;
  onReload: () => void;
}

/** Marks a module done or not done; the reason is required and kept in the order's timeline. */
export function ModuleDoneModal({ orderId, updatedAt, choice, onClose, onSaved, onReload }: ModuleDoneModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const save = useSetModuleDone(orderId);
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });

  const close = () => {
    if (save.isPending) return;
    form.reset();
    save.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(({ reason }) => {
    if (!choice) return;
    save.mutate(
      { serviceId: choice.serviceId, taskId: choice.taskId, done: choice.done, reason, updatedAt },
      {
        onSuccess: (response) => {
          form.reset();
          save.reset();
          onSaved(response.message);
        },
        onError: (error) => void applyServerFieldErrors(error, form.setError, ['reason']),
      },
    );
  });

  return (
    <Modal
      opened={choice !== null}
      onClose={close}
      title={choice ? t(choice.done ? 'admin.order.markDoneTitle' : 'admin.order.markUndoneTitle', { module: choice.title }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {choice && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t(choice.done ? 'admin.order.markDoneHint' : 'admin.order.markUndoneHint', { service: choice.serviceName, module: choice.title })}
            </Text>
            {save.isError && (
              <WriteError
                error={save.error}
                onReload={() => {
                  close();
                  onReload();
                }}
              />
            )}
            <Textarea
              label={t('admin.order.reason')}
              description={t('admin.order.reasonHint')}
              required
              autosize
              minRows={3}
              maxRows={8}
              maxLength={ADMIN_REASON_MAX}
              data-autofocus
              error={fieldErrorText(t, form.formState.errors.reason)}
              {...form.register('reason')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={save.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t(choice.done ? 'admin.order.markDone' : 'admin.order.markUndone')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
