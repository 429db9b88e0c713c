import type { TCritiqueReport } from '@draftdesk/contract';
import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';
import { CheckCard, Quotes } from './parts.tsx';

/** Structure: bullet points, and the sections found (under which heading) and missing (with advice). */
export function StructureTab({ section }: { section: TCritiqueReport['structure_section'] }) {
  const { t } = useTranslation(REVIEW_NS);
  const bullets = section.use_of_bullets_check;
  const sections = section.missing_sections_check;
  return (
    <Stack gap="md">
      <CheckCard title={t('review.structure.bullets')} result={bullets.result}>
        <Text style={{ whiteSpace: 'pre-line' }}>{bullets.report_text}</Text>
        <Quotes label={t('review.structure.longSentences')} quotes={bullets.bullet_point_sentence} />
      </CheckCard>
      <CheckCard title={t('review.structure.sections')} result={sections.result}>
        <Text style={{ whiteSpace: 'pre-line' }}>{sections.report_text}</Text>
        {sections.found.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('review.structure.found')}
            </Text>
            <List
              spacing={4}
              size="sm"
              icon={
                <ThemeIcon color="teal" size={20} radius="xl" variant="light">
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {sections.found.map((found) => (
                <List.Item key={found.key} style={{ overflowWrap: 'anywhere' }}>
                  {t('review.structure.foundAs', { section: t(`review.structure.section.${found.key}`), heading: found.heading })}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('review.structure.missing')}
          </Text>
          {sections.missing.length === 0 ? (
            <Text size="sm">{t('review.structure.noneMissing')}</Text>
          ) : (
            <List
              spacing="xs"
              size="sm"
              data-testid="missing-sections"
              icon={
                <ThemeIcon color="orange" size={20} radius="xl" variant="light">
                  <IconPlus size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {sections.missing.map((key) => (
                <List.Item key={key}>
                  <Text span fw={600} size="sm">
                    {t(`review.structure.section.${key}`)}
                  </Text>
                  {': '}
                  {t(`review.structure.advice.${key}`)}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </CheckCard>
    </Stack>
  );
}
