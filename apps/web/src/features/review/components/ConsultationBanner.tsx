import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { recordScheduleClick } from '../api.ts';
import { REVIEW_NS } from '../namespace.ts';

/** The site's consultation booking (critiquesConsultationLink), opened in a new tab; the click is recorded. */
export function ConsultationBanner({ link, critiqueId, critiqueViewId }: { link: string; critiqueId: string; critiqueViewId: string }) {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <Paper radius="md" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-primary-color-light)" component="section" aria-labelledby="consultation-title">
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 280px' }}>
          <IconCalendarEvent size={32} color="var(--mantine-primary-color-filled)" aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={4}>
            <Title order={2} size="h4" id="consultation-title">
              {t('review.consultation.title')}
            </Title>
            <Text>{t('review.consultation.text')}</Text>
          </Stack>
        </Group>
        <Button
          component="a"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          onClick={() => void recordScheduleClick(critiqueId, critiqueViewId).catch(() => undefined)}
          data-testid="consultation-button"
        >
          {t('review.consultation.button')}
          <VisuallyHidden> {t('review.consultation.newTab')}</VisuallyHidden>
        </Button>
      </Group>
    </Paper>
  );
}
