import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { openConfirm } from '../../lib/confirm.ts';
import { BUILDER_NS } from './namespace.ts';

/**
 * Leaving with unsaved changes warns 'Leaving this page without saving will result in the loss of all changes'
 * (spec 03): inside the app through the router's blocker, on a reload or a closed tab through the browser's prompt.
 */
export function useLeaveWarning(dirty: boolean): void {
  const { t } = useTranslation(BUILDER_NS);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let chosen = false;
    openConfirm({
      title: t('builder.leave.title'),
      children: <Text size="sm">{t('builder.leave.text')}</Text>,
      labels: { confirm: t('builder.leave.leave'), cancel: t('builder.leave.stay') },
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
}
