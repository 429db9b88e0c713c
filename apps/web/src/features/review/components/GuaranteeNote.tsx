import { CRITIQUE_LIMITS } from '@draftdesk/contract';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';

/** Spec 03 §9: the 60-day re-write guarantee. */
export function GuaranteeNote() {
  const { t } = useTranslation(REVIEW_NS);
  const days = CRITIQUE_LIMITS.guaranteeDays;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="guarantee-title" data-testid="guarantee">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconShieldCheck size={32} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4}>
          <Title order={2} size="h4" id="guarantee-title">
            {t('review.guarantee.title', { days })}
          </Title>
          <Text>{t('review.guarantee.text', { days })}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
