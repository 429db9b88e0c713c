import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { TestModeBadge } from './TestModeBadge.tsx';

interface ExtraStepDialogProps {
  opened: boolean;
  /** The amount being paid, formatted. */
  amount: string;
  busy: boolean;
  onChoose: (outcome: 'approve' | 'fail') => void;
}

/**
 * The sandbox's stand-in for a bank's 3-D Secure page (test card 4000 0027
 * 6000 3184): the tester decides whether the bank approves.
 */
export function ExtraStepDialog({ opened, amount, busy, onChoose }: ExtraStepDialogProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Modal
      opened={opened}
      onClose={() => onChoose('fail')}
      title={t('checkout.extraStep.title')}
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md" align="center" ta="center">
        <TestModeBadge />
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconShieldLock size={30} />
        </ThemeIcon>
        <Text>{t('checkout.extraStep.text', { amount })}</Text>
        <Text size="sm" c="dimmed">
          {t('checkout.extraStep.hint')}
        </Text>
        <Group justify="center" gap="sm">
          <Button variant="default" color="red" disabled={busy} onClick={() => onChoose('fail')}>
            {t('checkout.extraStep.fail')}
          </Button>
          <Button loading={busy} onClick={() => onChoose('approve')}>
            {t('checkout.extraStep.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
