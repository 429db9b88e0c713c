import type { TSiteSettings } from '@draftdesk/contract';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { errorText } from '../lib/messages.ts';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { useCustomScripts, useDocumentTitle, useSiteColors, useSiteDefaultLanguage } from './site-effects.ts';
import { useSiteQuery } from '../lib/site.ts';
import { dismissSplash } from '../lib/splash.ts';

interface SiteFrameProps {
  site: TSiteSettings;
  /** i18n key of the page's title. */
  title: string | undefined;
  children: ReactNode;
}

function SiteFrame({ site, title, children }: SiteFrameProps) {
  useSiteColors(site);
  useCustomScripts(site);
  useDocumentTitle(site.companyName, title);
  useSiteDefaultLanguage(site);
  // The page's splash gives way to what the site shows first (the app's preloader looks the same), in the same frame.
  useLayoutEffect(dismissSplash, []);
  return children;
}

/**
 * Spec 03 "Application shell": nothing renders until the site is known; then its colours, scripts, language and the
 * page's title apply. The app's root (RootLayout.tsx) and /login's first load (src/login.tsx) start with it.
 */
export function SiteGate({ title, children }: { title: string | undefined; children: (site: TSiteSettings) => ReactNode }) {
  const { t } = useTranslation();
  const site = useSiteQuery();
  if (site.isPending) return <LoadingScreen />;
  if (site.isError) {
    // 'Domain not registered' will not change on a retry; a timeout or server error may.
    const retryable = !(site.error instanceof ApiError) || site.error.status === 0 || site.error.status >= 500;
    return <ErrorScreen message={errorText(t, site.error)} onRetry={retryable ? () => void site.refetch() : undefined} />;
  }
  return (
    <SiteFrame site={site.data} title={title}>
      {children(site.data)}
    </SiteFrame>
  );
}
