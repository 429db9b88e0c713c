import { Button, Loader } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl } from '../../../lib/file-url.ts';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { useLinkedinFinal } from '../api.ts';

/** final_linkedin: the writer's LinkedIn file, fetched when the module is done. */
export function LinkedinDownload({ orderId, label }: { orderId: string; label: string }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const final = useLinkedinFinal(orderId, true);
  if (final.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  const file = final.data?.data?.file.file;
  if (!file) return null;
  return (
    <Button
      component="a"
      href={fileDownloadUrl(file.key)}
      download={file.originalname}
      size="xs"
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      aria-label={t('modules.downloadFile', { name: file.originalname })}
    >
      {label}
    </Button>
  );
}
