import type { TCritiqueScores } from '@draftdesk/contract';
import { Button, Group, Paper, Progress, RingProgress, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';
import { reviewPdfUrl } from '../api.ts';
import { scoreColor } from '../rules.ts';

const PARTS = ['structure', 'impact', 'language', 'ats'] as const;

/** The greeting and the scores: overall in a ring, each part as a bar; the number is always written out. */
export function ReviewHeader({
  critiqueId,
  name,
  scores,
  fileName,
}: {
  critiqueId: string;
  name: string;
  scores: TCritiqueScores | undefined;
  fileName: string;
}) {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="header">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {name ? t('review.page.greeting', { name }) : t('review.page.greetingAnonymous')}
            </Title>
            {fileName && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('review.page.fileName', { name: fileName })}
              </Text>
            )}
          </Stack>
          {scores && (
            <Button component="a" href={reviewPdfUrl(critiqueId)} download variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
              {t('review.page.downloadPdf')}
            </Button>
          )}
        </Group>
        {scores && (
          <section aria-labelledby="review-scores-title">
            <VisuallyHidden>
              <h2 id="review-scores-title">{t('review.scores.title')}</h2>
            </VisuallyHidden>
            <Group gap="lg" align="center" wrap="wrap">
              <Group gap="sm" wrap="nowrap">
                <RingProgress
                  size={96}
                  thickness={9}
                  roundCaps={scores.overall > 0}
                  sections={[{ value: scores.overall, color: scoreColor(scores.overall) }]}
                  label={
                    <Text ta="center" fw={700} size="xl" aria-hidden>
                      {scores.overall}
                    </Text>
                  }
                  aria-hidden
                />
                <Stack gap={0}>
                  <Text fw={600}>{t('review.scores.overall')}</Text>
                  <Text size="sm" data-testid="overall-score">
                    {t('review.scores.outOf', { score: scores.overall })}
                  </Text>
                </Stack>
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="xs" style={{ flex: 1, minWidth: 220 }}>
                {PARTS.map((part) => (
                  <Stack gap={4} key={part}>
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {t(`review.scores.${part}`)}
                      </Text>
                      <Text size="sm" fw={700}>
                        {scores[part]}
                      </Text>
                    </Group>
                    <Progress value={scores[part]} color={scoreColor(scores[part])} size="sm" aria-label={t(`review.scores.${part}`)} />
                  </Stack>
                ))}
              </SimpleGrid>
            </Group>
          </section>
        )}
      </Stack>
    </Paper>
  );
}
