import { Badge } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';

/** DESIGN §1: a test-mode payment says so, always. */
export function TestModeBadge() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Badge color="orange" variant="filled" leftSection={<IconFlask size={14} aria-hidden />} data-testid="test-mode">
      {t('checkout.card.testMode')}
    </Badge>
  );
}
