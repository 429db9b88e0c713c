import type { TBestFitJob } from '@draftdesk/contract';
import { Box, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';
import { Chips, OnetAttribution } from './parts.tsx';

/** Best-Fit Jobs: the O*NET occupations the resume fits, each with its fit and the words that made it. */
export function JobsTab({ jobs }: { jobs: readonly TBestFitJob[] }) {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <Stack gap="md">
      <Text>{jobs.length ? t('review.jobs.intro') : t('review.jobs.none')}</Text>
      <Box
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}
        data-testid="best-fit-jobs"
      >
        {jobs.map((job) => (
          <Paper component="li" withBorder radius="md" p="md" key={job.code}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Title order={3} size="h5" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {job.title}
                </Title>
                <Text size="sm" fw={700}>
                  {t('review.jobs.score', { score: job.score })}
                </Text>
              </Group>
              <Progress value={job.score} size="md" aria-label={t('review.jobs.scoreLabel', { title: job.title })} />
              {job.matched.length > 0 && (
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {t('review.jobs.matched')}
                  </Text>
                  <Chips words={job.matched} />
                </Stack>
              )}
            </Stack>
          </Paper>
        ))}
      </Box>
      <OnetAttribution />
    </Stack>
  );
}
