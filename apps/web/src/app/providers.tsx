import { createTheme } from '@mantine/core';
import type { Notifications as MantineToasts } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query.ts';
import { SiteMantineProvider } from './SiteMantineProvider.tsx';

export const queryClient = createQueryClient();

/**
 * Toasts are rare: their code (transitions, portals) loads after the first page, and their container mounts with the
 * first toast. Mounted at once, it rendered a portal and a transition group per corner of the screen, and each set
 * its state as it mounted: a render of its own, in the task that paints the first page. A toast shown before the
 * container mounts waits in Mantine's store and shows as it mounts.
 */
function ToastsOnDemand() {
  const [Toasts, setToasts] = useState<typeof MantineToasts>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    // In a task of its own: the preload links of its chunks lengthened the first commit's effects.
    const started = setTimeout(() => {
      void import('@mantine/notifications').then(({ Notifications, notificationsStore }) => {
        const mount = () => {
          stop?.();
          if (live) setToasts(() => Notifications);
        };
        const { notifications, queue } = notificationsStore.getState();
        if (notifications.length || queue.length) mount();
        else stop = notificationsStore.subscribe(({ notifications: shown }) => shown.length > 0 && mount());
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(started);
      stop?.();
    };
  }, []);
  return Toasts ? <Toasts position="top-right" /> : null;
}

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
          <ToastsOnDemand />
          {children}
        </SiteMantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
