import type { TWriterFinalResponse } from '@draftdesk/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relativeTimeOf } from '../../../lib/format.ts';
import { FileLink } from './FileLink.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

type Final = NonNullable<TWriterFinalResponse['data']>;

/** The final document as the customer gets it: PDF, Word, other files and the writer's notes. */
export function CurrentFinalCard({ final, completed }: { final: Final; completed: boolean }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="current-final" data-testid="current-final">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <div>
          <Title order={2} size="h4" id="current-final">
            {t('writer.final.current')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('writer.final.updated', { when: relativeTimeOf(final.updatedAt) })}
          </Text>
        </div>
        {completed && (
          <Badge color="teal" variant="light">
            {t('writer.state.completed')}
          </Badge>
        )}
      </Group>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {final.dataPdf && <FileLink file={final.dataPdf} label={t('writer.revisions.pdf')} />}
          {final.dataWord && <FileLink file={final.dataWord} label={t('writer.revisions.word')} />}
          {final.otherFiles.map((file) => (
            <FileLink key={file.key} file={file} label={t('writer.final.otherFile')} />
          ))}
        </SimpleGrid>
        {final.writerNotes && (
          <div>
            <Text size="sm" fw={600}>
              {t('writer.revisions.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {final.writerNotes}
            </Text>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
