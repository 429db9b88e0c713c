import { createTheme } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query.ts';
import { SiteMantineProvider } from './SiteMantineProvider.tsx';

export const queryClient = createQueryClient();

// Toasts are rare; their code (transitions, portal) loads after the first page.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

const theme = createTheme({
  defaultRadius: 'md',
  focusRing: 'auto',
  // Self-hosted (main.tsx): every language renders the same, Thai included, whatever fonts the device has.
  fontFamily: '"Noto Sans", "Noto Sans Thai", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
  components: {
    // The focus placeholder is a bare focusable div inside role="menu", which only menu items may be (axe:
    // aria-required-children); the first item takes the focus instead. A plain object keeps Menu out of this chunk.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** Providers that do not need the router. ModalsProvider lives in RootLayout, inside it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteMantineProvider theme={theme}>
          <Suspense fallback={null}>
            <Notifications position="top-right" />
          </Suspense>
          {children}
        </SiteMantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
