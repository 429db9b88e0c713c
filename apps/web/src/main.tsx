import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, queryClient } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { LoadingScreen } from './app/screens/LoadingScreen.tsx';
import { setUnauthorizedHandler } from './lib/api.ts';
import { clearUserData } from './lib/query.ts';

// DESIGN §3: any 401 ends the session on the client and opens /login.
setUnauthorizedHandler(() => {
  clearUserData(queryClient);
  const { location } = router.state;
  if (location.pathname !== '/login') void router.navigate('/login', { replace: true, state: { from: location } });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  </StrictMode>,
);
