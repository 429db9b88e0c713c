import { Box, Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { jobsBackUrl } from './jobs-link.ts';

/** Only with a custom login domain (spec 03). */
export function JobsBackLink() {
  const { t } = useTranslation();
  const site = useSite();
  const user = useCurrentUser();
  if (!site.customLoginDomain.trim()) return null;
  const href = jobsBackUrl(site.customLoginDomain, site.loginDomainQueries, user);
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      variant="light"
      size="compact-sm"
      leftSection={<IconArrowBackUp size={16} aria-hidden />}
      aria-label={t('topbar.backToJobs')}
    >
      <Box component="span" visibleFrom="xs">
        {t('topbar.backToJobs')}
      </Box>
    </Button>
  );
}
