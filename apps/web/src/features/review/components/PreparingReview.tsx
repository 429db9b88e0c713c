import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';

/** While the engine reads the resume: the page asks again by itself (api.ts useReview). */
export function PreparingReview() {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <Paper withBorder radius="md" p="xl" role="status" aria-live="polite" data-testid="review-preparing">
      <Stack gap="md" align="center" ta="center">
        <Title order={1} size="h3">
          {t('review.page.preparing')}
        </Title>
        <Progress value={100} animated striped size="lg" w="100%" maw={420} aria-label={t('review.page.preparing')} />
        <Text>{t('review.page.preparingHint')}</Text>
      </Stack>
    </Paper>
  );
}
