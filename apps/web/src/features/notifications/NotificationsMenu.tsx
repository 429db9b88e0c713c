import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deferred, type StandInProps } from '../../components/deferred.tsx';
import { useNotifications } from './api.ts';
import { BellButton, BellIndicator } from './BellButton.tsx';

// The dialog's code (Popover, its list and focus trap) loads after the page's first paint; the bell stands in.
const NotificationsPopover = deferred(
  () => import('./NotificationsPopover.tsx').then((m) => m.NotificationsPopover),
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
  // Live updates over the chat socket; loaded lazily to keep it out of the entry chunk.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../chat/live.ts').then(({ startLiveUpdates }) => {
      if (!cancelled) stop = startLiveUpdates(client);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client]);
  return <NotificationsPopover count={notifications.data?.length ?? 0} />;
}
