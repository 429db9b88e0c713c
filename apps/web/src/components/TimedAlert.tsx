import { Alert, type AlertProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

export const SUCCESS_ALERT_MS = 3000;

interface TimedAlertProps extends Omit<AlertProps, 'children'> {
  message: string;
  onClose: () => void;
  /** Spec: success alerts auto-close after 3 s. */
  durationMs?: number;
}

/** A success message that closes itself. */
export function TimedAlert({ message, onClose, durationMs = SUCCESS_ALERT_MS, ...props }: TimedAlertProps) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const timer = setTimeout(() => close.current(), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" {...props}>
      {message}
    </Alert>
  );
}
