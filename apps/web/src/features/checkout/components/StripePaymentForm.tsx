import { type TPaymentIntentResponse } from '@draftdesk/contract';
import { serverText } from '../../../lib/messages.ts';
import { Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { loadStripe, type StripeClient, type StripeElements } from '../stripe.ts';
import { outcomeOf, type PaymentMethodHandle } from './payment-method.ts';
import { TestModeBadge } from './TestModeBadge.tsx';

interface StripePaymentFormProps {
  intent: TPaymentIntentResponse;
  /** Where Stripe sends the browser back after a redirect (Affirm); read when paying. */
  returnUrl: () => string;
  /** Called just before Stripe may take the page away. */
  onBeforeRedirect?: (intentId: string) => void;
  ref: Ref<PaymentMethodHandle>;
}

/** Stripe's Payment Element (cards, and Affirm where the intent offers it), loaded only for sites that use Stripe. */
export function StripePaymentForm({ intent, returnUrl, onBeforeRedirect, ref }: StripePaymentFormProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let element: ReturnType<StripeElements['create']> | null = null;
    setState('loading');
    loadStripe(intent.publishableKey ?? '')
      .then((client) => {
        if (cancelled || !mountPoint.current) return;
        const elements = client.elements({ clientSecret: intent.client_secret ?? '' });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => !cancelled && setState('ready'));
        element.mount(mountPoint.current);
        stripe.current = { client, elements };
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      element?.destroy();
      stripe.current = null;
    };
  }, [intent.client_secret, intent.publishableKey]);

  useImperativeHandle(
    ref,
    () => ({
      async charge() {
        if (!stripe.current) return { kind: 'failed', message: serverText('paymentProviderUnavailable') };
        const { client, elements } = stripe.current;
        onBeforeRedirect?.(intent.intent_id);
        const result = await client.confirmPayment({ elements, confirmParams: { return_url: returnUrl() }, redirect: 'if_required' });
        if (result.error) return { kind: 'failed', message: result.error.message || serverText('paymentDeclined') };
        if (!result.paymentIntent) return { kind: 'redirected' };
        return outcomeOf(result.paymentIntent);
      },
    }),
    [intent.intent_id, onBeforeRedirect, returnUrl],
  );

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('checkout.card.title')}</Text>
          {intent.testMode && <TestModeBadge />}
        </Group>
        {state === 'failed' && <ErrorAlert message={t('messages.paymentProviderUnavailable')} />}
        {state === 'loading' && <Loader size="sm" aria-label={t('checkout.card.loading')} />}
        <Box ref={mountPoint} />
      </Stack>
    </Paper>
  );
}
