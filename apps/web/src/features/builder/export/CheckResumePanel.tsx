import { Alert, Badge, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBuilderCheckResponse, TBuilderCheckResult, TResumeData } from '@draftdesk/contract';
import { errorText } from '../../../lib/messages.ts';
import { postMultipart } from '../../../lib/upload.ts';
import { BUILDER_NS } from '../namespace.ts';
import { renderResumePdf } from './render.ts';

/** The panel's texts are the builder's (locales/builder/<language>.json, under `builderCheck.`). */
export const BUILDER_CHECK_NS = BUILDER_NS;

export interface CheckResumePanelProps {
  /** The resume as it is now; the check renders it to the same PDF the user downloads. */
  data: TResumeData;
}

type State =
  { step: 'idle' } | { step: 'checking' } | { step: 'done'; result: TBuilderCheckResult; checked: TResumeData } | { step: 'failed'; message: string };

/** "Check my resume": the PDF read by the review engine (POST /api/builder/check), its findings beside the editor. */
export function CheckResumePanel({ data }: CheckResumePanelProps) {
  const { t } = useTranslation(BUILDER_CHECK_NS);
  const [state, setState] = useState<State>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);

  const check = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'checking' });
    try {
      const pdf = await renderResumePdf(data);
      const file = new File([pdf], 'my_cv.pdf', { type: 'application/pdf' });
      const response = await postMultipart<TBuilderCheckResponse>('/api/builder/check', 'file', file, { signal: controller.signal });
      if (!controller.signal.aborted) setState({ step: 'done', result: response.data, checked: data });
    } catch (error) {
      if (!controller.signal.aborted) setState({ step: 'failed', message: errorText(t, error) });
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="check-resume-title" data-testid="check-resume-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="check-resume-title">
            {t('builderCheck.title')}
          </Title>
          <Button size="xs" leftSection={<IconFileSearch size={16} aria-hidden />} loading={state.step === 'checking'} onClick={() => void check()}>
            {state.step === 'done' ? t('builderCheck.again') : t('builderCheck.run')}
          </Button>
        </Group>
        <div aria-live="polite">
          {state.step === 'idle' && (
            <Text size="sm" c="dimmed">
              {t('builderCheck.intro')}
            </Text>
          )}
          {state.step === 'checking' && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('builderCheck.checking')}</Text>
            </Group>
          )}
          {state.step === 'failed' && (
            <Alert color="red" icon={<IconAlertTriangle size={16} aria-hidden />} title={t('builderCheck.failed')}>
              {state.message}
            </Alert>
          )}
          {state.step === 'done' && <Findings result={state.result} stale={state.checked !== data} />}
        </div>
      </Stack>
    </Paper>
  );
}

function Findings({ result, stale }: { result: TBuilderCheckResult; stale: boolean }) {
  const { t } = useTranslation(BUILDER_CHECK_NS);
  if (result.unreadable) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={16} aria-hidden />}>
        {t(`builderCheck.unreadable.${result.unreadable}`)}
      </Alert>
    );
  }
  const ats = result.ats;
  const name = [ats.firstName, ats.lastName].filter(Boolean).join(' ');
  const notFound = t('builderCheck.notFound');
  const flags = result.language.filter((check) => check.result === 'bad');
  return (
    <Stack gap="md">
      {stale && (
        <Text size="sm" c="dimmed">
          {t('builderCheck.stale')}
        </Text>
      )}
      <Group gap="xs" aria-label={t('builderCheck.scores')}>
        <Badge size="lg" variant="filled">
          {t('builderCheck.overall', { score: result.scores.overall })}
        </Badge>
        <Badge variant="light">{t('builderCheck.atsScore', { score: result.scores.ats })}</Badge>
        <Badge variant="light">{t('builderCheck.languageScore', { score: result.scores.language })}</Badge>
        {result.pages > 1 && (
          <Badge color="orange" variant="light">
            {t('builderCheck.pages', { count: result.pages })}
          </Badge>
        )}
      </Group>

      <div>
        <Title order={3} size="h5" mb={4}>
          {t('builderCheck.atsTitle')}
        </Title>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
          <Text component="dt" size="sm" fw={600}>
            {t('builderCheck.name')}
          </Text>
          <Text component="dd" size="sm" m={0} data-testid="check-name" c={name ? undefined : 'red'}>
            {name || notFound}
          </Text>
          <Text component="dt" size="sm" fw={600}>
            {t('builderCheck.email')}
          </Text>
          <Text component="dd" size="sm" m={0} data-testid="check-email" c={ats.email ? undefined : 'red'}>
            {ats.email || notFound}
          </Text>
          <Text component="dt" size="sm" fw={600}>
            {t('builderCheck.phone')}
          </Text>
          <Text component="dd" size="sm" m={0} data-testid="check-phone" c={ats.phone ? undefined : 'red'}>
            {ats.phone || notFound}
          </Text>
          <Text component="dt" size="sm" fw={600}>
            {t('builderCheck.hardSkills')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {ats.hardSkills.length ? ats.hardSkills.join(', ') : notFound}
          </Text>
          <Text component="dt" size="sm" fw={600}>
            {t('builderCheck.bestFit')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {ats.bestFitJobs.length ? ats.bestFitJobs.map((job) => `${job.title} (${job.score})`).join(', ') : notFound}
          </Text>
        </dl>
      </div>

      {result.missingSections.length > 0 && (
        <div>
          <Title order={3} size="h5" mb={4}>
            {t('builderCheck.missingTitle')}
          </Title>
          <Text size="sm">{result.missingSections.map((key) => t(`builderCheck.sections.${key}`)).join(', ')}</Text>
        </div>
      )}

      <div>
        <Title order={3} size="h5" mb={4}>
          {t('builderCheck.languageTitle')}
        </Title>
        {flags.length === 0 ? (
          <Group gap={6}>
            <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm">{t('builderCheck.languageClean')}</Text>
          </Group>
        ) : (
          <Stack gap="xs">
            {flags.map((check) => (
              <div key={check.key} data-testid={`check-flag-${check.key}`}>
                <Text size="sm" fw={600}>
                  {t(`builderCheck.checks.${check.key}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {check.text}
                </Text>
                {check.flagged.length > 0 && (
                  <List size="sm" spacing={2}>
                    {check.flagged.slice(0, 6).map((text, i) => (
                      <List.Item key={i}>“{text}”</List.Item>
                    ))}
                  </List>
                )}
              </div>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
