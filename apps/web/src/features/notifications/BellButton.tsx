import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
