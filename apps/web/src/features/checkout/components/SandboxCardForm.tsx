import { SANDBOX_TEST_CARDS, type TPaymentIntentResponse } from '@draftdesk/contract';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { authenticateSandboxCard, confirmSandboxCard } from '../api.ts';
import { groupCardNumber } from './card-number.ts';
import { ExtraStepDialog } from './ExtraStepDialog.tsx';
import { outcomeOf, type PaymentMethodHandle } from './payment-method.ts';
import { TestModeBadge } from './TestModeBadge.tsx';

const TEST_CARDS = [
  { number: SANDBOX_TEST_CARDS.succeeds, outcome: 'checkout.card.outcomes.succeeds' },
  { number: SANDBOX_TEST_CARDS.declined, outcome: 'checkout.card.outcomes.declined' },
  { number: SANDBOX_TEST_CARDS.authenticate, outcome: 'checkout.card.outcomes.authenticate' },
] as const;

interface SandboxCardFormProps {
  intent: TPaymentIntentResponse;
  disabled: boolean;
  ref: Ref<PaymentMethodHandle>;
}

/** The sandbox provider's card form (DESIGN §1): test mode, labelled as such, with its three test cards. */
export function SandboxCardForm({ intent, disabled, ref }: SandboxCardFormProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [card, setCard] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [extraStep, setExtraStep] = useState<{ resolve: (outcome: 'approve' | 'fail') => void } | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useImperativeHandle(
    ref,
    () => ({
      async charge() {
        if (!card.trim()) {
          setCardError(t('checkout.card.required'));
          input.current?.focus();
          return { kind: 'failed', message: t('checkout.card.required') };
        }
        const secret = intent.client_secret ?? '';
        let result = (await confirmSandboxCard(intent.intent_id, secret, card)).intent;
        if (result.status === 'requires_action') {
          const outcome = await new Promise<'approve' | 'fail'>((resolve) => setExtraStep({ resolve }));
          setAuthenticating(true);
          try {
            result = (await authenticateSandboxCard(intent.intent_id, secret, outcome)).intent;
          } finally {
            setAuthenticating(false);
            setExtraStep(null);
          }
        }
        return outcomeOf(result);
      },
    }),
    [card, intent, t],
  );

  return (
    <Paper withBorder radius="md" p="md" bg="orange.0" style={{ borderColor: 'var(--mantine-color-orange-3)' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('checkout.card.title')}</Text>
          <TestModeBadge />
        </Group>
        <TextInput
          ref={input}
          label={t('checkout.card.number')}
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          leftSection={<IconCreditCard size={18} aria-hidden />}
          value={card}
          disabled={disabled}
          error={cardError}
          aria-describedby={hintId}
          onChange={(event) => {
            setCard(groupCardNumber(event.currentTarget.value));
            setCardError(null);
          }}
        />
        <div id={hintId}>
          <Text size="sm" c="dimmed" mb={4}>
            {t('checkout.card.testCardsHint')}
          </Text>
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {TEST_CARDS.map((test) => (
              <Group key={test.number} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ minWidth: 0, flex: 1 }}>
                  <Text span ff="monospace" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {test.number}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    {t(test.outcome)}
                  </Text>
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  style={{ flexShrink: 0 }}
                  disabled={disabled}
                  aria-label={t('checkout.card.useCardLabel', { number: test.number })}
                  onClick={() => {
                    setCard(test.number);
                    setCardError(null);
                  }}
                >
                  {t('checkout.card.useCard')}
                </Button>
              </Group>
            ))}
          </Stack>
        </div>
      </Stack>
      <ExtraStepDialog
        opened={extraStep !== null}
        amount={formatPrice(intent.amount, intent.currency)}
        busy={authenticating}
        onChoose={(outcome) => extraStep?.resolve(outcome)}
      />
    </Paper>
  );
}
