import { Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { openConfirm } from '../../../lib/confirm.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { shouldAskBeforeLeaving } from './unsaved-changes.ts';

/**
 * Leaving a form with unsaved changes asks first: inside the app (the router's blocker, then a confirmation to
 * discard them or stay) and on a reload or a closed tab (the browser's own prompt). `release` lets the page leave
 * on purpose, e.g. back to its list after a save or a delete, without asking.
 */
export function useUnsavedChangesGuard(dirty: boolean): { release: () => void } {
  const { t } = useTranslation(ADMIN_NS);
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldAskBeforeLeaving({ dirty, released: released.current, from: currentLocation.pathname, to: nextLocation.pathname }),
  );

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
      title: t('admin.unsaved.title'),
      children: <Text size="sm">{t('admin.unsaved.text')}</Text>,
      labels: { confirm: t('admin.unsaved.discard'), cancel: t('admin.unsaved.stay') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('common.close') },
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
  }, [blocker, t]);

  return {
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
