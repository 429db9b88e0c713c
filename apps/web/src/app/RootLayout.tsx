import { Link, Outlet, ScrollRestoration } from 'react-router';
import { AppLinkProvider } from '../lib/app-link.tsx';
import { Preloader } from './Preloader.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { useRouteHandle } from './route-handle.ts';
import { SiteGate } from './SiteGate.tsx';

/** The app's root route: the site, then its preloader and the page the route guard lets through. */
export function RootLayout() {
  const { title } = useRouteHandle();
  return (
    <SiteGate title={title}>
      {(site) => (
        <AppLinkProvider value={Link}>
          <Preloader logo={site.logo} companyName={site.companyName} />
          <RouteGuard site={site}>
            <Outlet />
          </RouteGuard>
          <ScrollRestoration />
        </AppLinkProvider>
      )}
    </SiteGate>
  );
}
