import type { TInvoice } from '@draftdesk/contract';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentIntent } from '../checkout/api.ts';
import { PaymentPanel } from '../checkout/components/PaymentPanel.tsx';
import { PaymentSucceeded } from '../checkout/components/PaymentSucceeded.tsx';
import { CHECKOUT_NS } from '../../lib/i18n.ts';
import { formatPrice } from '../../lib/money.ts';
import { payInvoice } from './api.ts';

interface PayInvoiceModalProps {
  invoice: TInvoice | null;
  onClose: () => void;
  /** After 'Payment Successful' has shown. */
  onPaid: () => void;
}

/** Spec 01 §2: the invoice's Pay modal: the payment form, then POST /api/customer/invoices/pay. */
export function PayInvoiceModal({ invoice, onClose, onPaid }: PayInvoiceModalProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [attempt, setAttempt] = useState(0);
  const [paid, setPaid] = useState(false);
  const intent = usePaymentIntent(invoice && !paid ? { scope: 'customer', body: { invoice_id: invoice._id } } : null, attempt);

  return (
    <Modal
      opened={invoice !== null}
      onClose={paid ? onPaid : onClose}
      title={t('checkout.invoices.payTitle')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {invoice && paid && <PaymentSucceeded onDone={onPaid} />}
      {invoice && !paid && (
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{invoice.packageName}</Text>
            <Text fw={700}>{formatPrice(invoice.price, invoice.invoiceCurrency)}</Text>
          </Group>
          <PaymentPanel
            intent={intent.data}
            intentPending={intent.isFetching}
            intentError={intent.error}
            onRetryIntent={() => void intent.refetch()}
            complete={async (payment) => {
              await payInvoice({ payment, invoice_id: invoice._id });
              setPaid(true);
            }}
            renew={() => setAttempt((n) => n + 1)}
            returnUrl={() => `${window.location.origin}/invoices`}
          />
        </Stack>
      )}
    </Modal>
  );
}
