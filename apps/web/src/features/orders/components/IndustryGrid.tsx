import { INDUSTRIES, type TIndustry } from '@draftdesk/contract';
import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { INDUSTRY_ICONS } from '../industry-icons.ts';
import { industryKey } from '../labels.ts';
import classes from './IndustryGrid.module.css';

/** Spec 03 §2 step 1: a card per industry; each card is a toggle button (aria-pressed). */
export function IndustryGrid({ selected, onToggle }: { selected: readonly string[]; onToggle: (name: TIndustry) => void }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 5 }} spacing="sm" role="group" aria-label={t('initial.industriesGroup')}>
      {INDUSTRIES.map(({ name, icon }) => {
        const IndustryIcon = INDUSTRY_ICONS[icon];
        const pressed = selected.includes(name);
        return (
          <UnstyledButton key={name} className={classes.card} aria-pressed={pressed} onClick={() => onToggle(name)} data-industry={name}>
            {pressed && <IconCheck className={classes.check} size={16} aria-hidden />}
            <Stack align="center" gap={6}>
              <IndustryIcon size={28} stroke={1.6} aria-hidden />
              <Text size="sm" fw={500} ta="center" lh={1.25}>
                {t(industryKey(name))}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
