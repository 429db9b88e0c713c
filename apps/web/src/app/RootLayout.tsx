import type { TSiteSettings } from '@draftdesk/contract';
import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { errorText } from '../lib/messages.ts';
import { Preloader } from './Preloader.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { useCustomScripts, useDocumentTitle, useSiteColors, useSiteDefaultLanguage } from './site-effects.ts';
import { useSiteQuery } from '../lib/site.ts';
import { dismissSplash } from '../lib/splash.ts';

function SiteFrame({ site }: { site: TSiteSettings }) {
  useSiteColors(site);
  useCustomScripts(site);
  useDocumentTitle(site.companyName);
  useSiteDefaultLanguage(site);
  // The page's splash gives way to the preloader, which looks the same, in the same frame.
  useLayoutEffect(dismissSplash, []);
  return (
    <>
      <Preloader logo={site.logo} companyName={site.companyName} />
      <RouteGuard site={site}>
        <Outlet />
      </RouteGuard>
      <ScrollRestoration />
    </>
  );
}

/** Spec 03 "Application shell": nothing renders until the site is known. */
export function RootLayout() {
  const { t } = useTranslation();
  const site = useSiteQuery();
  if (site.isPending) return <LoadingScreen />;
  if (site.isError) {
    // 'Domain not registered' will not change on a retry; a timeout or server error may.
    const retryable = !(site.error instanceof ApiError) || site.error.status === 0 || site.error.status >= 500;
    return <ErrorScreen message={errorText(t, site.error)} onRetry={retryable ? () => void site.refetch() : undefined} />;
  }
  return <SiteFrame site={site.data} />;
}
