import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';
import { BRAND } from '../../../lib/theme.ts';

/** An order's status percentage as a bar and a number. */
export function StatusProgress({ value, w = 140 }: { value: number; w?: number | string }) {
  const { t } = useTranslation(WRITER_NS);
  const color = value >= 100 ? 'teal' : value > 0 ? BRAND : 'gray';
  return (
    <Group gap="xs" wrap="nowrap" w={w}>
      <Progress value={value} color={color} size="sm" style={{ flex: 1 }} aria-label={t('writer.order.statusLabel', { percent: value })} />
      <Text size="sm" fw={600} miw={36} ta="right">
        {t('writer.order.percent', { percent: value })}
      </Text>
    </Group>
  );
}
