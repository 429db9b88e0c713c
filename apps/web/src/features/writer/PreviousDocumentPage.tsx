import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { relativeTimeOf } from '../../lib/format.ts';
import { useWriterPreviousFiles } from './api.ts';
import { FileLink } from './components/FileLink.tsx';
import { OrderPageFrame } from './components/OrderPageFrame.tsx';
import { WRITER_NS } from '../../lib/i18n.ts';

/** /orders/previous-document/:serviceId/:id for writers and reviewers: download the customer's documents, or the pending notice. */
export default function PreviousDocumentPage() {
  const { t } = useTranslation(WRITER_NS);
  const { serviceId = '', id = '' } = useParams();
  const query = useWriterPreviousFiles(serviceId, id);
  return (
    <OrderPageFrame title={t('titles.previousDocument')} orderId={id} query={query}>
      {({ data }) => {
        const files = data ? [...(data.file ? [data.file] : []), ...data.otherFiles] : [];
        if (files.length === 0) {
          return (
            <Alert color="yellow" variant="light" icon={<IconClock aria-hidden />} title={t('writer.previous.pendingTitle')}>
              {t('writer.previous.pending')}
            </Alert>
          );
        }
        return (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="previous-files">
            <Title order={2} size="h4" id="previous-files">
              {t('writer.previous.title')}
            </Title>
            {data?.updatedAt && (
              <Text size="xs" c="dimmed" mb="sm">
                {t('writer.previous.uploaded', { when: relativeTimeOf(data.updatedAt) })}
              </Text>
            )}
            <Stack gap="sm">
              {data?.file && <FileLink file={data.file} label={t('writer.previous.main')} />}
              {data && data.otherFiles.length > 0 && (
                <>
                  <Text size="sm" fw={600} mt="xs">
                    {t('writer.previous.additional')}
                  </Text>
                  {data.otherFiles.map((file) => (
                    <FileLink key={file.key} file={file} />
                  ))}
                </>
              )}
            </Stack>
          </Paper>
        );
      }}
    </OrderPageFrame>
  );
}
