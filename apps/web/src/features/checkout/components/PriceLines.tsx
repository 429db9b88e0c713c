import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';

interface PriceLinesProps {
  price: number;
  discount: number;
  total: number;
  currency: string;
}

/** Price, coupon discount and what is due, as the server computed them. */
export function PriceLines({ price, discount, total, currency }: PriceLinesProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm">{t('checkout.summary.price')}</Text>
        <Text size="sm">{formatPrice(price, currency)}</Text>
      </Group>
      {discount > 0 && (
        <Group justify="space-between" c="teal.8">
          <Text size="sm">{t('checkout.summary.discount')}</Text>
          <Text size="sm" data-testid="discount">
            −{formatPrice(discount, currency)}
          </Text>
        </Group>
      )}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('checkout.summary.total')}</Text>
        <Text fw={700} size="lg" data-testid="total">
          {formatPrice(total, currency)}
        </Text>
      </Group>
    </Stack>
  );
}
