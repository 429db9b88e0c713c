import type { TBoardColumn } from '@draftdesk/contract';
import { Alert, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { funnelOf } from './board-state.ts';
import classes from './Kanban.module.css';
import { BOARDS_NS } from './KanbanCard.tsx';

/** Boards are off on this site (enable_boards), or the server said so. */
export function BoardsNotAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('app.pageNotAvailable')}
      </Alert>
    </>
  );
}

/** The board's shape while it loads. */
export function BoardSkeleton() {
  const { t } = useTranslation(BOARDS_NS);
  return (
    <div className={classes.board} aria-busy="true" aria-label={t('boards.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Paper key={i} withBorder radius="md" p="xs" className={classes.column}>
          <Stack gap="xs">
            <Skeleton height={20} width="60%" />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </Stack>
        </Paper>
      ))}
    </div>
  );
}

/** On top of the tracker: how many applications got to Applied, then Interview, then Offer. */
export function TrackerFunnel({ columns }: { columns: TBoardColumn[] }) {
  const { t } = useTranslation(BOARDS_NS);
  const funnel = funnelOf(columns);
  const steps = [
    { key: 'applied', count: funnel.applied, of: null },
    { key: 'interview', count: funnel.interview, of: funnel.applied },
    { key: 'offer', count: funnel.offer, of: funnel.interview },
  ] as const;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="section" aria-label={t('boards.funnel.label')} data-testid="tracker-funnel">
      <div className={classes.funnel}>
        {steps.map((step, i) => (
          <Fragment key={step.key}>
            <Group gap={6} wrap="nowrap" justify="center">
              {i > 0 && <IconArrowRight size={16} aria-hidden style={{ flexShrink: 0 }} />}
              <Stack gap={0} align="center">
                <Text fw={700} size="xl" data-testid={`funnel-${step.key}`}>
                  {step.count}
                </Text>
                <Text size="sm" c="gray.7" ta="center">
                  {t(`boards.funnel.${step.key}`)}
                </Text>
                {step.of !== null && step.of > 0 && (
                  <Text size="xs" c="gray.7">
                    {t('boards.funnel.rate', { percent: Math.round((step.count / step.of) * 100) })}
                  </Text>
                )}
              </Stack>
            </Group>
          </Fragment>
        ))}
      </div>
    </Paper>
  );
}
