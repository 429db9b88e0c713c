import type { TCheckResult, TCritiqueReport } from '@draftdesk/contract';
import { Box, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useReview } from '../api.ts';
import { AtsView } from '../components/AtsView.tsx';
import { REVIEW_NS } from '../namespace.ts';
import { CheckCard, Chips, OnetAttribution, ResultBadge } from './parts.tsx';

interface AtsTabProps {
  ats: TCritiqueReport['ats_section'];
  style: TCritiqueReport['style_section'];
}

/** ATS: can a tracking system read the file, which hard skills and name it finds, and the contact details. */
export function AtsTab({ ats, style }: AtsTabProps) {
  const { t } = useTranslation(REVIEW_NS);
  const nameResult: TCheckResult = ats.name_from_resume_first_name.trim() ? 'good' : 'bad';
  // The review page's own query (already loaded, never asked again): the file's id and name and the sections found.
  const { id = '' } = useParams();
  const critique = useReview(id).data?.data.critique;
  const structure = critique?.structure_section;
  return (
    <Stack gap="md">
      <CheckCard title={t('review.ats.textLayer')} result={ats.text_layer ? 'good' : 'bad'} testId="ats-text-layer">
        <Text>{ats.text_layer ? t('review.ats.textLayerGood') : t('review.ats.textLayerBad')}</Text>
        {ats.report_text && <Text style={{ whiteSpace: 'pre-line' }}>{ats.report_text}</Text>}
      </CheckCard>
      {critique && structure && (
        <AtsView critiqueId={critique._id} fileName={critique.fileName} report={{ ats_section: ats, style_section: style, structure_section: structure }} />
      )}
      <CheckCard title={t('review.ats.hardSkills')} result={ats.hard_skills.length ? 'good' : 'bad'}>
        {ats.hard_skills.length ? <Chips words={ats.hard_skills} color="blue" /> : <Text>{t('review.ats.noHardSkills')}</Text>}
      </CheckCard>
      <CheckCard title={t('review.ats.names')} result={nameResult}>
        <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 'var(--mantine-spacing-xs)' }}>
          <Detail label={t('review.ats.firstName')} value={ats.name_from_resume_first_name} />
          <Detail label={t('review.ats.lastName')} value={ats.name_from_resume_last_name} />
        </Box>
      </CheckCard>
      <CheckCard title={t('review.ats.contact')}>
        <Stack gap="sm">
          <Contact label={t('review.ats.email')} result={style.email_check.result} value={style.email_check.email} missing={t('review.ats.emailMissing')} />
          <Contact
            label={t('review.ats.phone')}
            result={style.phone_number_check.result}
            value={style.phone_number_check.phone_number}
            missing={t('review.ats.phoneMissing')}
          />
        </Stack>
      </CheckCard>
      <OnetAttribution />
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <div>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value.trim() || t('review.ats.notDetected')}
      </Text>
    </div>
  );
}

function Contact({ label, result, value, missing }: { label: string; result: TCheckResult; value: string; missing: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} component="div" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {label}
        <ResultBadge result={result} />
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value.trim() || missing}</Text>
    </Stack>
  );
}
