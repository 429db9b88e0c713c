import type { TPaymentIntentResponse } from '@draftdesk/contract';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { errorText, translateText } from '../../../lib/messages.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useTimedMessage } from '../timing.ts';
import type { PaymentMethodHandle } from './payment-method.ts';
import { SandboxCardForm } from './SandboxCardForm.tsx';
import { StripePaymentForm } from './StripePaymentForm.tsx';

export interface PaymentPanelProps {
  /** The intent to pay; undefined while there is nothing to pay yet (e.g. no product chosen). */
  intent: TPaymentIntentResponse | undefined;
  /** A (new) intent is on its way: the previous one may still show, but cannot be paid. */
  intentPending: boolean;
  intentError: unknown;
  onRetryIntent: () => void;
  /** Runs before the card is charged (validate a form, register the customer); false stops the payment. */
  prepare?: () => Promise<boolean>;
  /** Confirms the paid intent on the server (order, invoice or tip); throws what to show. */
  complete: (intentId: string) => Promise<void>;
  /** The intent can no longer be paid (declined): ask for a new one. */
  renew: () => void;
  /** Where the card provider returns after a redirect (Stripe: Affirm); read when paying, after `prepare`. */
  returnUrl: () => string;
  onBeforeRedirect?: (intentId: string) => void;
  /** Defaults to "Pay $x" / "Place order". */
  payLabel?: string;
  /** Told when a payment starts and ends: the page locks what sets the price (coupon) meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * One payment, whatever it is for: the provider's form (sandbox card in test
 * mode, or Stripe's Payment Element), the pay button, and the provider's or
 * the server's error, which clears itself after 5 s (spec 03 §4, §9).
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const { intent, intentPending, intentError } = props;
  const { t } = useTranslation(CHECKOUT_NS);
  const [error, setError] = useTimedMessage();
  const [busy, setBusy] = useState(false);
  const method = useRef<PaymentMethodHandle>(null);
  // The intent on screen now, read after `prepare`: the one of the click must still be it.
  const latest = useRef({ intent, intentPending });
  useEffect(() => {
    latest.current = { intent, intentPending };
  });

  const setPaying = (value: boolean) => {
    setBusy(value);
    props.onBusyChange?.(value);
  };

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setPaying(true);
    try {
      if (!intent) {
        // Nothing to pay yet: the page's own checks say what is missing.
        await props.prepare?.();
        return;
      }
      if (props.prepare && !(await props.prepare())) return;
      // The price changed while preparing (a new intent: coupon, product): charge nothing, the button shows the new amount.
      if (latest.current.intentPending || latest.current.intent?.intent_id !== intent.intent_id) {
        setError(t('checkout.pay.priceChanged'));
        return;
      }
      if (intent.provider === 'none') {
        await props.complete(intent.intent_id);
        return;
      }
      const outcome = await method.current!.charge();
      if (outcome.kind === 'paid') await props.complete(outcome.intentId);
      else if (outcome.kind === 'declined') {
        setError(translateText(t, outcome.message));
        props.renew();
      } else if (outcome.kind === 'failed') setError(translateText(t, outcome.message));
    } catch (err) {
      setError(errorText(t, err));
      // 402: the provider declined it after all; a new attempt needs a new intent.
      if (err instanceof ApiError && err.status === 402) props.renew();
    } finally {
      setPaying(false);
    }
  }

  const label =
    props.payLabel ??
    (intent?.provider === 'none'
      ? t('checkout.pay.placeOrder')
      : intent
        ? t('checkout.pay.payAmount', { amount: formatPrice(intent.amount, intent.currency) })
        : t('checkout.pay.pay'));

  return (
    <form onSubmit={pay} noValidate aria-label={t('checkout.pay.formLabel')}>
      <Stack gap="md">
        {intentPending && !intent && <Skeleton h={150} radius="md" role="status" aria-label={t('checkout.card.loading')} />}
        {!!intentError && !intentPending && <ErrorAlert message={errorText(t, intentError)} onRetry={props.onRetryIntent} />}
        {intent?.provider === 'sandbox' && <SandboxCardForm ref={method} intent={intent} disabled={busy} />}
        {intent?.provider === 'stripe' && (
          <StripePaymentForm ref={method} intent={intent} returnUrl={props.returnUrl} onBeforeRedirect={props.onBeforeRedirect} />
        )}
        {intent?.provider === 'none' && (
          <Alert color="teal" variant="light">
            {translateText(t, intent.message)}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="payment-error">
            {error}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={busy} disabled={intentPending || !!intentError} leftSection={<IconLock size={18} aria-hidden />}>
          {label}
        </Button>
        {intent?.provider === 'stripe' && (
          <Text size="xs" c="dimmed" ta="center">
            {t('checkout.pay.secureNote')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
