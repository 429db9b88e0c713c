import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWaitMark } from '../lib/waiting.ts';

/** Full-page wait: site settings, session or a page's code are on their way. */
export function LoadingScreen() {
  useWaitMark();
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const label = ready ? t('app.loading') : 'Loading...';
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** In-page wait, for a part of the page. */
export function PageLoader() {
  useWaitMark();
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('app.loading')}>
      <Loader aria-hidden />
    </Center>
  );
}
