import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';
import { flutterwaveCode, flutterwaveVerification } from '../api.ts';
import { payWithFlutterwave } from '../flutterwave.ts';
import { useTimedMessage } from '../timing.ts';

interface FlutterwavePayButtonProps {
  packageId: string;
  companyName: string;
  checkoutButtonClickId?: string;
  /** Runs before Flutterwave opens; false stops. */
  prepare?: () => Promise<boolean>;
  onPaid: (orderId: string) => void;
}

/**
 * Spec 01 §9: packages in ngn, kes, ghs, ugx, zar, egp or mwk are paid through
 * Flutterwave: the server makes the code, Flutterwave takes the money, the
 * server verifies the transaction and creates the order.
 */
export function FlutterwavePayButton({ packageId, companyName, checkoutButtonClickId, prepare, onPaid }: FlutterwavePayButtonProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTimedMessage();

  async function pay() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (prepare && !(await prepare())) return;
      const code = await flutterwaveCode(packageId);
      const result = await payWithFlutterwave(code, companyName);
      if (result.kind === 'closed') return;
      const verified = await flutterwaveVerification({ transactionId: result.transactionId, txRef: result.txRef, checkoutButtonClickId });
      onPaid(verified.orderId);
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      <Button size="md" fullWidth loading={busy} onClick={() => void pay()} leftSection={<IconLock size={18} aria-hidden />}>
        {t('checkout.pay.flutterwave')}
      </Button>
    </Stack>
  );
}
