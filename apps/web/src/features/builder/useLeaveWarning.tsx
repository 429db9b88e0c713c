import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../../components/useLeaveGuard.tsx';
import { BUILDER_NS } from './namespace.ts';

/** Leaving with unsaved changes warns 'Leaving this page without saving will result in the loss of all changes' (spec 03). */
export function useLeaveWarning(dirty: boolean): void {
  const { t } = useTranslation(BUILDER_NS);
  useLeaveGuard(dirty, {
    title: t('builder.leave.title'),
    text: t('builder.leave.text'),
    leave: t('builder.leave.leave'),
    stay: t('builder.leave.stay'),
    close: t('common.close'),
  });
}
