import { Image, Loader, Overlay, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../lib/file-url.ts';

export const PRELOADER_MS = 1500;
let shown = false;

/** Spec 03: a preloader covers the first page load for 1500 ms. */
export function Preloader({ logo, companyName }: { logo: string; companyName: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(!shown);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => {
      shown = true;
      setVisible(false);
    }, PRELOADER_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <Overlay fixed color="#fff" backgroundOpacity={1} zIndex={1000} center data-testid="preloader">
      <Stack align="center" gap="md" role="status" aria-label={t('app.loading')}>
        {logo && <Image src={fileUrl(logo)} alt={companyName} maw={200} mah={80} fit="contain" />}
        <Loader aria-hidden />
      </Stack>
    </Overlay>
  );
}
