import type { TWriterOrderListItem } from '@draftdesk/contract';
import { Button, Group } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';
import { BRAND } from '../../../lib/theme.ts';
import { isOrderCompleted } from '../order-completed.ts';

interface OrderRowActionsProps {
  order: TWriterOrderListItem;
  onSetDate: (order: TWriterOrderListItem) => void;
  onArchive: (order: TWriterOrderListItem) => void;
  archiving: boolean;
}

/** Set Date (not for a completed order) and the archive toggle of one order. */
export function OrderRowActions({ order, onSetDate, onArchive, archiving }: OrderRowActionsProps) {
  const { t } = useTranslation(WRITER_NS);
  const label = { number: order.orderNumber };
  return (
    <Group gap="xs" wrap="nowrap">
      {!isOrderCompleted(order) && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          onClick={() => onSetDate(order)}
          aria-label={t('writer.orders.setDateFor', label)}
        >
          {t('writer.orders.setDate')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color={order.writerArchived ? BRAND : 'gray'}
        leftSection={order.writerArchived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
        onClick={() => onArchive(order)}
        loading={archiving}
        aria-label={order.writerArchived ? t('writer.orders.restoreFor', label) : t('writer.orders.archiveFor', label)}
      >
        {order.writerArchived ? t('writer.orders.restore') : t('writer.orders.archive')}
      </Button>
    </Group>
  );
}
