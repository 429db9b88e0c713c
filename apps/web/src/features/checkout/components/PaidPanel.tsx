import { Anchor, Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';

/** Normal mode after the payment: 'Payment Successful. Redirecting to Order', then the order opens. */
export function RedirectingToOrder() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Paper withBorder radius="md" p="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={38} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('checkout.paid.redirecting')}
        </Title>
        <Loader size="sm" aria-hidden />
      </Stack>
    </Paper>
  );
}

/** Back from the card provider's redirect, while the server checks the payment. */
export function ConfirmingPayment() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Paper withBorder radius="md" p="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm" ta="center">
        <Loader aria-hidden />
        <Text>{t('checkout.paid.confirming')}</Text>
      </Stack>
    </Paper>
  );
}

/** Widget mode after the payment (spec 03 §4): thanks, and the way into the customer portal. */
export function WidgetThanks({ portalUrl }: { portalUrl: string }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Paper withBorder radius="md" p="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={38} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('checkout.paid.thanksTitle')}
        </Title>
        <Text>{t('checkout.paid.thanksText')}</Text>
        <Button component="a" href={portalUrl} target="_blank" rel="noopener" rightSection={<IconExternalLink size={16} aria-hidden />}>
          {t('checkout.paid.openPortal')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('checkout.paid.portalHint')}{' '}
          <Anchor href="/login" target="_blank" rel="noopener" size="xs">
            {t('checkout.paid.logIn')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
