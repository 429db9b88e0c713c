import type { TSessionUser } from '@draftdesk/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';
import { customCheckoutLink } from '../api.ts';
import { useTimedMessage } from '../timing.ts';

interface CustomCheckoutButtonProps {
  productId: string;
  user: Pick<TSessionUser, 'firstName' | 'lastName' | 'email' | 'uniqueCustomerId'>;
  /** Checks the page's own fields first; false stops. */
  prepare: () => Promise<boolean>;
}

/** Spec 01 §5, §7: a site with a custom checkout sells through it: GET /checkout/custom-link, then leave. */
export function CustomCheckoutButton({ productId, user, prepare }: CustomCheckoutButtonProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTimedMessage();

  async function go() {
    setBusy(true);
    setError(null);
    try {
      if (!(await prepare())) return;
      const { link } = await customCheckoutLink({
        productId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        uniqueCustomerId: user.uniqueCustomerId || undefined,
      });
      window.location.assign(link);
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
      <Button size="md" fullWidth loading={busy} onClick={() => void go()} rightSection={<IconExternalLink size={18} aria-hidden />}>
        {t('checkout.pay.customCheckout')}
      </Button>
    </Stack>
  );
}
