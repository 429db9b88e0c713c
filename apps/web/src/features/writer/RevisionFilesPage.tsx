import type { TRevisionUploadResponse, TWriterRevisionsResponse } from '@draftdesk/contract';
import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck, IconHourglass, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { translateText } from '../../lib/messages.ts';
import { useWriterRevisions } from './api.ts';
import { LatestRevisionCard } from './components/LatestRevisionCard.tsx';
import { OrderPageFrame } from './components/OrderPageFrame.tsx';
import { RevisionHistoryTable } from './components/RevisionHistoryTable.tsx';
import { RevisionUploadForm } from './components/RevisionUploadForm.tsx';
import { useReadOnlyStaff } from './staff.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

function RevisionNotices({ data, reviewer }: { data: TWriterRevisionsResponse; reviewer: boolean }) {
  const { t } = useTranslation(WRITER_NS);
  if (data.revisionFinalized) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('writer.revisions.acceptedTitle')} data-testid="revision-accepted">
        {t('writer.revisions.accepted')}
      </Alert>
    );
  }
  if (!data.canUpload && data.uploadBlockedMessage && !reviewer) {
    return (
      <Alert color="yellow" variant="light" icon={<IconHourglass aria-hidden />} title={t('writer.revisions.blockedTitle')} data-testid="revision-blocked">
        {translateText(t, data.uploadBlockedMessage)}
      </Alert>
    );
  }
  return null;
}

/**
 * /orders/revision-files/:serviceId/:id (spec 02 "Revision files"): upload a
 * draft, the latest draft and the history. Reviewers get the same page
 * without any upload or notes controls.
 */
export default function RevisionFilesPage() {
  const { t } = useTranslation(WRITER_NS);
  const { serviceId = '', id = '' } = useParams();
  const reviewer = useReadOnlyStaff();
  const query = useWriterRevisions(serviceId, id);
  const [uploaded, setUploaded] = useState<TRevisionUploadResponse | null>(null);
  const [formKey, setFormKey] = useState(0);

  const onUploaded = (response: TRevisionUploadResponse) => {
    setUploaded(response);
    setFormKey((key) => key + 1);
  };

  return (
    <OrderPageFrame title={t('titles.revisionFiles')} orderId={id} query={query}>
      {(data) => (
        <Stack gap="md">
          {uploaded && <TimedAlert message={translateText(t, uploaded.message)} onClose={() => setUploaded(null)} />}
          {uploaded?.pendingAdminApproval && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t('writer.revisions.pendingApproval')}
            </Alert>
          )}
          <RevisionNotices data={data} reviewer={reviewer} />
          {!reviewer && data.canUpload && <RevisionUploadForm key={formKey} orderId={id} serviceId={serviceId} onUploaded={onUploaded} />}
          {data.data.length === 0 ? (
            <EmptyState message={t('writer.revisions.none')} hint={reviewer ? undefined : t('writer.revisions.noneHint')} />
          ) : (
            <>
              <LatestRevisionCard revision={data.data[0]} number={data.data.length} />
              <RevisionHistoryTable revisions={data.data} />
            </>
          )}
        </Stack>
      )}
    </OrderPageFrame>
  );
}
