import { CRITIQUE_TABS, type TCritiqueReport, type TCritiqueTab } from '@draftdesk/contract';
import { Button, Group, NativeSelect, Paper, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';
import { progressPercent, stepTab } from '../rules.ts';
import { useVisitedTabs } from '../use-visited-tabs.ts';
import { TabContent } from './TabContent.tsx';

/** The tabs' text keys, by their titles (the titles are what progress records). */
export const TAB_KEYS: Record<TCritiqueTab, string> = {
  Structure: 'review.tabs.structure',
  'Impact and Experience': 'review.tabs.impact',
  Language: 'review.tabs.language',
  ATS: 'review.tabs.ats',
  'Best-Fit Jobs': 'review.tabs.jobs',
};

/** A tab's title as an id (Mantine builds the tabs' element ids from their values, and ids have no spaces). */
const slug = (tab: TCritiqueTab) => tab.toLowerCase().replace(/[^a-z]+/g, '-');

interface ReviewTabsProps {
  critiqueId: string;
  progress: readonly TCritiqueTab[];
  report: TCritiqueReport;
  /** Widget mode: the dropdown, whatever the width. */
  compact: boolean;
}

/** The five tabs (tabs on desktop, a dropdown on phones and in the widget), their steppers and the reading progress. */
export function ReviewTabs({ critiqueId, progress, report, compact }: ReviewTabsProps) {
  const { t } = useTranslation(REVIEW_NS);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const dropdown = compact || phone === true;
  const [active, setActive] = useState<TCritiqueTab>(CRITIQUE_TABS[0]);
  const { visited, visit } = useVisitedTabs(critiqueId, progress);
  const percent = progressPercent(visited);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepped = useRef(false);

  useEffect(() => {
    visit(active);
    // After a stepper, reading goes on at the new tab's heading (not at the stepper, now at the page's end).
    if (stepped.current) {
      stepped.current = false;
      heading.current?.focus();
      heading.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
    }
  }, [active, visit]);

  const step = (by: number) => {
    stepped.current = true;
    setActive(stepTab(active, by));
  };
  const label = (tab: TCritiqueTab) => t(TAB_KEYS[tab]);
  const previous = stepTab(active, -1);
  const next = stepTab(active, 1);

  const panel = (
    <Stack gap="md" pt="md">
      <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: 12 }}>
        {label(active)}
      </Title>
      <TabContent tab={active} report={report} />
      <Group justify="space-between" gap="sm" mt="sm">
        <Button variant="default" leftSection={<IconChevronLeft size={18} aria-hidden />} onClick={() => step(-1)} style={{ maxWidth: '100%' }}>
          {t('review.tabs.previous', { tab: label(previous) })}
        </Button>
        <Button rightSection={<IconChevronRight size={18} aria-hidden />} onClick={() => step(1)} style={{ maxWidth: '100%' }} ml="auto">
          {t('review.tabs.next', { tab: label(next) })}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t('review.tabs.label')}>
      <Stack gap={4} mb="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('review.tabs.progress')}
          </Text>
          <Text size="sm" fw={700} data-testid="review-progress">
            {percent}%
          </Text>
        </Group>
        <Progress value={percent} size="lg" aria-label={t('review.tabs.progressText', { percent })} />
      </Stack>
      {dropdown ? (
        <>
          <NativeSelect
            label={t('review.tabs.select')}
            value={active}
            onChange={(event) => setActive(event.currentTarget.value as TCritiqueTab)}
            data={CRITIQUE_TABS.map((tab) => ({ value: tab, label: label(tab) }))}
            size="md"
            data-testid="review-tab-select"
          />
          <div role="region" aria-label={label(active)} id={`review-panel-${slug(active)}`}>
            {panel}
          </div>
        </>
      ) : (
        <Tabs value={slug(active)} onChange={(value) => setActive(CRITIQUE_TABS.find((tab) => slug(tab) === value) ?? active)} keepMounted={false}>
          <Tabs.List aria-label={t('review.tabs.label')}>
            {CRITIQUE_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={slug(tab)} fw={600}>
                {label(tab)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CRITIQUE_TABS.map((tab) => (
            <Tabs.Panel key={tab} value={slug(tab)}>
              {tab === active && panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Paper>
  );
}
