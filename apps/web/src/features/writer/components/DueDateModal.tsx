import '@mantine/dates/styles.layer.css';
import type { TWriterOrderListItem } from '@draftdesk/contract';
import { Alert, Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site.ts';
import { ApiError } from '../../../lib/api.ts';
import { currentLanguage, WRITER_NS } from '../../../lib/i18n.ts';
import { useSetDueDate } from '../api.ts';
import { dueDateText, dueDayOf, todayDay } from '../dates.ts';

export interface DueDateModalProps {
  order: Pick<TWriterOrderListItem, '_id' | 'orderNumber' | 'dueDate'> | null;
  onClose: () => void;
  /** The server's success text ('Due Date Set Successfully!'). */
  onSaved: (message: string) => void;
}

/** Spec 02 §5: pick the due day of an order; no past days (the list offers this only for open orders). */
export function DueDateModal({ order, onClose, onSaved }: DueDateModalProps) {
  const { t } = useTranslation(WRITER_NS);
  const site = useSite();
  const setDueDate = useSetDueDate();
  const today = todayDay();
  const current = dueDayOf(order?.dueDate);
  const [picked, setPicked] = useState<string | null>(null);
  const day = picked ?? (current && current >= today ? current : null);

  const close = () => {
    setPicked(null);
    setDueDate.reset();
    onClose();
  };
  const save = () => {
    if (!order || !day) return;
    setDueDate.mutate(
      { orderId: order._id, clientId: site.client_id, dueDate: day },
      {
        onSuccess: (response) => {
          onSaved(response.message);
          close();
        },
      },
    );
  };

  // Spec 02 §8: any failure shows 'Unexpected Error, Please Try again!'; a known reason (past day, completed order) is added.
  const reason = setDueDate.error instanceof ApiError ? setDueDate.error.code : undefined;
  const showReason = reason === 'dueDatePast' || reason === 'dueDateOrderCompleted';

  return (
    <Modal
      opened={order !== null}
      onClose={close}
      title={order ? t('writer.dueDate.title', { number: order.orderNumber }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {current ? t('writer.dueDate.current', { date: dueDateText(order?.dueDate) }) : t('writer.dueDate.none')}
        </Text>
        <Center>
          <DatePicker
            value={day}
            onChange={setPicked}
            minDate={today}
            defaultDate={day ?? today}
            locale={currentLanguage()}
            aria-label={t('writer.dueDate.picker')}
            nextLabel={t('writer.dueDate.nextMonth')}
            previousLabel={t('writer.dueDate.previousMonth')}
          />
        </Center>
        <Text size="sm" aria-live="polite">
          {day ? t('writer.dueDate.selected', { date: dueDateText(day) }) : t('writer.dueDate.pick')}
        </Text>
        {setDueDate.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('messages.dueDateFailed')}
            {showReason && ` ${t(`messages.${reason}`)}`}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={!day} loading={setDueDate.isPending}>
            {t('writer.dueDate.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
