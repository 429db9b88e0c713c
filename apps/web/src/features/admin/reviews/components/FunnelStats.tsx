import type { TCritiqueFunnel } from '@draftdesk/contract';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n.ts';

const STEPS = ['views', 'scheduleClicks', 'checkoutClicks', 'purchases'] as const;

/** How far the visitor went: views of the review, consultation clicks, checkout clicks, purchases. */
export function FunnelStats({ funnel }: { funnel: TCritiqueFunnel }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="funnel-title">
      <Title order={2} size="h4" id="funnel-title" mb="md">
        {t('admin.reviews.funnelTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
        {STEPS.map((step) => (
          <div key={step} data-testid={`funnel-${step}`}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`admin.reviews.funnel.${step}`)}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700} lh={1.2}>
              {number.format(funnel[step])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
