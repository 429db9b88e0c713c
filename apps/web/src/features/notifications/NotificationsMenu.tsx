import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deferred, type StandInProps } from '../../components/deferred.tsx';
import { afterPageContent } from '../../lib/page-content.ts';
import { useNotifications } from './api.ts';
import { BellButton, BellIndicator } from './BellButton.tsx';

// The dialog's code (Popover, its list and focus trap) loads once the page's content is on the screen (lib/
// page-content.ts); the bell stands in.
const NotificationsPopover = deferred(
  () => afterPageContent(() => import('./NotificationsPopover.tsx')).then((m) => m.NotificationsPopover),
  ({ count, ...handlers }: { count: number } & StandInProps) => (
    <BellIndicator count={count}>
      <BellButton count={count} aria-expanded={false} {...handlers} />
    </BellIndicator>
  ),
);

/** Spec 03's bell in the top bar: the count at once, the list in a dialog. */
export function NotificationsMenu() {
  const notifications = useNotifications();
  const client = useQueryClient();
  // Live updates over the chat socket; loaded lazily to keep it out of the entry chunk, once the page is on the screen.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void afterPageContent(() => import('../chat/live.ts')).then(({ startLiveUpdates }) => {
      if (!cancelled) stop = startLiveUpdates(client);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client]);
  return <NotificationsPopover count={notifications.data?.length ?? 0} />;
}
