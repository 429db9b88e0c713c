import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** Every per-service page leads back to its order. */
export function BackToOrderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Button component={Link} to={`/orders/view/${orderId}`} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} data-print-hide>
      {t('writer.order.backToOrder')}
    </Button>
  );
}
