import type { TSiteSettings } from '@draftdesk/contract';
import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../lib/file-url.ts';
import { errorText } from '../lib/messages.ts';
import { guardRedirect, needsSession } from '../lib/guards.ts';
import { useRouteHandle } from './route-handle.ts';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { signIn, useSessionQuery } from '../lib/session.ts';

/** Only sites with a custom checkout ever load it. */
const CustomCheckoutRedirect = lazy(() => import('../features/checkout/CustomCheckoutRedirect.tsx'));

function LeaveTo({ url }: { url: string }) {
  useEffect(() => window.location.replace(absoluteUrl(url)), [url]);
  return <LoadingScreen />;
}

/** Spec 03 "Route guards": one decision per navigation, from the route's handle. */
export function RouteGuard({ site, children }: { site: TSiteSettings; children: ReactNode }) {
  const location = useLocation();
  const { t } = useTranslation();
  const { access } = useRouteHandle();
  const withSession = needsSession(access);
  const session = useSessionQuery(withSession, { visitorsSkip: access === 'guest' || access === 'optional' });

  // The session's arrival mounts the shell and the page. The query's store asks for that render at once, in one
  // task that blocks the main thread; deferred, React renders it in slices and the page stays responsive meanwhile.
  const waiting = useDeferredValue(withSession && session.isPending);

  if (waiting || (withSession && session.isPending)) return <LoadingScreen />;
  if (withSession && session.isError && access !== 'guest' && access !== 'optional') {
    return <ErrorScreen message={errorText(t, session.error)} onRetry={() => void session.refetch()} />;
  }

  if (access === 'guest' && signIn.active) return children;
  const user = withSession ? session.data : null;
  const decision = guardRedirect({
    pathname: location.pathname,
    search: location.search,
    access,
    user: user ? { ...user.user, orders: user.orders } : null,
    site: { customLoginDomain: site.customLoginDomain, customCheckoutUrl: site.customCheckout.url, hideInvoices: site.website_settings.hide_invoices },
  });

  if (decision?.kind === 'external') return <LeaveTo url={decision.url} />;
  if (decision?.kind === 'custom-checkout') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <CustomCheckoutRedirect />
      </Suspense>
    );
  }
  if (decision?.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={decision.keepFrom ? { from: location } : undefined} />;
  }
  return children;
}
