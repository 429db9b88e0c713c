import { StrictMode, Suspense, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { AppProviders } from './providers.tsx';

/**
 * Renders a page's tree (the app's router, or /login's first load) into the page's #root under the app's providers,
 * in a transition: React renders it in slices that a phone can interrupt rather than in one long task.
 */
export function renderPage(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
        </AppProviders>
      </StrictMode>,
    );
  });
}
