import type { TRevision } from '@draftdesk/contract';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl } from '../../../lib/file-url.ts';
import { dateOf } from '../../../lib/format.ts';
import { DraftStateBadge } from './DraftStateBadge.tsx';
import { StarRating } from './StarRating.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

function DraftDownloads({ revision }: { revision: TRevision }) {
  const { t } = useTranslation(WRITER_NS);
  const { dataPdf, dataWord } = revision.data;
  return (
    <Group gap="xs" wrap="nowrap">
      {dataPdf && (
        <Anchor
          href={fileDownloadUrl(dataPdf.key)}
          download={dataPdf.originalname}
          size="sm"
          aria-label={t('writer.files.download', { name: dataPdf.originalname })}
        >
          {t('writer.revisions.pdf')}
        </Anchor>
      )}
      {dataWord && (
        <Anchor
          href={fileDownloadUrl(dataWord.key)}
          download={dataWord.originalname}
          size="sm"
          aria-label={t('writer.files.download', { name: dataWord.originalname })}
        >
          {t('writer.revisions.word')}
        </Anchor>
      )}
    </Group>
  );
}

function DraftState({ revision }: { revision: TRevision }) {
  return (
    <Stack gap={4} align="flex-start">
      <DraftStateBadge revision={revision} />
      {revision.adminApproval.rejectionReason && (
        <Text size="xs" c="red.8">
          {revision.adminApproval.rejectionReason}
        </Text>
      )}
    </Stack>
  );
}

/** Phones: one card per draft instead of the table's columns. */
function RevisionHistoryCards({ revisions }: { revisions: TRevision[] }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="revision-history">
      {revisions.map((revision, index) => (
        <Paper key={revision._id} component="li" withBorder radius="sm" p="sm" data-testid="revision-row">
          <Group justify="space-between" wrap="nowrap" mb={6}>
            <Text size="sm" fw={600}>
              {t('writer.revisions.draftNumber', { number: revisions.length - index })} · {dateOf(revision.createdAt)}
            </Text>
            <DraftDownloads revision={revision} />
          </Group>
          <DraftState revision={revision} />
          <Group mt={6} gap="xs">
            <StarRating value={revision.rating} />
          </Group>
          {revision.review && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {revision.review}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** Every draft of the service, newest first, with its state, the customer's stars and review. */
export function RevisionHistoryTable({ revisions }: { revisions: TRevision[] }) {
  const { t } = useTranslation(WRITER_NS);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="revision-history">
      <Title order={2} size="h4" id="revision-history" mb="sm">
        {t('writer.revisions.history')}
      </Title>
      {compact ? (
        <RevisionHistoryCards revisions={revisions} />
      ) : (
        <Table.ScrollContainer minWidth={680}>
          <Table verticalSpacing="sm" striped aria-labelledby="revision-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('writer.revisions.colDraft')}</Table.Th>
                <Table.Th>{t('writer.revisions.colUploaded')}</Table.Th>
                <Table.Th>{t('writer.revisions.colFiles')}</Table.Th>
                <Table.Th>{t('writer.revisions.colState')}</Table.Th>
                <Table.Th>{t('writer.revisions.colRating')}</Table.Th>
                <Table.Th>{t('writer.revisions.colReview')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {revisions.map((revision, index) => (
                <Table.Tr key={revision._id} data-testid="revision-row">
                  <Table.Td>{t('writer.revisions.draftNumber', { number: revisions.length - index })}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(revision.createdAt)}</Table.Td>
                  <Table.Td>
                    <DraftDownloads revision={revision} />
                  </Table.Td>
                  <Table.Td>
                    <DraftState revision={revision} />
                  </Table.Td>
                  <Table.Td>
                    <StarRating value={revision.rating} />
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }}>
                      {revision.review || '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
