import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { modalsListening } from '../lib/confirm.ts';

/** The provider behind `modals.open*` (confirmations, tip, pay): it listens for their events and shows the stack. */
export default function ModalsProviderHost() {
  const { t } = useTranslation();
  // The provider's own effects (its event listeners) run before this one.
  useEffect(() => modalsListening(), []);
  return <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}>{null}</ModalsProvider>;
}
