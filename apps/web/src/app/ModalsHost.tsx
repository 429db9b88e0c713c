import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine modals (confirmations, tip, pay). Mounted by the page layouts rather
 * than at the root: Modal brings ScrollArea and floating-ui, which /login does not need.
 */
export function ModalsHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}>{children}</ModalsProvider>;
}
