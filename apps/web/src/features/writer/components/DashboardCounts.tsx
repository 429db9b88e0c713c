import type { TWriterDashboardResponse } from '@draftdesk/contract';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArchive, IconCircleCheck, IconClipboardList, IconProgress, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';
import { BRAND } from '../../../lib/theme.ts';

type Counts = TWriterDashboardResponse['counts'];

const CARDS: { key: keyof Counts; label: string; icon: Icon; color: string }[] = [
  { key: 'total', label: 'writer.dashboard.total', icon: IconClipboardList, color: BRAND },
  { key: 'inProgress', label: 'writer.dashboard.inProgress', icon: IconProgress, color: 'blue' },
  { key: 'completed', label: 'writer.dashboard.completed', icon: IconCircleCheck, color: 'teal' },
  { key: 'archived', label: 'writer.dashboard.archived', icon: IconArchive, color: 'gray' },
];

/** The writer's orders counted by state. */
export function DashboardCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {CARDS.map(({ key, label, icon: CardIcon, color }) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {t(label)}
              </Text>
              <Text fz={28} fw={700} lh={1.2} data-testid={`count-${key}`}>
                {counts[key]}
              </Text>
            </div>
            <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
              <CardIcon size={22} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
