import type { TCheckCouponResponse } from '@draftdesk/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { errorText, translateText } from '../../../lib/messages.ts';
import { checkCoupon } from '../api.ts';
import { useTimedMessage } from '../timing.ts';

export interface AppliedCoupon {
  code: string;
  discountAmount: number;
  total: number;
  currency: string;
  message: string;
}

interface CouponBoxProps {
  packageId: string;
  applied: AppliedCoupon | null;
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
  /** A code from the link (?coupon=): applied once, as if typed. */
  initialCode?: string;
  disabled?: boolean;
  /** Told when a check starts and ends: paying waits for it, as the price may change. */
  onVerifyingChange?: (verifying: boolean) => void;
}

/**
 * Spec 03 §4 Coupon: idle, verifying, applied (the input locked), and remove
 * (the discount back to 0). Apply waits for a code and for the running check.
 */
export function CouponBox({ packageId, applied, onApply, onRemove, initialCode = '', disabled = false, onVerifyingChange }: CouponBoxProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [code, setCode] = useState(applied?.code ?? initialCode);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useTimedMessage();
  const autoApplied = useRef(false);

  async function apply(value: string) {
    const couponCode = value.trim();
    if (!couponCode || verifying) return;
    setVerifying(true);
    onVerifyingChange?.(true);
    setError(null);
    try {
      const answer: TCheckCouponResponse = await checkCoupon(packageId, couponCode);
      onApply({ code: couponCode, discountAmount: answer.discountAmount, total: answer.total, currency: answer.currency, message: answer.message });
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setVerifying(false);
      onVerifyingChange?.(false);
    }
  }

  useEffect(() => {
    if (autoApplied.current || !initialCode.trim() || applied) return;
    autoApplied.current = true;
    void apply(initialCode);
    // Once, for the link's code: `apply` and `applied` change with every check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode]);

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('checkout.coupon.label')}
          placeholder={t('checkout.coupon.placeholder')}
          leftSection={<IconTicket size={18} aria-hidden />}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (!applied) void apply(code);
            }
          }}
          disabled={!!applied || verifying || disabled}
          error={error ? true : undefined}
          // An applied code stays readable while it is locked.
          styles={applied ? { input: { opacity: 1, color: 'var(--mantine-color-text)' } } : undefined}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        {applied ? (
          <Button
            variant="default"
            disabled={disabled}
            onClick={() => {
              setCode('');
              onRemove();
            }}
          >
            {t('checkout.coupon.remove')}
          </Button>
        ) : (
          <Button variant="light" loading={verifying} disabled={!code.trim() || verifying || disabled} onClick={() => void apply(code)}>
            {t('checkout.coupon.apply')}
          </Button>
        )}
      </Group>
      {verifying && (
        <Text size="sm" c="dimmed" role="status">
          {t('checkout.coupon.verifying')}
        </Text>
      )}
      {applied && (
        <Group gap={6} c="teal.8" role="status" wrap="nowrap">
          <IconCircleCheck size={18} aria-hidden />
          <Text size="sm" c="teal.8">
            {translateText(t, applied.message)}
          </Text>
        </Group>
      )}
      {error && (
        <Text size="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
