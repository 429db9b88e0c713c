import type { TCritiqueVersion } from '@draftdesk/contract';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dateOf } from '../../../lib/format.ts';
import { REVIEW_NS } from '../namespace.ts';
import { scoreColor, scoreHistory, signedChange } from '../rules.ts';

/**
 * Beyond the spec: every version of this resume the visitor uploaded from its reviews, oldest first, with its
 * overall score and the change from the version before; shown once there are two.
 */
export function ScoreHistory({ versions, currentId }: { versions: readonly TCritiqueVersion[]; currentId: string }) {
  const { t } = useTranslation(REVIEW_NS);
  const [params] = useSearchParams();
  if (versions.length < 2) return null;
  const search = params.toString() ? `?${params.toString()}` : '';
  const steps = scoreHistory(versions, currentId);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="score-history-title" data-testid="score-history">
      <Stack gap="xs">
        <Title order={2} size="h4" id="score-history-title">
          {t('review.versions.historyTitle')}
        </Title>
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing={6} horizontalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('review.versions.version')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('review.versions.uploaded')}</Table.Th>
                <Table.Th>{t('review.scores.overall')}</Table.Th>
                <Table.Th>{t('review.versions.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {steps.map((step) => (
                <Table.Tr key={step.id} data-testid="score-history-row" aria-current={step.current ? 'page' : undefined}>
                  <Table.Td>
                    <Group gap={6}>
                      {step.current ? (
                        <Text fw={700} size="sm">
                          {t('review.versions.number', { number: step.number })}
                        </Text>
                      ) : (
                        <Anchor component={Link} to={`/review/${encodeURIComponent(step.id)}${search}`} size="sm">
                          {t('review.versions.number', { number: step.number })}
                        </Anchor>
                      )}
                      {step.current && (
                        <Badge size="sm" variant="light">
                          {t('review.versions.current')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{dateOf(step.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {step.score === null ? (
                      <Text size="sm" c="dimmed">
                        {t('review.versions.preparing')}
                      </Text>
                    ) : (
                      <Text size="sm" fw={600} c={`${scoreColor(step.score)}.9`}>
                        {t('review.scores.outOf', { score: step.score })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" data-testid="score-change">
                      {step.change === null ? '' : signedChange(step.change)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
