import type { TCritiqueReport } from '@draftdesk/contract';
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewFileUrl } from '../api.ts';
import { REVIEW_NS } from '../namespace.ts';
import { AtsViewFirstPage } from './AtsViewFirstPage.tsx';

interface AtsViewProps {
  critiqueId: string;
  fileName: string;
  report: Pick<TCritiqueReport, 'ats_section' | 'style_section' | 'structure_section'>;
}

/** "What an applicant tracking system sees": the resume's first page beside the fields the engine read from it. */
export function AtsView({ critiqueId, fileName, report }: AtsViewProps) {
  const { t } = useTranslation(REVIEW_NS);
  const headingId = useId();
  const { ats_section: ats, style_section: style, structure_section: structure } = report;
  const occupation = [...ats.best_fit_jobs].sort((a, b) => b.score - a.score)[0]?.title ?? '';
  const sections = structure.missing_sections_check.found.map((found) =>
    t('review.structure.foundAs', { section: t(`review.structure.section.${found.key}`), heading: found.heading }),
  );

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid="ats-view">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4" id={headingId}>
            {t('review.atsView.title')}
          </Title>
          <Text>{t('review.atsView.intro')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={4} size="h6">
              {t('review.atsView.pageHeading')}
            </Title>
            {/\.pdf$/i.test(fileName.trim()) ? (
              <AtsViewFirstPage url={reviewFileUrl(critiqueId)} />
            ) : (
              <Text data-testid="ats-pdf-only">{t('review.atsView.pdfOnly')}</Text>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={4} size="h6">
              {t('review.atsView.fieldsHeading')}
            </Title>
            <Box component="dl" m={0} data-testid="ats-fields" style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>
              <Field label={t('review.ats.firstName')} value={ats.name_from_resume_first_name} />
              <Field label={t('review.ats.lastName')} value={ats.name_from_resume_last_name} />
              <Field label={t('review.ats.email')} value={style.email_check.email} />
              <Field label={t('review.ats.phone')} value={style.phone_number_check.phone_number} />
              <Field label={t('review.atsView.hardSkills', { count: ats.hard_skills.length })} value={ats.hard_skills.join(', ')} />
              <Field label={t('review.atsView.sections')}>
                {sections.length > 0 && (
                  <Box component="ul" m={0} pl="md">
                    {sections.map((section) => (
                      <li key={section}>{section}</li>
                    ))}
                  </Box>
                )}
              </Field>
              <Field label={t('review.atsView.occupation')} value={occupation} />
            </Box>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** One field as an ATS would file it; an empty one says so in words, with an icon (never by colour alone). */
function Field({ label, value, children }: { label: string; value?: string; children?: ReactNode }) {
  const { t } = useTranslation(REVIEW_NS);
  const shown = value === undefined ? children : value.trim() || null;
  return (
    <Box style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', paddingBottom: 'var(--mantine-spacing-xs)' }}>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {shown || (
          <Group component="span" gap={6} wrap="nowrap" data-testid="ats-not-found">
            <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-9)" style={{ flexShrink: 0 }} />
            <Text component="span" fw={700}>
              {t('review.atsView.notFound')}
            </Text>
          </Group>
        )}
      </Text>
    </Box>
  );
}
