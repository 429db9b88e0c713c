import type { TCritique } from '@draftdesk/contract';
import { Anchor, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl } from '../../../../lib/file-url.ts';
import { absoluteTimeOf } from '../../../../lib/format.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div style={{ minWidth: 0 }} data-testid={testId}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Who the review is for, their resume to download, when it was made and ready, its score and the visitor's stars. */
export function VisitorCard({ critique, fileKey }: { critique: TCritique; fileKey: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const none = t('admin.reviews.none');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="visitor-title">
      <Title order={2} size="h4" id="visitor-title" mb="md">
        {t('admin.reviews.visitorTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md" component="dl" m={0}>
        <Detail label={t('admin.reviews.name')}>{`${critique.firstName} ${critique.lastName}`.trim() || none}</Detail>
        <Detail label={t('admin.reviews.email')}>{critique.email ? <Anchor href={`mailto:${critique.email}`}>{critique.email}</Anchor> : none}</Detail>
        <Detail label={t('admin.reviews.phoneNumber')}>{critique.phoneNumber || none}</Detail>
        <Detail label={t('admin.reviews.resume')} testId="resume-download">
          <Anchor href={fileDownloadUrl(fileKey)} download={critique.fileName}>
            <Group component="span" gap={4} wrap="nowrap" style={{ display: 'inline-flex' }}>
              <IconDownload size={16} aria-hidden style={{ flexShrink: 0 }} />
              {critique.fileName || t('admin.reviews.resume')}
            </Group>
          </Anchor>
        </Detail>
        <Detail label={t('admin.reviews.colCreated')}>{absoluteTimeOf(critique.createdAt)}</Detail>
        <Detail label={t('admin.reviews.readyAt')}>{critique.processedAt ? absoluteTimeOf(critique.processedAt) : t('admin.reviews.preparing')}</Detail>
        <Detail label={t('admin.reviews.colScore')}>{critique.scores ? t('admin.reviews.scoreValue', { score: critique.scores.overall }) : none}</Detail>
        <Detail label={t('admin.reviews.colStars')}>{critique.stars ? t('admin.reviews.starsValue', { stars: critique.stars }) : none}</Detail>
        <Detail label={t('admin.reviews.feedback')}>{critique.feedback || none}</Detail>
      </SimpleGrid>
    </Paper>
  );
}
