import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 03 §9: error texts clear themselves after 5 s. */
export const ERROR_CLEAR_MS = 5000;
/** Spec 03 §9: the pause before leaving for the order (total 0, or paid). */
export const REDIRECT_DELAY_MS = 500;
/** Spec 01 §9: tip and pay confirmations close after 1 to 1.5 s. */
export const PAID_CONFIRMATION_MS = 1200;

/** A message that clears itself `ms` after it was set (a new message restarts the clock). */
export function useTimedMessage(ms = ERROR_CLEAR_MS): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = useCallback(
    (next: string | null) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, set];
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
