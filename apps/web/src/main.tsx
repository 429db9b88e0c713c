import './app/styles.ts';
import { RouterProvider } from 'react-router';
import { queryClient } from './app/providers.tsx';
import { renderPage } from './app/render.tsx';
import { preloadFirstPage } from './app/role-pages.ts';
import { createAppRouter } from './app/router.tsx';
import { setUnauthorizedHandler } from './lib/api.ts';
import { clearUserData } from './lib/query.ts';
import { customerOrdersQuery } from './features/orders/api.ts';
import { prefetchSession } from './lib/session.ts';
import { hintedRole } from './lib/signed-in-hint.ts';
import { prefetchSite } from './lib/site.ts';

// The site's settings and the session are asked at once, while the first route's code loads.
// The page a signed-in user opened starts loading with its texts (role-pages.ts) for the role the page was sent for
// (lib/signed-in-hint.ts), in a task of its own, beside the session's question rather than after its answer; else
// as soon as the session is known.
// Then a customer opening the dashboard or the order list gets their orders asked beside them (the dashboard's
// content waits for them).
const ORDERS_FIRST = new Set(['/dashboard', '/orders/list']);
prefetchSite(queryClient);
const hinted = hintedRole();
if (hinted) setTimeout(() => preloadFirstPage(window.location.pathname, hinted), 0);
void prefetchSession(queryClient).then((session) => {
  if (!session?.user) return;
  const { pathname } = window.location;
  if (session.user.role !== hinted) preloadFirstPage(pathname, session.user.role);
  if (session.user.role === 'user' && ORDERS_FIRST.has(pathname)) void queryClient.prefetchQuery(customerOrdersQuery);
});

/**
 * The start goes in four tasks rather than one long one that a phone could not interrupt (a tap waits for the end of
 * a task): the questions to the server above, then the router made, then started (it starts the first page's code
 * loading), then React.
 */
setTimeout(startRouter, 0);

function startRouter() {
  const router = createAppRouter();

  // DESIGN §3: any 401 ends the session on the client and opens /login.
  setUnauthorizedHandler(() => {
    clearUserData(queryClient);
    const { location } = router.state;
    if (location.pathname !== '/login') void router.navigate('/login', { replace: true, state: { from: location } });
  });

  setTimeout(() => {
    router.initialize();
    setTimeout(() => startReact(router), 0);
  }, 0);
}

function startReact(router: ReturnType<typeof createAppRouter>) {
  renderPage(<RouterProvider router={router} />);
}
