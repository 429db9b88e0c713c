import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

interface OrderCompletedModalProps {
  opened: boolean;
  writerName: string | null;
  noThanksPending: boolean;
  error?: string;
  onLeaveTip: () => void;
  onNoThanks: () => void;
  onClose: () => void;
}

/** Spec 01 §4 check 3: ORDER COMPLETED, with LEAVE A TIP and No Thanks. */
export function OrderCompletedModal({ opened, writerName, noThanksPending, error, onLeaveTip, onNoThanks, onClose }: OrderCompletedModalProps) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tip.completedTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
          <IconConfetti size={36} />
        </ThemeIcon>
        <Text>{writerName ? t('tip.completedTextWriter', { name: writerName }) : t('tip.completedText')}</Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="center" gap="sm">
          <Button variant="default" onClick={onNoThanks} loading={noThanksPending}>
            {t('tip.noThanks')}
          </Button>
          <Button onClick={onLeaveTip}>{t('tip.leaveTip')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
