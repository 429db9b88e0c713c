import type { TCheckResult } from '@draftdesk/contract';
import { Badge, Blockquote, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';

/** A check's verdict: a word and an icon beside the colour. */
export function ResultBadge({ result }: { result: TCheckResult }) {
  const { t } = useTranslation(REVIEW_NS);
  const good = result === 'good';
  return (
    <Badge
      color={good ? 'teal' : 'orange'}
      variant="light"
      size="lg"
      leftSection={good ? <IconCircleCheck size={14} aria-hidden /> : <IconAlertTriangle size={14} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {good ? t('review.result.good') : t('review.result.bad')}
    </Badge>
  );
}

/** One check of a tab: its title (h3), verdict and what it found. */
export function CheckCard({ title, result, children, testId }: { title: string; result?: TCheckResult; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" style={{ flex: 1, minWidth: 0 }}>
            {title}
          </Title>
          {result && <ResultBadge result={result} />}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Texts quoted from the resume, shown as text (never as markup). */
export function Quotes({ label, quotes }: { label: string; quotes: readonly string[] }) {
  if (!quotes.length) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Box component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {quotes.map((quote, index) => (
          <li key={`${index}-${quote}`}>
            <Blockquote color="gray" p="xs" radius="sm" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {quote}
            </Blockquote>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/** Words as chips (skills, verbs, matched words), in a list. */
export function Chips({ words, color = 'gray' }: { words: readonly string[]; color?: string }) {
  return (
    <Box component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {words.map((word) => (
        <li key={word}>
          <Badge color={color} variant="light" size="lg" tt="none" fw={500} style={{ maxWidth: '100%' }}>
            {word}
          </Badge>
        </li>
      ))}
    </Box>
  );
}

/** Required wherever O*NET data is shown (O*NET Web Services terms of use). */
export function OnetAttribution() {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <Text size="xs" c="dimmed" data-testid="onet-attribution">
      {t('review.onet')}
    </Text>
  );
}
