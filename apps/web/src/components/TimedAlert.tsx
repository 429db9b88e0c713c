import { Alert, type AlertProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export const SUCCESS_ALERT_MS = 3000;

interface TimedAlertProps extends Omit<AlertProps, 'children'> {
  message: string;
  onClose: () => void;
  /** Spec: success alerts auto-close after 3 s. */
  durationMs?: number;
}

/** Brings the alert where the user is looking, below the fixed top bar; instant when motion is reduced. */
function revealIfHidden(el: HTMLElement) {
  const box = el.getBoundingClientRect();
  const header = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  if (box.top >= header && box.bottom <= window.innerHeight) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * A success message that closes itself after 3 s. It is seen wherever the page
 * is scrolled (it scrolls into view when it appears out of sight) and heard: a
 * status region that exists before its text arrives, so screen readers announce it.
 */
export function TimedAlert({ message, onClose, durationMs = SUCCESS_ALERT_MS, ...props }: TimedAlertProps) {
  const close = useRef(onClose);
  const ref = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const timer = setTimeout(() => close.current(), durationMs);
    // The text goes in a frame after the region, which is what makes it announced.
    const frame = requestAnimationFrame(() => {
      setSaid(message);
      if (ref.current) revealIfHidden(ref.current);
    });
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [message, durationMs]);
  return (
    <Alert
      ref={ref}
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      role="status"
      aria-live="polite"
      aria-atomic
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 12px)', scrollMarginBottom: 12 }}
      {...props}
    >
      {said ?? '\u00a0'}
    </Alert>
  );
}
