import { TIP_MINIMUM, TIP_PRESETS, tipAmount, type TipChoice } from '@draftdesk/contract';
import { Anchor, Button, Group, Modal, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePaymentIntent } from '../../checkout/api.ts';
import { PaymentPanel } from '../../checkout/components/PaymentPanel.tsx';
import { PaymentSucceeded } from '../../checkout/components/PaymentSucceeded.tsx';
import { payTip } from '../api.ts';

export interface TipModalProps {
  opened: boolean;
  orderId: string;
  /** What the order cost (major units): the base of the percentages. */
  price: number;
  currency: string;
  writerName: string | null;
  onClose: () => void;
  /** After 'Payment Successful' has shown. */
  onTipped: () => void;
}

type Step = 'choose' | 'pay' | 'paid';
const CUSTOM = 'custom';

/**
 * Spec 01 §5, §9: a tip of 5, 10 or 15 % of the order, or a custom 0-100 %
 * on a slider; never below 2 (the contract's tipAmount). Then the payment,
 * POST /api/customer/orders/tip/{id}, and a confirmation that closes itself.
 */
export default function TipModal({ opened, orderId, price, currency, writerName, onClose, onTipped }: TipModalProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [preset, setPreset] = useState<string>(String(TIP_PRESETS[1]));
  const [custom, setCustom] = useState(20);
  const [step, setStep] = useState<Step>('choose');
  const [attempt, setAttempt] = useState(0);
  const choice: TipChoice = preset === CUSTOM ? { custom } : { percent: Number(preset) as (typeof TIP_PRESETS)[number] };
  const amount = tipAmount(price, choice);
  const intent = usePaymentIntent(opened && step === 'pay' ? { scope: 'customer', body: { tip: { orderId, amount } } } : null, attempt);

  return (
    <Modal
      opened={opened}
      onClose={step === 'paid' ? onTipped : onClose}
      title={t('checkout.tip.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {step === 'paid' && <PaymentSucceeded onDone={onTipped} />}
      {step === 'choose' && (
        <Stack gap="md">
          <Text>{writerName ? t('checkout.tip.introWriter', { name: writerName }) : t('checkout.tip.intro')}</Text>
          <SegmentedControl
            fullWidth
            value={preset}
            onChange={setPreset}
            aria-label={t('checkout.tip.percentLabel')}
            data={[
              ...TIP_PRESETS.map((percent) => ({ value: String(percent), label: t('checkout.tip.percent', { percent }) })),
              { value: CUSTOM, label: t('checkout.tip.custom') },
            ]}
          />
          {preset === CUSTOM && (
            <Stack gap={4}>
              <Text size="sm" id="tip-custom-label">
                {t('checkout.tip.customLabel', { percent: custom })}
              </Text>
              <Slider
                min={0}
                max={100}
                step={1}
                value={custom}
                onChange={setCustom}
                // The text above says the value: a floating label would cover it.
                label={null}
                marks={[0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }))}
                thumbLabel={t('checkout.tip.customLabel', { percent: custom })}
                mb="lg"
              />
            </Stack>
          )}
          <Group justify="space-between" align="baseline">
            <Text c="dimmed" size="sm">
              {t('checkout.tip.amountLabel')}
            </Text>
            <Text fw={700} size="xl" data-testid="tip-amount">
              {formatPrice(amount, currency)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('checkout.tip.minimum', { amount: formatPrice(TIP_MINIMUM, currency) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => setStep('pay')}>{t('checkout.tip.continue')}</Button>
          </Group>
        </Stack>
      )}
      {step === 'pay' && (
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Text>{t('checkout.tip.paying', { amount: formatPrice(amount, currency) })}</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => setStep('choose')}>
              {t('checkout.tip.change')}
            </Anchor>
          </Group>
          <PaymentPanel
            intent={intent.data}
            intentPending={intent.isFetching}
            intentError={intent.error}
            onRetryIntent={() => void intent.refetch()}
            complete={async (payment) => {
              await payTip(orderId, { tip: amount, payment });
              setStep('paid');
            }}
            renew={() => setAttempt((n) => n + 1)}
            returnUrl={() => `${window.location.origin}/orders/view/${encodeURIComponent(orderId)}`}
          />
        </Stack>
      )}
    </Modal>
  );
}
