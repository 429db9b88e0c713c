import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';

/** An order's one price: what the customer paid, and the list price struck through when a discount applied. */
export function OrderPrice({ price, listPrice, currency }: { price: number; listPrice: number | null; currency: string }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <span data-testid="order-price">
      {formatPrice(price, currency)}
      {listPrice !== null && (
        <>
          {' '}
          <Text component="s" inherit td="line-through" fw={400} data-testid="order-list-price">
            <VisuallyHidden>{t('orders.facts.listPrice')}: </VisuallyHidden>
            {formatPrice(listPrice, currency)}
          </Text>
        </>
      )}
    </span>
  );
}
