import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { translateText } from '../../lib/messages.ts';
import { useWriterFinal } from './api.ts';
import { CurrentFinalCard } from './components/CurrentFinalCard.tsx';
import { FinalUploadForm } from './components/FinalUploadForm.tsx';
import { OrderPageFrame } from './components/OrderPageFrame.tsx';
import { useReadOnlyStaff } from './staff.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

/** /orders/final-files/:serviceId/:id (spec 02 "Final files"): the final document and its upload; reviewers read only. */
export default function FinalFilesPage() {
  const { t } = useTranslation(WRITER_NS);
  const { serviceId = '', id = '' } = useParams();
  const reviewer = useReadOnlyStaff();
  const query = useWriterFinal(serviceId, id);
  const [success, setSuccess] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <OrderPageFrame title={t('titles.finalFiles')} orderId={id} query={query}>
      {({ data, completed }) => (
        <Stack gap="md">
          {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
          {data ? (
            <CurrentFinalCard final={data} completed={completed} />
          ) : (
            <EmptyState message={t('writer.final.none')} hint={reviewer ? undefined : t('writer.final.noneHint')} />
          )}
          {!reviewer && (
            <FinalUploadForm
              key={formKey}
              orderId={id}
              serviceId={serviceId}
              replaces={data !== null}
              onUploaded={(response) => {
                setSuccess(translateText(t, response.message));
                setFormKey((key) => key + 1);
              }}
            />
          )}
        </Stack>
      )}
    </OrderPageFrame>
  );
}
