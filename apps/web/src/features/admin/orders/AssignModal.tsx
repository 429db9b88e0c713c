import type { TAdminOrderRow, TAssignableWriter } from '@draftdesk/contract';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText, translateText } from '../../../lib/messages.ts';
import { useAssignOrder } from './api.ts';

/** Gives an order to one of the site's active writers; the writers and the customer are told by the server. */
export function AssignModal({
  order,
  writers,
  onClose,
  onAssigned,
}: {
  order: Pick<TAdminOrderRow, '_id' | 'orderNumber' | 'writerId' | 'writerName'> | null;
  writers: TAssignableWriter[];
  onClose: () => void;
  onAssigned: (message: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const assign = useAssignOrder();
  const [writerId, setWriterId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const close = () => {
    if (assign.isPending) return;
    assign.reset();
    setWriterId(null);
    setMissing(false);
    onClose();
  };

  const submit = () => {
    if (!order) return;
    if (!writerId) return setMissing(true);
    assign.mutateAsync({ id: order._id, writerId }).then(
      (response) => {
        assign.reset();
        setWriterId(null);
        onAssigned(translateText(t, response.message));
      },
      () => undefined,
    );
  };

  const choices = writers
    .filter((w) => w._id !== order?.writerId)
    .map((w) => ({ value: w._id, label: t('admin.orders.writerChoice', { name: w.name, count: w.openOrders }) }));
  return (
    <Modal
      opened={order !== null}
      onClose={close}
      title={order ? t('admin.orders.assignTitle', { number: order.orderNumber }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {order && (
        <Stack gap="md">
          <Text size="sm">
            {order.writerName ? t('admin.orders.currentWriter', { name: order.writerName }) : t('admin.orders.noWriterYet')} {t('admin.orders.assignHint')}
          </Text>
          {assign.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, assign.error)}
            </Alert>
          )}
          {choices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.orders.noWriters')}
            </Text>
          ) : (
            <Select
              label={t('admin.orders.writer')}
              placeholder={t('admin.orders.chooseWriter')}
              data={choices}
              value={writerId}
              onChange={(value) => {
                setWriterId(value);
                setMissing(false);
              }}
              error={missing ? t('admin.orders.chooseWriterError') : undefined}
              required
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={assign.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={assign.isPending} disabled={choices.length === 0}>
              {t('admin.orders.assign')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
