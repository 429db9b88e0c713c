import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/** The provider behind `modals.open*` (confirmations, tip, pay): it listens for their events and shows the stack. */
export default function ModalsProviderHost() {
  const { t } = useTranslation();
  return <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}>{null}</ModalsProvider>;
}
