import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site.ts';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** /jobs: job search, only with enable_customer_job_search (spec 03). Placeholder until built. */
export default function JobsPage() {
  const { t } = useTranslation();
  const site = useSite();
  if (!site.website_settings.enable_customer_job_search) {
    return (
      <>
        <PageHeader title={t('titles.jobs')} />
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('app.pageNotAvailable')}
        </Alert>
      </>
    );
  }
  return <ComingSoon title="titles.jobs" />;
}
