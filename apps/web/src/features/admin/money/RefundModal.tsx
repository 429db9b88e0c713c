import type { TAdminPaymentRow } from '@draftdesk/contract';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';
import { formatPrice } from '../../../lib/money.ts';
import { FigureGrid } from '../components/ListParts.tsx';
import { useRefund } from './api.ts';
import { leftToRefund, refundAmountProblem } from './money-form.ts';
import { useProviderName } from './PaymentParts.tsx';

interface RefundModalProps {
  /** The payment as the list shows it now (a reload after a stale refund brings the fresh one). */
  payment: TAdminPaymentRow;
  onClose: () => void;
  onRefunded: (message: string) => void;
  onReload: () => Promise<unknown>;
}

/**
 * Refund (part of) a payment through its provider: the amount (what is left, at first), then a confirmation that
 * says the amount, the customer and the provider. The server's refusals (a stale view, too much, a provider refunded
 * in its own dashboard) stay in the dialog.
 */
function RefundForm({ payment, onClose, onRefunded, onReload }: RefundModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const providerName = useProviderName();
  const refund = useRefund();
  const left = leftToRefund(payment);
  const [amount, setAmount] = useState<number | null>(left);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reloading, setReloading] = useState(false);
  const problem = refundAmountProblem(amount, left);
  const price = (value: number) => formatPrice(value, payment.currency);
  const who = payment.customerName ?? payment.customerEmail ?? t('admin.money.payments.noCustomer');
  const stale = refund.error instanceof ApiError && refund.error.code === 'staleWrite';

  const review = () => {
    setTouched(true);
    if (problem) return;
    refund.reset();
    setConfirming(true);
  };
  const send = () =>
    refund.mutateAsync({ id: payment._id, body: { amount: amount!, refundedSoFar: payment.refunded } }).then(
      (response) => onRefunded(response.message),
      () => setConfirming(false),
    );
  const reload = () => {
    setReloading(true);
    void onReload().finally(() => {
      setReloading(false);
      refund.reset();
    });
  };

  return (
    <Stack gap="md">
      <FigureGrid
        figures={[
          [t('admin.money.refund.customer'), who],
          [t('admin.money.refund.provider'), providerName(payment.provider)],
          [t('admin.money.refund.paid'), price(payment.amount)],
          [t('admin.money.refund.refundedSoFar'), price(payment.refunded)],
          [t('admin.money.refund.left'), price(left)],
        ]}
      />
      {refund.isError && (
        <Alert color={stale ? 'orange' : 'red'} variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" data-testid="refund-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(t, refund.error)}</Text>
            {stale && (
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={reload} loading={reloading}>
                {t('admin.money.reload')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {!confirming ? (
        <>
          <NumberInput
            label={t('admin.money.refund.amount', { currency: payment.currency.toUpperCase() })}
            description={t('admin.money.refund.amountHint', { left: price(left) })}
            value={amount ?? ''}
            onChange={(value) => setAmount(typeof value === 'number' ? value : null)}
            onBlur={() => setTouched(true)}
            min={0}
            max={left}
            clampBehavior="none"
            decimalScale={2}
            allowNegative={false}
            required
            data-autofocus
            error={touched && problem ? t(`admin.money.refund.problems.${problem}`, { left: price(left) }) : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={review}>{t('admin.money.refund.continue')}</Button>
          </Group>
        </>
      ) : (
        <>
          <Alert color="orange" variant="light" role="note" data-testid="refund-confirm">
            {t('admin.money.refund.confirmText', { amount: price(amount ?? 0), name: who, provider: providerName(payment.provider) })}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={refund.isPending}>
              {t('admin.money.refund.back')}
            </Button>
            <Button color="red" onClick={() => void send()} loading={refund.isPending} data-autofocus>
              {t('admin.money.refund.confirm', { amount: price(amount ?? 0) })}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

export function RefundModal(props: Omit<RefundModalProps, 'payment'> & { payment: TAdminPaymentRow | null }) {
  const { t } = useTranslation(ADMIN_NS);
  const { payment, onClose } = props;
  return (
    <Modal opened={payment !== null} onClose={onClose} title={t('admin.money.refund.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {payment && <RefundForm key={payment._id} {...props} payment={payment} />}
    </Modal>
  );
}
