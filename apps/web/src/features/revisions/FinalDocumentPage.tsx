import type { TFileRef } from '@draftdesk/contract';
import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileTypeDocx, IconFileTypePdf, IconHourglass, IconPaperclip, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSite } from '../../lib/site.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { fileDownloadUrl } from '../../lib/file-url.ts';
import { absoluteTimeOf, fileSizeOf } from '../../lib/format.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { useFinalDocument } from './api.ts';

function FinalFileCard({ file, label, icon: FileIcon, color }: { file: TFileRef; label: string; icon: Icon; color: string }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group wrap="nowrap" gap="md" mb="md">
        <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
          <FileIcon size={28} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="dimmed" truncate="end">
            {file.originalname} · {fileSizeOf(file.size)}
          </Text>
        </div>
      </Group>
      <Button
        component="a"
        href={fileDownloadUrl(file.key)}
        download={file.originalname}
        fullWidth
        leftSection={<IconDownload size={18} aria-hidden />}
        aria-label={t('revisions.downloadNamed', { label, name: file.originalname })}
      >
        {t('finals.download')}
      </Button>
    </Card>
  );
}

/** /orders/final-document/:serviceId/:id (spec 01 §2): the final Word and PDF, other files and the writer's notes. */
export default function FinalDocumentPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const { serviceId = '', id = '' } = useParams();
  const flags = useSite().website_settings;
  const finals = useFinalDocument(serviceId, id);
  const data = finals.data?.data;

  return (
    <>
      <PageHeader
        title={t('titles.finalDocument')}
        actions={
          <Button component={Link} to={`/orders/view/${id}`} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('questionnaire.backToOrder')}
          </Button>
        }
      />
      {finals.isPending && <Skeleton h={240} radius="md" aria-hidden />}
      {finals.isError && <ErrorAlert message={errorText(t, finals.error)} onRetry={() => void finals.refetch()} />}
      {finals.data && !data && <EmptyState icon={IconHourglass} message={t('finals.pending')} hint={t('finals.pendingHint')} />}
      {data && (
        <Stack gap="md">
          <Text size="sm" c="dimmed" mt={-12}>
            {t('finals.uploadedOn', { date: absoluteTimeOf(data.updatedAt) })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {data.dataPdf && <FinalFileCard file={data.dataPdf} label={t('finals.pdf')} icon={IconFileTypePdf} color="red" />}
            {data.dataWord && !flags.hide_ms_word_document && (
              <FinalFileCard file={data.dataWord} label={t('finals.word')} icon={IconFileTypeDocx} color="blue" />
            )}
            {data.otherFiles.map((file) => (
              <FinalFileCard key={file.key} file={file} label={t('finals.other')} icon={IconPaperclip} color="gray" />
            ))}
          </SimpleGrid>
          {flags.enable_writer_notes && data.writerNotes && (
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="writer-notes-title">
              <Title order={2} size="h4" mb="xs" id="writer-notes-title">
                {t('finals.writerNotes')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{data.writerNotes}</Text>
            </Paper>
          )}
        </Stack>
      )}
    </>
  );
}
