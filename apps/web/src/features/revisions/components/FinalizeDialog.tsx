import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

interface FinalizeDialogProps {
  opened: boolean;
  pending: boolean;
  error?: string;
  onClose: () => void;
  onFinalize: () => void;
}

/** Spec 01 §4: "is this your final request?", and confirming asks a second time before finalizing. */
export function FinalizeDialog({ opened, pending, error, onClose, onFinalize }: FinalizeDialogProps) {
  const { t } = useTranslation(CUSTOMER_NS);
  const [step, setStep] = useState<'ask' | 'confirm'>('ask');
  useEffect(() => {
    if (opened) setStep('ask');
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={step === 'ask' ? t('revisions.finalQuestionTitle') : t('revisions.finalConfirmTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{step === 'ask' ? t('revisions.finalQuestionText') : t('revisions.finalConfirmText')}</Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {step === 'ask' ? t('revisions.finalNo') : t('common.cancel')}
          </Button>
          {step === 'ask' ? (
            <Button onClick={() => setStep('confirm')}>{t('revisions.finalYes')}</Button>
          ) : (
            <Button color="teal" onClick={onFinalize} loading={pending}>
              {t('revisions.finalConfirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
