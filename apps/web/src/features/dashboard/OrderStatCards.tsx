import type { TOrderStats } from '@draftdesk/contract';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconFileText, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { BRAND } from '../../lib/theme.ts';

const CARDS: { key: keyof TOrderStats; label: string; icon: Icon; color: string }[] = [
  { key: 'total', label: 'dashboard.totalOrders', icon: IconFileText, color: BRAND },
  { key: 'pending', label: 'dashboard.pendingOrders', icon: IconClockHour4, color: 'orange' },
  { key: 'completed', label: 'dashboard.completedOrders', icon: IconCircleCheck, color: 'teal' },
];

/** Spec 01 §2: total, pending and completed orders. */
export function OrderStatCards({ stats }: { stats: TOrderStats }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {CARDS.map(({ key, label, icon: StatIcon, color }) => (
        <Card withBorder radius="md" padding="md" key={key}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text c="dimmed" size="sm" fw={500}>
                {t(label)}
              </Text>
              <Text fw={700} fz={28} lh={1.2} data-testid={`stat-${key}`}>
                {stats[key]}
              </Text>
            </div>
            <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
              <StatIcon size={24} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
