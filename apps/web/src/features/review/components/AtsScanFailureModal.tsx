import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';

/** Spec 03 §2: the urgent modal when no name (or no text) could be read from the resume. */
export function AtsScanFailureModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="md"
      title={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <IconAlertTriangle size={22} color="var(--mantine-color-red-7)" aria-hidden />
          <span>{t('messages.atsScanFailure')}</span>
        </span>
      }
      styles={{ title: { fontWeight: 700, color: 'var(--mantine-color-red-8)' } }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="ats-scan-failure"
    >
      <Stack gap="md">
        <Text>{t('review.atsModal.body')}</Text>
        <Text>{t('review.atsModal.hint')}</Text>
        <Button onClick={onClose} color="red" data-autofocus>
          {t('review.atsModal.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
