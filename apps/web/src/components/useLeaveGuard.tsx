import { Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { openConfirm } from '../lib/confirm.ts';
import { shouldAskBeforeLeaving } from './unsaved-changes.ts';

/** The leave dialog's texts, translated by the page that asks. */
export interface LeaveTexts {
  title: string;
  text: string;
  leave: string;
  stay: string;
  close: string;
}

/**
 * Leaving a page with unsaved changes asks first: inside the app (the router's blocker, then a confirmation to
 * leave or stay) and on a reload or a closed tab (the browser's own prompt). `release` lets the page leave on
 * purpose, e.g. back to its list after a save or a delete, without asking.
 */
export function useLeaveGuard(dirty: boolean, texts: LeaveTexts): { release: () => void } {
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldAskBeforeLeaving({ dirty, released: released.current, from: currentLocation.pathname, to: nextLocation.pathname }),
  );
  const { title, text, leave, stay, close } = texts;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Closing the dialog (Escape, ×) is staying too; a choice made first is not undone by the close that follows it.
    let chosen = false;
    openConfirm({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: leave, cancel: stay },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': close },
      centered: true,
      onConfirm: () => {
        chosen = true;
        blocker.proceed();
      },
      onCancel: () => {
        chosen = true;
        blocker.reset();
      },
      onClose: () => {
        if (!chosen) blocker.reset();
      },
    });
  }, [blocker, title, text, leave, stay, close]);

  return {
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
