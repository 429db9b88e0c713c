import { RingProgress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { BRAND } from '../../../lib/theme.ts';

/** An order's statusPercentage as a ring: green at 100, the brand colour below. */
export function OrderProgressRing({ percent, size = 84 }: { percent: number; size?: number }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const value = Math.max(0, Math.min(100, percent));
  return (
    <RingProgress
      size={size}
      thickness={size / 10}
      roundCaps={value > 0}
      sections={[{ value, color: value >= 100 ? 'teal' : BRAND }]}
      label={
        <Text ta="center" fw={700} size={size < 84 ? 'xs' : 'sm'}>
          {t('orders.percent', { percent: value })}
        </Text>
      }
      role="img"
      aria-label={t('orders.percentComplete', { percent: value })}
    />
  );
}
