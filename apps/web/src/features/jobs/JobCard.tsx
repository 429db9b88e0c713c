import type { TJob } from '@draftdesk/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Tip } from '../../components/Tip.tsx';
import { notifications } from '@mantine/notifications';
import { IconBuilding, IconCheck, IconExternalLink, IconMapPin, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { absoluteTimeOf, relativeTimeOf } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { CONTRACT_KEYS, plainText, salaryRange } from './job-text.ts';
import { isTracked, useAddToTracker, useTrackerForJobs } from './tracker.ts';

export const JOBS_NS = 'jobs';

/** One posting: title, company, place, salary, contract, when it was posted, its description and the link out. */
export function JobCard({ job, currency, onOpen }: { job: TJob; currency: string; onOpen: (job: TJob) => void }) {
  const { t } = useTranslation(JOBS_NS);
  const salary = salaryRange(job.salary_min, job.salary_max, currency, currentLanguage());
  const terms = [job.contract_type, job.contract_time].filter((v): v is string => Boolean(v));
  const title = plainText(job.title);
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="job-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {job.created && (
            <Tip label={absoluteTimeOf(job.created)}>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {relativeTimeOf(job.created)}
              </Text>
            </Tip>
          )}
        </Group>
        <Group gap="md" wrap="wrap">
          {job.company.display_name && (
            <Group gap={4} wrap="nowrap">
              <IconBuilding size={16} aria-hidden />
              <Text size="sm">{job.company.display_name}</Text>
            </Group>
          )}
          {job.location.display_name && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{job.location.display_name}</Text>
            </Group>
          )}
        </Group>
        {(salary || terms.length > 0) && (
          <Group gap="xs">
            {salary && (
              <Badge variant="light" color="teal" tt="none">
                {salary}
              </Badge>
            )}
            {terms.map((term) => (
              <Badge key={term} variant="light" color="gray" tt="none">
                {CONTRACT_KEYS[term] ? t(CONTRACT_KEYS[term]) : term}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" lineClamp={5} style={{ whiteSpace: 'pre-line' }}>
          {plainText(job.description)}
        </Text>
        <Group justify="space-between" gap="sm" wrap="wrap">
          {job.redirect_url && (
            <Anchor
              href={job.redirect_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={600}
              onClick={() => onOpen(job)}
              aria-label={t('jobs.viewJobLabel', { title })}
            >
              <Group gap={4} component="span" wrap="nowrap">
                {t('jobs.viewJob')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
          <AddToTracker job={job} salary={salary} title={title} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** "Add to tracker" where the site has boards on: the posting goes to the Wishlist column, once. */
function AddToTracker({ job, salary, title }: { job: TJob; salary: string | null; title: string }) {
  const { t } = useTranslation(JOBS_NS);
  const { t: tApp } = useTranslation();
  const { enabled, board } = useTrackerForJobs();
  const add = useAddToTracker();
  if (!enabled) return null;
  if (add.isSuccess || isTracked(board, job)) {
    return (
      <Text size="sm" c="teal.8" fw={600} data-testid="job-tracked">
        <IconCheck size={14} aria-hidden /> {t('jobs.inTracker')}
      </Text>
    );
  }
  const closeButtonProps = { 'aria-label': tApp('common.close') };
  const onClick = () =>
    add.mutate(
      { job, texts: { unknownCompany: t('jobs.unknownCompany'), salary } },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('jobs.addedToTracker', { title }), closeButtonProps }),
        onError: (error) => notifications.show({ color: 'red', message: errorText(tApp, error), closeButtonProps }),
      },
    );
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPlus size={14} aria-hidden />}
      loading={add.isPending}
      onClick={onClick}
      aria-label={t('jobs.addToTrackerLabel', { title })}
    >
      {t('jobs.addToTracker')}
    </Button>
  );
}
