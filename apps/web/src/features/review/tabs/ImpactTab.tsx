import type { TCritiqueReport } from '@draftdesk/contract';
import { Progress, Stack, Text, TypographyStylesProvider } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';
import { CheckCard } from './parts.tsx';

/** Impact and Experience: the engine's HTML report (sanitised on output, DESIGN §7) and how many bullets show a result. */
export function ImpactTab({ section }: { section: TCritiqueReport['impact_and_experience_section'] }) {
  const { t } = useTranslation(REVIEW_NS);
  const impact = section.impact_check;
  const html = useMemo(() => DOMPurify.sanitize(impact.report_text), [impact.report_text]);
  const percent = impact.total ? Math.round((100 * impact.quantified) / impact.total) : 0;
  return (
    <CheckCard title={t('review.impact.title')} result={impact.result}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('review.impact.quantified', { quantified: impact.quantified, total: impact.total })}
        </Text>
        <Progress value={percent} size="md" aria-label={t('review.impact.quantifiedLabel')} />
      </Stack>
      <TypographyStylesProvider fz="sm" style={{ paddingLeft: 0, overflowWrap: 'anywhere' }} data-testid="impact-report">
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </TypographyStylesProvider>
    </CheckCard>
  );
}
