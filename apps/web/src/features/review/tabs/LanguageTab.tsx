import { LANGUAGE_CHECK_KEYS, type TCritiqueReport } from '@draftdesk/contract';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';
import { CheckCard, Chips, Quotes } from './parts.tsx';

/** Language: each check with its verdict, its text and the resume's flagged words; then better verbs. */
export function LanguageTab({ section }: { section: TCritiqueReport['language_section'] }) {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <Stack gap="md">
      {LANGUAGE_CHECK_KEYS.map((key) => {
        const check = section[key];
        return (
          <CheckCard key={key} title={t(`review.language.check.${key}`)} result={check.result} testId={`language-${key}`}>
            <Text style={{ whiteSpace: 'pre-line' }}>{check.report_text}</Text>
            <Quotes label={t('review.language.flagged')} quotes={check.flagged_text} />
          </CheckCard>
        );
      })}
      {section.better_verbs.length > 0 && (
        <CheckCard title={t('review.language.betterVerbs')}>
          <Chips words={section.better_verbs} color="teal" />
        </CheckCard>
      )}
    </Stack>
  );
}
