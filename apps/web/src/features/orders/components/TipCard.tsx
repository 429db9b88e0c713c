import { Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';

/**
 * Spec 01 §2 "a tip modal" on the order view: a completed order offers the
 * tip here too, so it stays reachable after the ORDER COMPLETED modal was
 * dismissed. Once tipped, it thanks the customer instead.
 */
export function TipCard({ tipped, currency, onLeaveTip }: { tipped: number | null; currency: string; onLeaveTip: () => void }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tip-card-title">
      <Group wrap="nowrap" gap="sm" mb="xs">
        <ThemeIcon size={36} radius="xl" variant="light" color="pink" aria-hidden>
          <IconHeartHandshake size={20} />
        </ThemeIcon>
        <Title order={2} size="h5" id="tip-card-title">
          {t('tip.cardTitle')}
        </Title>
      </Group>
      {tipped ? (
        <Text size="sm">{t('tip.tipped', { amount: formatPrice(tipped, currency) })}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md">
            {t('tip.cardText')}
          </Text>
          <Button fullWidth variant="light" color="pink" onClick={onLeaveTip}>
            {t('tip.cardButton')}
          </Button>
        </>
      )}
    </Card>
  );
}
