import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { PAID_CONFIRMATION_MS } from '../timing.ts';

/** 'Payment Successful' inside a payment dialog; it closes itself after 1.2 s (spec 01 §9: 1 to 1.5 s). */
export function PaymentSucceeded({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const timer = setTimeout(() => done.current(), PAID_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack align="center" gap="sm" py="md" role="status" aria-live="polite">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={38} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {t('messages.paymentSuccessful')}
      </Text>
    </Stack>
  );
}
