import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { forwardRef, useEffect, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deferred, type StandInProps } from '../../components/deferred.tsx';
import { useNotifications } from './api.ts';

/** The bell's count badge. */
export function BellIndicator({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Indicator disabled={count === 0} label={<span aria-hidden>{count > 99 ? '99+' : count}</span>} size={16} offset={6} color="red">
      {children}
    </Indicator>
  );
}

/** The bell: the dialog's target, and its stand-in while the dialog's code loads. */
export const BellButton = forwardRef<HTMLButtonElement, { count: number } & ComponentPropsWithoutRef<'button'>>(function BellButton({ count, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('notifications.open', { count })}
      aria-haspopup="dialog"
      style={{ color: 'var(--dd-topbar-text)' }}
      {...props}
    >
      <IconBell aria-hidden />
    </ActionIcon>
  );
});

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
