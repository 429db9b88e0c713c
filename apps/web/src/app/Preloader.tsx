import { Image, Loader, Overlay, Stack } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { fileUrl } from '../lib/file-url.ts';
import { useWaitCount } from '../lib/waiting.ts';

export const PRELOADER_MS = 1500;
/** Loads come in waves (session, then the page's data): a pause this short is not the end. */
export const PRELOADER_SETTLE_MS = 120;
let shown = false;

/** Is anything of the page still on its way: data, a page's code, a loading screen? */
function useLoading(): boolean {
  const fetching = useIsFetching();
  const navigation = useNavigation();
  const waits = useWaitCount();
  return fetching > 0 || waits > 0 || navigation.state !== 'idle';
}

/**
 * Spec 03: a preloader covers the first page load, for 1500 ms at most, and
 * only while something is loading: a warm load shows its content once ready.
 * Once gone it renders nothing and follows no loading state.
 */
export function Preloader({ logo, companyName }: { logo: string; companyName: string }) {
  const [done, setDone] = useState(shown);
  const finish = useCallback(() => setDone(true), []);
  useEffect(() => {
    if (done) shown = true;
  }, [done]);
  return done ? null : <PreloaderOverlay logo={logo} companyName={companyName} onDone={finish} />;
}

function PreloaderOverlay({ logo, companyName, onDone }: { logo: string; companyName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const loading = useLoading();
  useEffect(() => {
    const timer = setTimeout(onDone, PRELOADER_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  useEffect(() => {
    if (loading) return;
    const timer = setTimeout(onDone, PRELOADER_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [loading, onDone]);
  return (
    <Overlay fixed color="#fff" backgroundOpacity={1} zIndex={1000} center data-testid="preloader">
      <Stack align="center" gap="md" role="status" aria-label={t('app.loading')}>
        {logo && <Image src={fileUrl(logo)} alt={companyName} maw={200} mah={80} fit="contain" />}
        <Loader aria-hidden />
      </Stack>
    </Overlay>
  );
}
